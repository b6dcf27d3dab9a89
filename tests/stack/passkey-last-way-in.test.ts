// Issue 55 section 2 on the API side: removing a passkey that is the account's last way in (no
// password, Google or phone number, no other passkey) is refused with its own code, so the person
// is never locked out of their account by a call the hub's page would not offer.
import { test, expect } from '../browser/support/fixtures';
import { apiFetch, identity, signInWithPassword, signUp, untilNextSecond, type SignIn } from './helpers.js';
import { APP } from '../support/local-stack.js';
import { browserWithAuthenticator, from, list, register, type Json } from './passkey-ceremony.js';

const remove = (idToken: string, id: string) =>
  apiFetch<Json>(`/api/v1/me/passkeys/${id}`, { method: 'DELETE', headers: from(APP, idToken) });

test('the last passkey of an account with no other way in is not removed; with another passkey or a password it is', async ({
  newContext,
}) => {
  const person = await signUp('passkey-last');
  // The account loses its password: no way in but passkeys.
  const unlinked = await identity<SignIn>('update', { idToken: person.idToken, deleteProvider: ['password'], returnSecureToken: true });
  expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
  const idToken = unlinked.body.idToken ?? person.idToken;
  const first = (await register((await browserWithAuthenticator(newContext)).page, idToken)).body.passkey.id as string;

  const refused = await remove(idToken, first);
  expect([refused.status, refused.body.code]).toEqual([409, 'last-way-in']);
  expect((await list(idToken)).map((p) => p.id)).toEqual([first]);

  // A second passkey (another authenticator): either may go, then the other is the last.
  const second = (await register((await browserWithAuthenticator(newContext)).page, idToken)).body.passkey.id as string;
  expect((await remove(idToken, first)).status).toBe(200);
  expect((await remove(idToken, second)).body.code).toBe('last-way-in');

  // With a password the passkey is not the last way in.
  expect((await identity('update', { idToken, email: person.email, password: 'Password1!', returnSecureToken: true })).status).toBe(200);
  await untilNextSecond(); // a sign-in after the change's revocation second
  const withPassword = await signInWithPassword(person.email);
  expect((await remove(withPassword.idToken, second)).status).toBe(200);
  expect(await list(withPassword.idToken)).toEqual([]);
});
