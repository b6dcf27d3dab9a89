/** The product API client (spec 7): bearer from the live user, errors as ApiError. */
import { ApiError, isAccountDeleted, isSessionRevoked } from '../errors/hub-error';
import type { ApiClient, AuthService } from './types';

/** The error body's message and code (server/api-errors.ts), where it has them. */
async function errorBody(res: Response): Promise<{ message: string | null; code: string | null }> {
  try {
    const body: unknown = await res.json();
    if (typeof body === 'object' && body !== null) {
      const { message, code } = body as { message?: unknown; code?: unknown };
      return { message: typeof message === 'string' ? message : null, code: typeof code === 'string' ? code : null };
    }
  } catch {
    /* no JSON body */
  }
  return { message: null, code: null };
}

/**
 * A JSON body sent with the caller's bearer token. keepalive: a change the person made is delivered
 * even when the page is left at once (a sign-in's report while the hand-over goes to the brand app).
 */
function jsonWithBearer(method: 'PUT' | 'POST' | 'PATCH', body: unknown): (token: string) => RequestInit {
  return (token) => ({
    method,
    keepalive: true,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * language: the language the person reads (issue 27), sent as Accept-Language so the emails the
 * API sends are written in it; the browser's own header names its languages, not the one chosen.
 */
export function createApiClient(
  baseUrl: string,
  auth: AuthService,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  language: () => string | null = () => null,
): ApiClient {
  const send = async <T>(path: string, init: RequestInit): Promise<T> => {
    let res: Response;
    const lang = language();
    const headers = lang ? { ...(init.headers as Record<string, string> | undefined), 'Accept-Language': lang } : init.headers;
    try {
      res = await fetchImpl(new URL(path, baseUrl), { ...init, headers });
    } catch {
      throw new ApiError(0, null);
    }
    if (!res.ok) {
      const { message, code } = await errorBody(res);
      throw new ApiError(res.status, message, code);
    }
    return (await res.json()) as T;
  };
  /**
   * A bearer call: the token always comes from the live user; a 401 refreshes it once and retries
   * once, unless the session was revoked or its account deleted (a renewed token keeps its sign-in
   * time, and Firebase's refused renewal would hide why the session ended).
   */
  const withBearer = async <T>(path: string, init: (token: string) => RequestInit): Promise<T> => {
    try {
      return await send<T>(path, init(await auth.idToken()));
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401 || isSessionRevoked(e) || isAccountDeleted(e)) throw e;
      return send<T>(path, init(await auth.idToken(true)));
    }
  };
  return {
    postPublic: <T>(path: string, body: unknown) =>
      send<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    getWithBearer: <T>(path: string) => withBearer<T>(path, (token) => ({ headers: { Authorization: `Bearer ${token}` } })),
    getPublic: <T>(path: string) => send<T>(path, {}),
    getWithToken: <T>(path: string, token: string) => send<T>(path, { headers: { Authorization: `Bearer ${token}` } }),
    putWithBearer: <T>(path: string, body: unknown) => withBearer<T>(path, jsonWithBearer('PUT', body)),
    postWithBearer: <T>(path: string, body: unknown) => withBearer<T>(path, jsonWithBearer('POST', body)),
    patchWithBearer: <T>(path: string, body: unknown) => withBearer<T>(path, jsonWithBearer('PATCH', body)),
    deleteWithBearer: <T>(path: string) =>
      withBearer<T>(path, (token) => ({ method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })),
  };
}
