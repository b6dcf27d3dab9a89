// Issue 56: the API's revocation check (server/bearer.ts, firebase-admin's verifyIdToken with
// checkRevoked) counts whole seconds: a session signed in during the second the account's
// validSince names still passes; one signed in the second before is refused.
import { test, expect } from '../browser/support/fixtures';
import { API_KEY, apiFetch, bearer, signUp, stack } from './helpers.js';

/** The auth_time claim of an ID token (the second of its sign-in). */
const authTimeOf = (idToken: string): number =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { auth_time: number }).auth_time;

/** Sets the account's validSince to `second`, as a password or email change would, through the emulator's admin access. */
async function setValidSince(localId: string, second: number): Promise<void> {
  const res = await fetch(`${stack().emulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, validSince: String(second) }),
  });
  expect(res.status).toBe(200);
}

const customTokenStatus = async (idToken: string) =>
  (await apiFetch('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(idToken) })).status;

test('a session signed in during the validSince second passes the API; one signed in the second before is refused', async () => {
  const person = await signUp('valid-since');
  const signedInAt = authTimeOf(person.idToken);

  await setValidSince(person.localId, signedInAt);
  expect(await customTokenStatus(person.idToken)).toBe(200);

  await setValidSince(person.localId, signedInAt + 1);
  expect(await customTokenStatus(person.idToken)).toBe(401);
});
