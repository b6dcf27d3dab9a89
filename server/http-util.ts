// Dual 127.0.0.1 + ::1 listening for static-app.ts only; it goes when static-app.ts does (the API and brand apps are on Fastify).
import { createServer, type RequestListener, type Server } from 'node:http';

export interface LoopbackServer {
  readonly port: number;
  close(): Promise<void>;
}

function listenOne(handler: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets (browsers, fetch) would otherwise hold close() open.
    server.closeAllConnections();
  });
}

/**
 * Listens on 127.0.0.1 and ::1 with the same handler, because "localhost" may
 * resolve to either in browsers. ::1 is skipped when the machine has no IPv6.
 */
export async function listenLoopback(handler: RequestListener, port: number): Promise<LoopbackServer> {
  const servers: Server[] = [await listenOne(handler, port, '127.0.0.1')];
  try {
    servers.push(await listenOne(handler, port, '::1'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
      await Promise.all(servers.map(closeServer));
      throw error;
    }
  }
  return {
    port,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}
