// A tiny exact-path router: (method, path) -> handler, with 404/405 answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http-util.js';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}

export type Handler = (ctx: RequestContext) => Promise<void>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Routes = Record<string, Partial<Record<Method, Handler>>>;

export function route(routes: Routes, ctx: RequestContext): Handler {
  const byMethod = routes[ctx.url.pathname];
  if (!byMethod) throw new HttpError(404, 'Not found');
  const handler = byMethod[(ctx.req.method ?? 'GET') as Method];
  if (!handler) {
    ctx.res.setHeader('Allow', Object.keys(byMethod).join(', '));
    throw new HttpError(405, 'Method not allowed');
  }
  return handler;
}
