import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/services/api-client';
import type { AuthService } from '../../src/services/types';
import { API_ACCOUNT_DELETED, API_SESSION_REVOKED, ApiError, apiCodeOf } from '../../src/errors/hub-error';

/** Auth whose tokens count up: tok-1, tok-2, ... (force refresh marks them). */
function countingAuth(): AuthService & { calls: string[] } {
  let n = 0;
  const calls: string[] = [];
  return {
    calls,
    idToken: async (force?: boolean) => {
      n += 1;
      calls.push(force ? 'refresh' : 'cached');
      return `tok-${n}`;
    },
  } as unknown as AuthService & { calls: string[] };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('product API client', () => {
  it('a 401 refreshes the token once and retries once', async () => {
    const auth = countingAuth();
    const seen: string[] = [];
    const api = createApiClient('http://api.test', auth, async (_url, init) => {
      seen.push(new Headers(init?.headers).get('Authorization') ?? '');
      return seen.length === 1 ? json(401, { message: 'expired' }) : json(200, { oobCode: 'x' });
    });
    expect(await api.getWithBearer('/api/v1/me/oobCode')).toEqual({ oobCode: 'x' });
    expect(seen).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(auth.calls).toEqual(['cached', 'refresh']);
  });

  it('a second 401 is the answer: no loop', async () => {
    const auth = countingAuth();
    let calls = 0;
    const api = createApiClient('http://api.test', auth, async () => {
      calls += 1;
      return json(401, { message: 'Missing or invalid bearer token' });
    });
    await expect(api.getWithBearer('/x')).rejects.toEqual(new ApiError(401, 'Missing or invalid bearer token'));
    expect(calls).toBe(2);
  });

  // Neither is saved by a renewal: a revoked session's token cannot be renewed into one after the
  // revocation, and Firebase refuses a deleted account's renewal with a code that says nothing.
  it.each([
    { why: 'a revoked session (issue 56 item 10)', message: 'Session revoked', code: 'session-revoked', hubCode: API_SESSION_REVOKED },
    { why: 'a deleted account (issue 55)', message: 'Account deleted', code: 'account-deleted', hubCode: API_ACCOUNT_DELETED },
  ])('$why is the answer at once: no renewal that would hide why it ended', async ({ message, code, hubCode }) => {
    const auth = countingAuth();
    let calls = 0;
    const api = createApiClient('http://api.test', auth, async () => {
      calls += 1;
      return json(401, { message, code });
    });
    const refused = api.getWithBearer('/x');
    await expect(refused).rejects.toEqual(new ApiError(401, message, code));
    await expect(refused.catch((e: ApiError) => apiCodeOf(e))).resolves.toBe(hubCode);
    expect(calls).toBe(1);
    expect(auth.calls).toEqual(['cached']);
  });

  it("an error answer's code is kept beside its message (issue 53: the hub shows its catalogue text for it)", async () => {
    const api = createApiClient('http://api.test', countingAuth(), async () =>
      json(403, { message: 'Refused', code: 'second-factor-required' }),
    );
    const error = await api.getWithBearer('/api/v1/me/customToken?brand=ELUMEN_MOBILE').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, bodyMessage: 'Refused', bodyCode: 'second-factor-required' });
  });

  it('the bearer only ever goes to the configured API origin', async () => {
    const urls: string[] = [];
    const api = createApiClient('http://api.test', countingAuth(), async (url) => {
      urls.push(String(url));
      return json(200, {});
    });
    await api.getWithBearer('/api/v1/me/customToken');
    await api.putWithBearer('/api/v1/users/mergeWithIdToken', {});
    expect(urls.every((u) => new URL(u).origin === 'http://api.test')).toBe(true);
  });

  it('an unreachable API is status 0; a 5xx keeps its status', async () => {
    const down = createApiClient('http://api.test', countingAuth(), async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down.postPublic('/p', {})).rejects.toEqual(new ApiError(0, null));
    const failing = createApiClient('http://api.test', countingAuth(), async () => json(503, { message: 'down' }));
    await expect(failing.postPublic('/p', {})).rejects.toEqual(new ApiError(503, 'down'));
  });
});
