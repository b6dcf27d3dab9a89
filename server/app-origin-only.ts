// A guard for dev endpoints that browsers reach by simple requests (no preflight, so CORS does not
// stop them): a text/plain POST from a page of any site the developer visits would be taken.
// Issue 53 item 8.
import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Whether a request comes from one of `allowed` (origins) or from no browser page at all. Browsers
 * send `Origin` on every POST, so it decides: only the app's own origins pass. Without `Origin`,
 * a browser's `Sec-Fetch-Site` other than same-origin means another page; with neither header the
 * caller is a tool (curl, a test), not a page.
 */
export function fromAppOrigin(headers: Readonly<Record<string, string | string[] | undefined>>, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return typeof origin === 'string' && allowed.includes(origin);
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/** onRequest hook: 403 (the API's error shape) for a request from a page of another origin. */
export function appOriginOnly(allowed: readonly string[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!fromAppOrigin(request.headers, allowed)) throw new HttpError(403, `Only the app origins (${allowed.join(', ')}) may post here`);
  };
}
