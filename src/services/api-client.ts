/** The product API client (spec 7): bearer from the live user, errors as ApiError. */
import { ApiError } from '../errors/hub-error';
import type { ApiClient, AuthService } from './types';

async function bodyMessage(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.json();
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    /* no JSON body */
  }
  return null;
}

export function createApiClient(baseUrl: string, auth: AuthService, fetchImpl: typeof fetch = (...a) => fetch(...a)): ApiClient {
  const send = async <T>(path: string, init: RequestInit): Promise<T> => {
    let res: Response;
    try {
      res = await fetchImpl(new URL(path, baseUrl), init);
    } catch {
      throw new ApiError(0, null);
    }
    if (!res.ok) throw new ApiError(res.status, await bodyMessage(res));
    return (await res.json()) as T;
  };
  return {
    postPublic: <T>(path: string, body: unknown) =>
      send<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    getWithBearer: async <T>(path: string) => send<T>(path, { headers: { Authorization: `Bearer ${await auth.idToken()}` } }),
    getPublic: <T>(path: string) => send<T>(path, {}),
    putWithBearer: async <T>(path: string, body: unknown) =>
      send<T>(path, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${await auth.idToken()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}
