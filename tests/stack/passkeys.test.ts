// Issue 54: the API as a WebAuthn relying party, driven by Chromium's virtual authenticator (CDP,
// ctap2, internal, resident keys, user verification) on pages of the hub's origins. The pages are
// blank documents routed on those origins: what is proven is the API's side (the hub's screens
// come later), with a real browser making real credentials and assertions.
import { test, expect } from '../browser/support/fixtures';
import { apiFetch, apiPost, identity, signedInLongAgo, signUp } from './helpers.js';
import { APP, FVS_APP } from '../support/local-stack.js';
import { adminAuth } from '../../server/admin';
import {
  assertFor,
  assertion,
  BLANK,
  browserWithAuthenticator,
  claimsOf,
  create,
  from,
  get,
  list,
  register,
  verifySignIn,
  type Json,
} from './passkey-ceremony.js';

test.describe('passkeys (issue 54)', () => {
  test('registered passkey is listed; signing in with it answers a custom token of that account that counts as a second factor', async ({
    newContext,
  }) => {
    const { page } = await browserWithAuthenticator(newContext);
    const person = await signUp('passkey');

    const added = await register(page, person.idToken, APP, '  Work laptop ');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.passkey).toMatchObject({
      name: 'Work laptop',
      lastUsedAt: null,
      deviceType: expect.any(String),
      backedUp: expect.any(Boolean),
    });
    const id = added.body.passkey.id as string;
    expect(await list(person.idToken)).toEqual([added.body.passkey]);

    // Options of a second registration leave out the passkey the person has.
    const again = await apiPost<{ excludeCredentials: Json[]; authenticatorSelection: Json }>(
      '/api/v1/me/passkeys/registration/options',
      {},
      from(APP, person.idToken),
    );
    expect(again.body.excludeCredentials.map((c) => c.id)).toEqual([id]);
    expect(again.body.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const signedIn = await verifySignIn(await assertFor(page));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const session = await identity<{ idToken: string }>('signInWithCustomToken', {
      token: signedIn.body.customToken,
      returnSecureToken: true,
    });
    expect(session.status).toBe(200);
    expect(claimsOf(session.body.idToken)).toMatchObject({ user_id: person.localId, handOverBrand: 'HUB', handOverMethods: ['passkey'] });
    expect((await list(person.idToken))[0]?.lastUsedAt).toEqual(expect.any(String));

    // A brand that requires a second factor takes the passkey session; not the password one.
    const handOver = (idToken: string) =>
      apiFetch('/api/v1/me/customToken?brand=ELUMEN_MOBILE', { headers: from(APP, idToken) }).then((r) => r.status);
    expect(await handOver(session.body.idToken)).toBe(200);
    expect(await handOver(person.idToken)).toBe(403);

    // Renamed through the API.
    const renamed = await apiFetch<{ passkey: Json }>(`/api/v1/me/passkeys/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...from(APP, person.idToken) },
      body: JSON.stringify({ name: 'Phone' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkey).toMatchObject({ id, name: 'Phone' });
  });

  test('a challenge is used once: the same credential or assertion sent twice, or a fresh assertion over a used challenge, is refused', async ({
    newContext,
  }) => {
    const { page } = await browserWithAuthenticator(newContext);
    const person = await signUp('passkey-replay');

    const options = await apiPost<Json>('/api/v1/me/passkeys/registration/options', {}, from(APP, person.idToken));
    const created = assertion(await create(page, options.body));
    const verify = () => apiPost<Json>('/api/v1/me/passkeys/registration/verify', { response: created }, from(APP, person.idToken));
    expect((await verify()).status).toBe(200);
    const registeredAgain = await verify();
    expect([registeredAgain.status, registeredAgain.body.code]).toEqual([400, 'passkey-challenge-invalid']);

    const response = await assertFor(page);
    expect((await verifySignIn(response)).status).toBe(200);
    const replay = await verifySignIn(response);
    expect([replay.status, replay.body.code]).toEqual([400, 'passkey-challenge-invalid']);

    // Not only the same bytes: a fresh assertion (its own signature, its counter moved on) over a used challenge.
    const used = await apiPost<Json>('/api/v1/passkeys/authentication/options', {}, from(APP));
    expect((await verifySignIn(assertion(await get(page, used.body)))).status).toBe(200);
    const reused = await verifySignIn(assertion(await get(page, used.body)));
    expect([reused.status, reused.body.code]).toEqual([400, 'passkey-challenge-invalid']);
  });

  test('a WBS passkey is not offered on FVS, and the API on FVS refuses it', async ({ newContext }) => {
    const wbs = await browserWithAuthenticator(newContext);
    const person = await signUp('passkey-wl');
    expect((await register(wbs.page, person.idToken)).status).toBe(200);

    // The FVS page asks its own relying party (fvs.localhost): the authenticator has nothing for it.
    await wbs.page.goto(`${FVS_APP}${BLANK}`);
    const fvsOptions = await apiPost<Json>('/api/v1/passkeys/authentication/options', {}, from(FVS_APP));
    expect(fvsOptions.body.rpId).toBe('fvs.localhost');
    expect(await get(wbs.page, fvsOptions.body)).toBe('NotAllowedError');

    // An assertion made on WBS with FVS's challenge, sent to the API as FVS: refused.
    await wbs.page.goto(`${APP}${BLANK}`);
    const crossed = assertion(await get(wbs.page, { ...fvsOptions.body, rpId: 'localhost' }));
    const refused = await verifySignIn(crossed, FVS_APP);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('passkey-unknown');
    // Nor is it listed there.
    expect(await list(person.idToken, FVS_APP)).toEqual([]);
  });

  test('a removed passkey is refused', async ({ newContext }) => {
    const { page } = await browserWithAuthenticator(newContext);
    const person = await signUp('passkey-removed');
    const id = (await register(page, person.idToken)).body.passkey.id as string;

    const removed = await apiFetch(`/api/v1/me/passkeys/${id}`, { method: 'DELETE', headers: from(APP, person.idToken) });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: true });
    expect(await list(person.idToken)).toEqual([]);

    const refused = await verifySignIn(await assertFor(page));
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('passkey-unknown');
    const again = await apiFetch<Json>(`/api/v1/me/passkeys/${id}`, { method: 'DELETE', headers: from(APP, person.idToken) });
    expect([again.status, again.body.code]).toEqual([404, 'passkey-not-found']);
  });

  test('the passkey of a disabled account is refused, and signs in again once the account is enabled', async ({ newContext }) => {
    const { page } = await browserWithAuthenticator(newContext);
    const person = await signUp('passkey-disabled');
    expect((await register(page, person.idToken)).status).toBe(200);
    await adminAuth().updateUser(person.localId, { disabled: true });
    const refused = await verifySignIn(await assertFor(page));
    expect([refused.status, refused.body.code]).toEqual([401, 'passkey-account-unavailable']);
    await adminAuth().updateUser(person.localId, { disabled: false });
    expect((await verifySignIn(await assertFor(page))).status).toBe(200);
  });

  test('a counter going back (a cloned authenticator) and an assertion without user verification are refused', async ({ newContext }) => {
    const { page, cdp, authenticatorId } = await browserWithAuthenticator(newContext);
    const person = await signUp('passkey-counter');
    expect((await register(page, person.idToken)).status).toBe(200);
    expect((await verifySignIn(await assertFor(page))).status).toBe(200);

    // The same key put back with its counter where it was at registration.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    const credential = credentials[0]!;
    expect(credential.signCount).toBeGreaterThan(0);
    await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: credential.credentialId });
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: { ...credential, signCount: 0 } });
    const cloned = await verifySignIn(await assertFor(page));
    expect(cloned.status).toBe(401);
    expect(cloned.body.code).toBe('passkey-refused');

    // A device that did not verify the person (no PIN or biometric), asked by a page that does not insist.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    const options = await apiPost<Json>('/api/v1/passkeys/authentication/options', {}, from(APP));
    const unverified = await verifySignIn(assertion(await get(page, { ...options.body, userVerification: 'discouraged' })));
    expect(unverified.status).toBe(401);
    expect(unverified.body.code).toBe('passkey-refused');
  });

  test('adding or removing a passkey needs a sign-in of the last 5 minutes', async ({ newContext }) => {
    const { page } = await browserWithAuthenticator(newContext);
    const person = await signUp('passkey-recent');
    const id = (await register(page, person.idToken)).body.passkey.id as string;

    const oldToken = (await signedInLongAgo(person)).idToken;
    expect(await list(oldToken)).toHaveLength(1); // still signed in: listing needs no recent sign-in
    const options = await apiPost<Json>('/api/v1/me/passkeys/registration/options', {}, from(APP, oldToken));
    expect([options.status, options.body.code]).toEqual([403, 'recent-sign-in-required']);
    const removal = await apiFetch<Json>(`/api/v1/me/passkeys/${id}`, { method: 'DELETE', headers: from(APP, oldToken) });
    expect([removal.status, removal.body.code]).toEqual([403, 'recent-sign-in-required']);
  });
});
