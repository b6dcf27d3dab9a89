// Rate limits against the running API (issue 53 item 5; probe RL6, RL7, RL4). Each test stands for
// clients on networks of its own (apiFrom: loopback source addresses, one /24 per role) and uses
// fresh addresses and accounts, so it shares no count with another file.
import { test, expect } from '../browser/support/fixtures';
import { ACCOUNT_BUCKET } from '../../server/account-rate-limit.js';
import { PUBLIC_LIMITS } from '../../server/rate-limits.js';
import { apiFetch, apiFrom, bearer, latestEmailTo, signUp, uniqueEmail } from './helpers.js';
import { APP } from '../support/local-stack.js';

const AUTH = '/public/api/v1/auth';
const CUSTOM_TOKEN = '/api/v1/me/customToken?brand=PLEXUS';

const send = (client: string, kind: 'sendPasswordResetEmail' | 'sendMagicLinkEmail', email: string) =>
  apiFrom(client, 'POST', `${AUTH}/${kind}`, { email, brand: 'PLEXUS', redirectPath: null });

/** The API's 429: Retry-After, and a body with no message (the hub shows its catalogue's text). */
function expectLimited(res: { status: number; headers: Record<string, unknown>; body: unknown }): number {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.body).toEqual({ retryAfterSeconds: retryAfter });
  return retryAfter;
}

test.describe('public calls: one sender cannot starve the owner', () => {
  test("a sender on another network uses up only its own count: the owner's reset and magic link still go out", async () => {
    const owner = await signUp('rl-owner');
    const attacker = '127.53.1.9';
    const attackersNeighbour = '127.53.1.200'; // the same /24
    const ownersClient = '127.54.0.10';
    for (let i = 0; i < PUBLIC_LIMITS.perEmailFromNetwork.max; i++)
      expect((await send(attacker, i % 2 ? 'sendMagicLinkEmail' : 'sendPasswordResetEmail', owner.email)).status, `send ${i + 1}`).toBe(
        200,
      );
    const firstWait = expectLimited(await send(attacker, 'sendMagicLinkEmail', owner.email));

    expect((await send(ownersClient, 'sendPasswordResetEmail', owner.email)).status).toBe(200);
    expect(await latestEmailTo(owner.email)).toMatchObject({ kind: 'passwordReset' });
    expect((await send(ownersClient, 'sendMagicLinkEmail', owner.email)).status).toBe(200);
    expect(await latestEmailTo(owner.email)).toMatchObject({ kind: 'magicLink' });

    expectLimited(await send(attackersNeighbour, 'sendPasswordResetEmail', owner.email.toUpperCase()));
    // Back-off: the network that keeps asking is told to wait longer each time.
    expect(expectLimited(await send(attacker, 'sendMagicLinkEmail', owner.email))).toBeGreaterThan(firstWait);
  });

  test('questions about a number from one network do not block them from another', async () => {
    const phone = `+614128${String(Date.now()).slice(-5)}`;
    const ask = (client: string) => apiFrom(client, 'GET', `${AUTH}/isPhoneRegistered?phone=${encodeURIComponent(phone)}`);
    for (let i = 0; i < PUBLIC_LIMITS.perPhoneFromNetwork.max; i++) expect((await ask('127.57.0.9')).status).toBe(200);
    expectLimited(await ask('127.57.0.9'));
    expect((await ask('127.58.0.9')).status).toBe(200);
  });

  test('the per-address cap still stops a flood spread over many networks', async () => {
    const victim = uniqueEmail('rl-flood');
    const { perEmail, perEmailFromNetwork } = PUBLIC_LIMITS;
    for (let sent = 0; sent < perEmail.max; sent++) {
      const network = Math.floor(sent / perEmailFromNetwork.max);
      expect((await send(`127.55.${network}.1`, 'sendMagicLinkEmail', victim)).status, `send ${sent + 1}`).toBe(200);
    }
    // A network that has not asked before: only the address's overall count can refuse it.
    expectLimited(await send('127.56.0.1', 'sendMagicLinkEmail', victim));
    expect((await send('127.56.0.1', 'sendMagicLinkEmail', uniqueEmail('rl-flood-other'))).status).toBe(200);
  });
});

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
    // A token comes back every ACCOUNT_BUCKET.refillMs: on a busy machine one may have come back
    // before a call lands (it is then served), so a route is asked again until it answers 429, and
    // no more calls may have been served than tokens that can have come back meanwhile.
    const refusedAt = Date.now();
    const asSpender = { ...bearer(spender.idToken), 'Content-Type': 'application/json', Origin: APP };
    const others = [
      () => apiFetch('/api/v1/me/revokeSessions', { method: 'POST', headers: asSpender, body: '{}' }),
      () => apiFetch('/api/v1/users/mergeWithIdToken', { method: 'PUT', headers: asSpender, body: '{}' }),
      () => apiFetch('/api/v1/me/oobCode?brand=PLEXUS', { headers: asSpender }),
      () => apiFetch('/api/v1/me/firstEmail', { method: 'POST', headers: asSpender, body: '{}' }),
    ];
    let served = 0;
    for (const call of others) {
      let res = await call();
      for (let tries = 1; res.status !== 429 && tries < 5; tries++, res = await call()) served += 1;
      expectLimited({ ...res, headers: Object.fromEntries(res.headers) });
      expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    }
    expect(served).toBeLessThanOrEqual(Math.floor((Date.now() - refusedAt) / ACCOUNT_BUCKET.refillMs) + 1);
    expect((await mint(bystander.idToken)).status).toBe(200);
    // The hub's own reports and activity list count apart: a report sent with every sign-in never
    // costs a hand-over its token, and an emptied bucket still shows the person their activity.
    expect((await apiFetch('/api/v1/me/securityEvents', { headers: asSpender })).status).toBe(200);
  });
});
