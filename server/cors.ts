// CORS for the product API: only the local app origins get access headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ALLOWED_APP_ORIGINS, DEFAULT_APP_ORIGIN } from './config.js';

export function allowedOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  return origin !== undefined && ALLOWED_APP_ORIGINS.includes(origin) ? origin : undefined;
}

/** The origin to build app links for: the caller's, when it is one of ours. */
export function appOrigin(req: IncomingMessage): string {
  return allowedOrigin(req) ?? DEFAULT_APP_ORIGIN;
}

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Vary', 'Origin');
  const origin = allowedOrigin(req);
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
}
