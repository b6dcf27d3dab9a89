// Small node:http helpers shared by the API, brand apps and static server.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

/** An error that maps straight to a JSON `{ message }` answer. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

/** Limit for JSON API bodies (spec payloads are tiny; ID tokens are ~1 KiB). */
export const MAX_JSON_BODY = 16 * 1024;

// Past this we stop draining and drop the socket; below it we drain so the
// client reliably reads our 413 instead of a connection reset.
const HARD_BODY_LIMIT = 1024 * 1024;

/** Reads the whole body; throws HttpError(413) when it is larger than `limit`. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > HARD_BODY_LIMIT) {
      reject(new HttpError(413, `Request body is larger than ${limit} bytes`));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > HARD_BODY_LIMIT) req.destroy();
    });
    req.on('end', () => {
      if (size > limit) reject(new HttpError(413, `Request body is larger than ${limit} bytes`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(req, limit);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

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
