// Static server for the built front end with SPA fallback (port 5173).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { STATIC_APP_PORT } from './config.js';
import { listenLoopback, type LoopbackServer } from './http-util.js';

export interface StartStaticAppOptions {
  dir: string;
  port?: number;
  /** Extra headers on every answer (the app's security headers). */
  headers?: Record<string, string>;
  log?: (line: string) => void;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}

/** The file to serve, or undefined for 404. Paths without an extension fall back to index.html. */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidate = resolve(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined; // no escaping dist/
  if (await isFile(candidate)) return candidate;
  if (extname(decoded) === '') return join(root, 'index.html');
  return undefined;
}

function send(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>): void {
  const isIndex = file.endsWith(`${sep}index.html`);
  res.writeHead(200, {
    ...headers,
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    // index.html names the hashed bundles: never cache it, or a rebuild is missed.
    'Cache-Control': isIndex ? 'no-store' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

export async function startStaticApp(options: StartStaticAppOptions): Promise<LoopbackServer> {
  const root = resolve(options.dir);
  if (!(await isFile(join(root, 'index.html')))) throw new Error(`${root}/index.html not found: build the app first`);
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = await resolveFile(root, new URL(req.url ?? '/', 'http://localhost').pathname);
    if (file) send(req, res, file, options.headers ?? {});
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  return listenLoopback((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log?.(`[static] ${String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  }, options.port ?? STATIC_APP_PORT);
}
