// What the API and the demo brand apps share as Fastify servers: how they are created and how
// they listen on this machine's loopback addresses.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** A started server, as the stack stops it. */
export interface RunningServer {
  readonly port: number;
  /** The addresses the server was bound to (e.g. 127.0.0.1 and ::1). */
  readonly addresses: readonly string[];
  close(): Promise<void>;
}

/**
 * Whether a Host header names this machine's loopback: localhost, a *.localhost name (browsers
 * resolve those to loopback themselves), 127.0.0.1 or [::1], with any port. A page of another
 * site whose name was re-pointed at 127.0.0.1 (DNS rebinding) sends its own name, and is refused.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = /^(\[[^\]]*\]|[^:]*)(:\d{1,5})?$/.exec(host ?? '')?.[1]?.toLowerCase();
  if (!name) return false;
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/**
 * A Fastify instance that answers only loopback Host names (403 otherwise) and whose every answer
 * is `Cache-Control: no-store` (dev pages and API answers change all the time).
 */
export function localFastify(options: FastifyServerOptions = {}): FastifyInstance {
  // close() also ends keep-alive sockets (browsers, fetch), which would otherwise hold it open.
  const app = Fastify({ ...options, forceCloseConnections: true });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackHost(request.headers.host))
      return reply
        .code(403)
        .send({ message: 'This local server answers only loopback host names (localhost, *.localhost, 127.0.0.1, [::1])' });
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  return app;
}

/**
 * Listens on "localhost": Fastify binds every address `dns.lookup('localhost', { all: true })`
 * gives (127.0.0.1 and ::1 where /etc/hosts lists both), since a browser may use either. Where
 * localhost names only 127.0.0.1, ::1 stays unbound; browsers then fall back to 127.0.0.1, and
 * `log` says so.
 */
export async function listenLocalhost(app: FastifyInstance, port: number, log: (line: string) => void): Promise<RunningServer> {
  await app.listen({ port, host: 'localhost' });
  const addresses = app.addresses().filter((a) => typeof a !== 'string');
  const bound = addresses[0]?.port ?? port;
  if (!addresses.some((a) => a.family === 'IPv6')) log(`port ${bound}: localhost resolves to IPv4 only here, so ::1 is not bound`);
  return { port: bound, addresses: addresses.map((a) => a.address), close: () => app.close() };
}
