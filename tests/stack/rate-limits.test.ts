// Rate limits against the running API (issue 53 item 5; probe RL7). Each test uses fresh accounts,
// so it shares no count with another file.
import { test, expect } from '../browser/support/fixtures';
import { ACCOUNT_BUCKET } from '../../server/account-rate-limit.js';
import { apiFetch, bearer, signUp } from './helpers.js';
import { APP } from '../support/local-stack.js';

const CUSTOM_TOKEN = '/api/v1/me/customToken?brand=PLEXUS';

/** The API's 429: Retry-After, and a body with no message (the hub shows its catalogue's text). */
function expectLimited(res: { status: number; headers: Record<string, unknown>; body: unknown }): number {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.body).toEqual({ retryAfterSeconds: retryAfter });
  return retryAfter;
}

test.describe('bearer routes: one token bucket per account', () => {
  test('once an account has used its bucket, every bearer route answers it 429, and another account is served', async () => {
    const [spender, bystander] = [await signUp('rl-bucket'), await signUp('rl-bucket')];
    const mint = (idToken: string) => apiFetch(CUSTOM_TOKEN, { headers: bearer(idToken) });
    let granted = 0;
    let refused: Awaited<ReturnType<typeof mint>> | undefined;
    for (let i = 0; i < ACCOUNT_BUCKET.capacity * 2 && !refused; i++) {
      const res = await mint(spender.idToken);
      if (res.status === 429) refused = res;
      else {
        expect(res.status, `call ${i + 1}`).toBe(200);
        granted += 1;
      }
    }
    expect(refused, `no 429 after ${granted} custom tokens`).toBeDefined();
    expect(granted).toBeGreaterThanOrEqual(ACCOUNT_BUCKET.capacity);
    expectLimited({ ...refused!, headers: Object.fromEntries(refused!.headers) });

    // The same bucket, whatever the route (before the body is read), and readable by the hub's origin.
    // Sent at once, right after the 429: a token comes back only after ACCOUNT_BUCKET.refillMs.
    const asSpender = { ...bearer(spender.idToken), 'Content-Type': 'application/json', Origin: APP };
    const others = await Promise.all([
      apiFetch('/api/v1/me/revokeSessions', { method: 'POST', headers: asSpender, body: '{}' }),
      apiFetch('/api/v1/users/mergeWithIdToken', { method: 'PUT', headers: asSpender, body: '{}' }),
      apiFetch('/api/v1/me/oobCode?brand=PLEXUS', { headers: asSpender }),
      apiFetch('/api/v1/me/firstEmail', { method: 'POST', headers: asSpender, body: '{}' }),
    ]);
    for (const res of others) {
      expectLimited({ ...res, headers: Object.fromEntries(res.headers) });
      expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    }
    expect((await mint(bystander.idToken)).status).toBe(200);
  });
});
