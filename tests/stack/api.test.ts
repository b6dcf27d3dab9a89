// Product API (spec section 7) against the real emulator-backed stack.
import { test, expect } from '../browser/support/fixtures';
import { adminAuth } from '../../server/admin.js';
import { PUBLIC_LIMITS } from '../../server/rate-limits.js';
import {
  accountWithSecondFactor,
  freshPhone,
  phoneAccount as signedInByPhone,
  signInWithSecondFactor,
} from '../browser/support/accounts.js';
import {
  apiFetch,
  apiPost,
  bearer,
  brandPage,
  emulatorOobCodes,
  identity,
  latestEmailTo,
  signInWithPassword,
  signUp,
  stack,
  testIdText,
  uniqueEmail,
  untilNextSecond,
} from './helpers.js';
import { localeMsg, startingWith } from '../support/messages.js';
import { APP, FVS_APP, PLEXUS_APP } from '../support/local-stack.js';

const AUTH = '/public/api/v1/auth';
const CUSTOM_TOKEN = '/api/v1/me/customToken';
const OOB_CODE = '/api/v1/me/oobCode';

test.beforeEach(async () => {
  await apiFetch('/outbox', { method: 'DELETE' });
});

test.describe('sendPasswordResetEmail', () => {
  test('sends an app link whose oobCode the emulator accepts', async () => {
    // An account of its own: the API limits emails per address (server/rate-limits.ts).
    const person = await signUp('api-mail');
    const res = await apiPost(`${AUTH}/sendPasswordResetEmail`, {
      email: person.email,
      brand: 'PLEXUS',
      redirectPath: '/projects?id=1',
    });
    expect(res.status).toBe(200);

    const email = await latestEmailTo(person.email);
    expect(email).toMatchObject({ kind: 'passwordReset', brand: 'PLEXUS', redirectPath: '/projects?id=1' });
    expect(email.subject).toContain('Plexus');
    const link = new URL(email.link);
    expect(link.origin + link.pathname).toBe(`${APP}/email-action`);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('brand')).toBe('PLEXUS');
    expect(link.searchParams.get('redirectPath')).toBe('/projects?id=1');
    expect(email.text).toContain(email.link);

    // Without newPassword this only checks the code (the SDK's verifyPasswordResetCode).
    const check = await identity('resetPassword', { oobCode: link.searchParams.get('oobCode') });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ email: person.email, requestType: 'PASSWORD_RESET' });
  });

  test('writes the email in the language the request asks for (Accept-Language), else English (issue 27)', async () => {
    const cases = [
      { header: 'de-AT,de;q=0.9,en;q=0.8', locale: 'de' },
      { header: 'fr-FR, ar;q=0.5, de;q=0.2', locale: 'ar' },
      { header: 'fr-FR, de;q=0', locale: 'en' },
      { header: undefined, locale: 'en' },
    ];
    for (const { header, locale } of cases) {
      const person = await signUp('api-mail');
      const res = await apiPost(
        `${AUTH}/sendPasswordResetEmail`,
        { email: person.email, brand: 'PLEXUS' },
        header ? { 'Accept-Language': header } : {},
      );
      expect(res.status).toBe(200);
      const email = await latestEmailTo(person.email);
      expect(email.locale, header).toBe(locale);
      expect(email.subject).toBe(localeMsg(locale, 'email.password_reset.subject', { brand: 'Plexus' }));
      expect(email.text).toContain(localeMsg(locale, 'email.password_reset.intro', { brand: 'Plexus', email: person.email }));
      expect(email.text).toContain(email.link);
    }
  });

  test('omits brand and redirectPath when they are null', async () => {
    // An account of its own: the API limits emails per address (server/rate-limits.ts).
    const person = await signUp('api-mail');
    await apiPost(`${AUTH}/sendPasswordResetEmail`, { email: person.email, brand: null, redirectPath: null });
    const link = new URL((await latestEmailTo(person.email)).link);
    expect([...link.searchParams.keys()]).toEqual(['mode', 'oobCode']);
  });

  test('answers 404 for an unknown email', async () => {
    const res = await apiPost(`${AUTH}/sendPasswordResetEmail`, { email: 'nobody@example.com', brand: 'PLEXUS', redirectPath: null });
    expect(res.status).toBe(404);
    // The spec's message, and a code the hub shows its catalogue text for in the page's language (issue 56).
    expect(res.body).toEqual({ message: 'An account does not exist for this email.', code: 'user-not-found' });
  });

  test('builds links for the caller origin when it is an allowed app origin', async () => {
    // An account of its own: the API limits emails per address (server/rate-limits.ts).
    const person = await signUp('api-mail');
    await apiPost(`${AUTH}/sendPasswordResetEmail`, { email: person.email }, { Origin: FVS_APP });
    expect((await latestEmailTo(person.email)).link).toMatch(startingWith(`${FVS_APP}/email-action?`));
    await apiPost(`${AUTH}/sendPasswordResetEmail`, { email: person.email }, { Origin: 'http://evil.example' });
    expect((await latestEmailTo(person.email)).link).toMatch(startingWith(`${APP}/email-action?`));
  });
});

test.describe('sendMagicLinkEmail', () => {
  test('sends a /login sign-in link the emulator signs in with', async () => {
    // An account of its own: the API limits emails per address (server/rate-limits.ts).
    const person = await signUp('api-mail');
    const res = await apiPost(`${AUTH}/sendMagicLinkEmail`, { email: person.email, brand: 'EMIOT', redirectPath: '/sites' });
    expect(res.status).toBe(200);
    const email = await latestEmailTo(person.email);
    expect(email.kind).toBe('magicLink');
    const link = new URL(email.link);
    expect(link.origin + link.pathname).toBe(`${APP}/login`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      mode: 'signIn',
      email: person.email,
      apiKey: 'demo-api-key',
      brand: 'EMIOT',
      redirectPath: '/sites',
    });

    const signIn = await identity('signInWithEmailLink', {
      email: person.email,
      oobCode: link.searchParams.get('oobCode'),
      returnSecureToken: true,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.localId).toBe(person.localId);
  });
});

test.describe('sendSignUpEmail', () => {
  test('sends an init=true sign-in link that creates the account', async () => {
    const to = uniqueEmail('signup');
    const res = await apiPost(`${AUTH}/sendSignUpEmail`, { email: to, brand: 'ELUMEN', redirectPath: null });
    expect(res.status).toBe(200);
    const email = await latestEmailTo(to);
    expect(email.kind).toBe('signUp');
    const link = new URL(email.link);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ mode: 'signIn', email: to, init: 'true', brand: 'ELUMEN' });
    expect(link.searchParams.has('redirectPath')).toBe(false);

    const signIn = await identity('signInWithEmailLink', { email: to, oobCode: link.searchParams.get('oobCode'), returnSecureToken: true });
    expect(signIn.status).toBe(200);
    expect((await adminAuth().getUserByEmail(to)).uid).toBe(signIn.body.localId);
  });

  test('answers 409 when the email already has an account', async () => {
    // An account of its own: the API limits emails per address (server/rate-limits.ts).
    const person = await signUp('api-mail');
    const res = await apiPost(`${AUTH}/sendSignUpEmail`, { email: person.email, brand: 'ELUMEN', redirectPath: null });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Email is already in use, please check if your email already has an account.',
      code: 'email-already-in-use',
    });
  });
});

test.describe('sendVerificationEmail', () => {
  test('sends a verifyEmail link that verifies the address', async () => {
    const user = await signUp('verify');
    const res = await apiPost(`${AUTH}/sendVerificationEmail`, { email: user.email, brand: 'WBS', redirectPath: '/home' });
    expect(res.status).toBe(200);
    const link = new URL((await latestEmailTo(user.email)).link);
    expect(link.pathname).toBe('/email-action');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');

    const apply = await identity('update', { oobCode: link.searchParams.get('oobCode') });
    expect(apply.status).toBe(200);
    expect((await adminAuth().getUser(user.localId)).emailVerified).toBe(true);
  });

  test('answers 404 for an unknown email', async () => {
    const res = await apiPost(`${AUTH}/sendVerificationEmail`, { email: 'nobody@example.com' });
    expect(res.status).toBe(404);
  });
});

test.describe('request validation', () => {
  const path = `${AUTH}/sendMagicLinkEmail`;

  test('rejects a bad email', async () => {
    const res = await apiPost(path, { email: 'not-an-email', brand: 'PLEXUS', redirectPath: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'email: must match format "email"' });
  });

  test('rejects a missing email, an unknown brand and an unknown field', async () => {
    expect((await apiPost(path, { brand: 'PLEXUS' })).body).toEqual({ message: 'email: is required' });
    expect((await apiPost(path, { email: 'a@example.com', brand: 'ACME' })).body).toEqual({ message: 'brand: is not a known brand' });
    const extra = await apiPost(path, { email: 'a@example.com', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ message: 'admin: is not allowed' });
  });

  test('rejects malformed JSON and a non-object body', async () => {
    const res = await apiPost(path, '{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
    expect((await apiPost(path, '[]')).body).toEqual({ message: 'body: must be object' });
  });

  test('answers 413 for a body over 16 KiB', async () => {
    const res = await apiPost(path, { email: 'a@example.com', redirectPath: 'x'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect(typeof res.body.message).toBe('string');
  });

  test('answers 404 for an unknown route and 405 for a wrong method', async () => {
    expect(await apiFetch('/public/api/v1/nope')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    const wrong = await apiFetch(path);
    expect(wrong.status).toBe(405);
    expect(typeof wrong.body.message).toBe('string');
  });
});

test.describe('rate limits (issue 32)', () => {
  test('emails to one address, of any kind, stop at the limit with 429 and Retry-After; another address is still served', async () => {
    const address = uniqueEmail('limited');
    const kinds = ['sendPasswordResetEmail', 'sendMagicLinkEmail', 'sendSignUpEmail', 'sendVerificationEmail'];
    const send = (email: string, kind: string) => apiPost(`${AUTH}/${kind}`, { email, brand: 'PLEXUS', redirectPath: null });
    for (let i = 0; i < PUBLIC_LIMITS.perEmailFromNetwork.max; i++)
      expect((await send(address, kinds[i % kinds.length]!)).status).not.toBe(429);
    const limited = await send(address.toUpperCase(), 'sendMagicLinkEmail');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).not.toHaveProperty('message');
    expect((await send(uniqueEmail('other'), 'sendMagicLinkEmail')).status).toBe(200);
  });

  test('questions about one phone number stop at the limit with 429', async () => {
    const phone = `+614127${String(Date.now()).slice(-5)}`;
    const ask = () => apiFetch(`${AUTH}/isPhoneRegistered?phone=${encodeURIComponent(phone)}`);
    for (let i = 0; i < PUBLIC_LIMITS.perPhoneFromNetwork.max; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

test.describe('isPhoneRegistered', () => {
  const ask = (phone: string) => apiFetch(`${AUTH}/isPhoneRegistered?phone=${encodeURIComponent(phone)}`);

  test('is true for a seeded phone and false for a free one', async () => {
    expect(await ask('+61412345678')).toMatchObject({ status: 200, body: { isRegistered: true } });
    expect(await ask('+61499999999')).toMatchObject({ status: 200, body: { isRegistered: false } });
  });

  test('answers 400 for a number that is not E.164', async () => {
    for (const phone of ['0412345678', '+0412345678', 'abc', '']) {
      expect(await ask(phone)).toMatchObject({ status: 400, body: { message: 'Invalid phone number' } });
    }
  });
});

test.describe('bearer calls', () => {
  test('answers 401 without or with a bad bearer token', async () => {
    const cases: Array<Record<string, string>> = [{}, { Authorization: 'Bearer nonsense' }, { Authorization: 'Basic abc' }];
    for (const headers of cases) {
      const res = await apiFetch('/api/v1/me/customToken', { headers });
      expect(res).toMatchObject({ status: 401, body: { message: 'Missing or invalid bearer token' } });
    }
  });

  test('/me/oobCode gives a code the emulator signs the user in with', async () => {
    const alice = await signInWithPassword('alice@example.com');
    const res = await apiFetch<{ oobCode: string }>(`${OOB_CODE}?brand=PLEXUS`, { headers: bearer(alice.idToken) });
    expect(res.status).toBe(200);
    const signIn = await identity('signInWithEmailLink', {
      email: 'alice@example.com',
      oobCode: res.body.oobCode,
      returnSecureToken: true,
    });
    expect(signIn.body.localId).toBe(alice.localId);
  });

  test('/me/oobCode answers 403 for a caller whose email is not verified (redeeming a code would verify it)', async () => {
    const stranger = await signUp('unverified-oob');
    const res = await apiFetch(`${OOB_CODE}?brand=PLEXUS`, { headers: bearer(stranger.idToken) });
    expect(res).toMatchObject({ status: 403, body: { message: 'Email not verified' } });
    const alice = await signInWithPassword('alice@example.com');
    expect((await apiFetch(`${OOB_CODE}?brand=PLEXUS`, { headers: bearer(alice.idToken) })).status).toBe(200);
  });

  test('/me/oobCode answers 400 for a user without an email', async () => {
    const anonymous = await identity<{ idToken: string }>('signUp', { returnSecureToken: true });
    const res = await apiFetch(`${OOB_CODE}?brand=PLEXUS`, { headers: bearer(anonymous.body.idToken) });
    expect(res).toMatchObject({ status: 400, body: { message: 'User does not have an email' } });
  });

  test('/me/customToken gives a token the emulator signs the same user in with', async () => {
    const alice = await signInWithPassword('alice@example.com');
    const res = await apiFetch<{ customToken: string }>(`${CUSTOM_TOKEN}?brand=PLEXUS`, { headers: bearer(alice.idToken) });
    expect(res.status).toBe(200);
    const signIn = await identity<{ idToken: string }>('signInWithCustomToken', { token: res.body.customToken, returnSecureToken: true });
    expect(signIn.status).toBe(200);
    expect((await adminAuth().verifyIdToken(signIn.body.idToken)).uid).toBe(alice.localId);
  });
});

/** The payload of a JWT (a custom token, an ID token), read without checking it. */
const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

test.describe('hand-over calls: the destination brand and its second-factor policy (issue 53)', () => {
  test('name a known brand (any case): 400 in the API error shape without one or with an unknown one', async () => {
    const alice = await signInWithPassword('alice@example.com');
    for (const path of [CUSTOM_TOKEN, OOB_CODE]) {
      expect(await apiFetch(path, { headers: bearer(alice.idToken) })).toMatchObject({
        status: 400,
        body: { message: 'brand: is required' },
      });
      for (const query of ['?brand=NOPE', '?brand=', '?brand=PLEXUS&brand=WBS'])
        expect(await apiFetch(`${path}${query}`, { headers: bearer(alice.idToken) }), query).toMatchObject({
          status: 400,
          body: { message: 'brand: is not a known brand' },
        });
      expect((await apiFetch(`${path}?brand=plexus`, { headers: bearer(alice.idToken) })).status).toBe(200);
    }
  });

  test('a brand that requires a second factor (Elumen mobile): 403 with a code for a session without one, 200 with one', async () => {
    const withoutFactor = await signUp('required-no-factor');
    await adminAuth().updateUser(withoutFactor.localId, { emailVerified: true });
    const phone = freshPhone();
    const person = await accountWithSecondFactor('required-factor', phone.e164);
    const withFactor = await signInWithSecondFactor(person.email, phone.e164);
    for (const path of [CUSTOM_TOKEN, OOB_CODE]) {
      expect(await apiFetch(`${path}?brand=ELUMEN_MOBILE`, { headers: bearer(withoutFactor.idToken) }), path).toMatchObject({
        status: 403,
        body: { message: 'This brand requires a sign-in with a second factor', code: 'second-factor-required' },
      });
      // A brand of the same white-label that does not require one asks nothing more.
      expect((await apiFetch(`${path}?brand=PLEXUS`, { headers: bearer(withoutFactor.idToken) })).status).toBe(200);
      expect((await apiFetch(`${path}?brand=ELUMEN_MOBILE`, { headers: bearer(withFactor.idToken) })).status).toBe(200);
    }
  });

  test('every first factor without a second one is refused by a brand that requires one: password, email link, phone, Google, custom token', async () => {
    const person = await signUp('required-every-path');
    await adminAuth().updateUser(person.localId, { emailVerified: true });
    const oob = await apiFetch<{ oobCode: string }>(`${OOB_CODE}?brand=PLEXUS`, { headers: bearer(person.idToken) });
    const emailLink = await identity<{ idToken: string }>('signInWithEmailLink', {
      email: person.email,
      oobCode: oob.body.oobCode,
      returnSecureToken: true,
    });
    const claims = { sub: String(Math.floor(Math.random() * 1e15)), email: uniqueEmail('required-google'), email_verified: true };
    const google = await identity<{ idToken: string }>('signInWithIdp', {
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    });
    const phone = await signedInByPhone(freshPhone().e164);
    const custom = await apiFetch<{ customToken: string }>(`${CUSTOM_TOKEN}?brand=PLEXUS`, { headers: bearer(person.idToken) });
    const fromCustom = await identity<{ idToken: string }>('signInWithCustomToken', {
      token: custom.body.customToken,
      returnSecureToken: true,
    });
    const sessions: Array<[string, string]> = [
      ['password', person.idToken],
      ['email link', emailLink.body.idToken],
      ['Google', google.body.idToken],
      ['phone', phone],
      ['custom token', fromCustom.body.idToken],
    ];
    for (const [path, idToken] of sessions) {
      const answer = await apiFetch(`${CUSTOM_TOKEN}?brand=ELUMEN_MOBILE`, { headers: bearer(idToken) });
      expect(answer, path).toMatchObject({ status: 403, body: { code: 'second-factor-required' } });
      expect((await apiFetch(`${CUSTOM_TOKEN}?brand=PLEXUS`, { headers: bearer(idToken) })).status, path).toBe(200);
    }
  });

  test('the custom token names its brand, the methods used and when it was minted, and lives two minutes', async () => {
    const phone = freshPhone();
    const person = await accountWithSecondFactor('hand-over-claims', phone.e164);
    const withFactor = await signInWithSecondFactor(person.email, phone.e164);
    const { body } = await apiFetch<{ customToken: string }>(`${CUSTOM_TOKEN}?brand=elumen_mobile`, {
      headers: bearer(withFactor.idToken),
    });
    const token = payloadOf(body.customToken);
    expect(token.claims).toEqual({
      handOverBrand: 'ELUMEN_MOBILE',
      handOverMethods: ['password', 'second-factor:phone'],
      handOverMintedAt: token.iat,
    });
    expect(Number(token.exp) - Number(token.iat)).toBeLessThanOrEqual(120);
    // A session made from it is as strong as the one that minted it: it may go on to the same brand ...
    const session = await identity<{ idToken: string }>('signInWithCustomToken', { token: body.customToken, returnSecureToken: true });
    expect(session.status).toBe(200);
    expect((await apiFetch(`${CUSTOM_TOKEN}?brand=ELUMEN_MOBILE`, { headers: bearer(session.body.idToken) })).status).toBe(200);
    // ... while one made from a token a password session minted may not.
    const weak = await signUp('hand-over-weak');
    const plexus = await apiFetch<{ customToken: string }>(`${CUSTOM_TOKEN}?brand=PLEXUS`, { headers: bearer(weak.idToken) });
    expect(payloadOf(plexus.body.customToken).claims).toMatchObject({ handOverBrand: 'PLEXUS', handOverMethods: ['password'] });
    const weakSession = await identity<{ idToken: string }>('signInWithCustomToken', {
      token: plexus.body.customToken,
      returnSecureToken: true,
    });
    expect((await apiFetch(`${CUSTOM_TOKEN}?brand=ELUMEN_MOBILE`, { headers: bearer(weakSession.body.idToken) })).status).toBe(403);
  });
});

test.describe('revokeSessions (sign out everywhere)', () => {
  const revoke = (callerToken: string | null, body: string) =>
    apiFetch('/api/v1/me/revokeSessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(callerToken ? bearer(callerToken) : {}) },
      body,
    });
  const customTokenStatus = async (idToken: string) =>
    (await apiFetch(`${CUSTOM_TOKEN}?brand=PLEXUS`, { headers: bearer(idToken) })).status;

  test("ends every session of the caller, on every device, and no one else's", async () => {
    const person = await signUp('revoke');
    const otherDevice = await signInWithPassword(person.email);
    const alice = await signInWithPassword('alice@example.com');
    expect(await customTokenStatus(otherDevice.idToken)).toBe(200);
    await untilNextSecond();

    expect(await revoke(person.idToken, '{}')).toMatchObject({ status: 200, body: { revoked: true } });
    expect(await customTokenStatus(person.idToken)).toBe(401);
    expect(await customTokenStatus(otherDevice.idToken)).toBe(401);
    expect(await customTokenStatus(alice.idToken)).toBe(200);
    // A new sign-in works again.
    expect(await customTokenStatus((await signInWithPassword(person.email)).idToken)).toBe(200);
  });

  test('a hand-over custom token minted before it signs in no more: the API and the brand app refuse its session (issue 53)', async () => {
    const person = await signUp('revoke-hand-over');
    const { body } = await apiFetch<{ customToken: string }>(`${CUSTOM_TOKEN}?brand=PLEXUS`, { headers: bearer(person.idToken) });
    await untilNextSecond();
    expect((await revoke(person.idToken, '{}')).status).toBe(200);
    // Nothing revokes a custom token itself: the identity service still redeems it (the Auth Emulator
    // checks no exp either), and the session it makes begins after the revocation ...
    const redeemed = await identity<{ idToken: string }>('signInWithCustomToken', { token: body.customToken, returnSecureToken: true });
    expect(redeemed.status).toBe(200);
    // ... so the token's mint time is what the API and the brand app compare with the revocation.
    expect(await customTokenStatus(redeemed.body.idToken)).toBe(401);
    const page = await brandPage(new URL(PLEXUS_APP).host, `/login?${new URLSearchParams({ customToken: body.customToken }).toString()}`);
    expect(page.status).toBe(401);
    expect(testIdText(page.body, 'hand-over-error')).toMatch(/before the account signed out everywhere/);
    // A token minted after it works.
    const fresh = await signInWithPassword(person.email);
    const again = await apiFetch<{ customToken: string }>(`${CUSTOM_TOKEN}?brand=PLEXUS`, { headers: bearer(fresh.idToken) });
    const later = await brandPage(
      new URL(PLEXUS_APP).host,
      `/login?${new URLSearchParams({ customToken: again.body.customToken }).toString()}`,
    );
    expect(testIdText(later.body, 'signed-in-email')).toBe(person.email);
  });

  test('refuses a caller without a valid token (401) and a body with anything in it (400), ending nothing', async () => {
    const person = await signUp('revoke-bad');
    const validAfter = (await adminAuth().getUser(person.localId)).tokensValidAfterTime;
    await untilNextSecond(); // a revocation would move it
    expect((await revoke(null, '{}')).status).toBe(401);
    expect((await revoke('nonsense', '{}')).status).toBe(401);
    expect((await revoke(person.idToken, '{"uid":"someone-else"}')).status).toBe(400);
    expect((await revoke(person.idToken, '[]')).status).toBe(400);
    expect((await adminAuth().getUser(person.localId)).tokensValidAfterTime).toBe(validAfter);
    expect(await customTokenStatus(person.idToken)).toBe(200);
  });
});

test.describe('mergeWithIdToken', () => {
  const merge = (callerToken: string, body: unknown) =>
    apiFetch('/api/v1/users/mergeWithIdToken', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(callerToken) },
      body: JSON.stringify(body),
    });

  /** An account signed in by SMS just now (as the hub's merge dialog does), named From Person. */
  async function phoneAccount(phoneNumber: string) {
    const idToken = await signedInByPhone(phoneNumber);
    const { uid } = await adminAuth().verifyIdToken(idToken);
    await adminAuth().updateUser(uid, { displayName: 'From Person' });
    return { idToken, localId: uid };
  }

  test('moves the phone and name to the target and deletes the source', async () => {
    const from = await phoneAccount('+61412777001');
    const to = await signUp('to');
    const res = await merge(to.idToken, { fromUserIdToken: from.idToken, toUserIdToken: to.idToken });
    expect(res).toMatchObject({ status: 200, body: { uid: to.localId } });

    const merged = await adminAuth().getUser(to.localId);
    expect(merged.phoneNumber).toBe('+61412777001');
    expect(merged.displayName).toBe('From Person');
    await expect(adminAuth().getUser(from.localId)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await apiFetch(`${AUTH}/isPhoneRegistered?phone=%2B61412777001`)).body).toEqual({ isRegistered: true });
  });

  test('keeps the target display name when it has one', async () => {
    const from = await phoneAccount('+61412777002');
    const to = await signUp('to');
    await adminAuth().updateUser(to.localId, { displayName: 'Keep Me' });
    await merge(to.idToken, { fromUserIdToken: from.idToken, toUserIdToken: to.idToken });
    expect((await adminAuth().getUser(to.localId)).displayName).toBe('Keep Me');
  });

  test('answers 403 when the caller is not the target account', async () => {
    const from = await phoneAccount('+61412777003');
    const to = await signUp('to');
    const res = await merge(from.idToken, { fromUserIdToken: from.idToken, toUserIdToken: to.idToken });
    expect(res.status).toBe(403);
    expect(typeof res.body.message).toBe('string');
    expect((await adminAuth().getUser(from.localId)).phoneNumber).toBe('+61412777003');
  });

  test('validates the body and the tokens in it', async () => {
    const to = await signUp('to');
    expect(await merge(to.idToken, { toUserIdToken: to.idToken })).toMatchObject({
      status: 400,
      body: { message: 'fromUserIdToken: is required' },
    });
    expect(await merge(to.idToken, { fromUserIdToken: 'garbage', toUserIdToken: to.idToken })).toMatchObject({
      status: 400,
      body: { message: 'fromUserIdToken: is not a valid ID token' },
    });
    expect(await merge(to.idToken, { fromUserIdToken: to.idToken, toUserIdToken: to.idToken })).toMatchObject({ status: 400 });
  });

  test('takes the account to merge away only from a phone sign-in (issue 32)', async () => {
    const byEmail = await signUp('from-email');
    await adminAuth().updateUser(byEmail.localId, { phoneNumber: '+61412777004' });
    const to = await signUp('to');
    expect(await merge(to.idToken, { fromUserIdToken: byEmail.idToken, toUserIdToken: to.idToken })).toMatchObject({
      status: 400,
      body: { message: 'fromUserIdToken: must come from a phone sign-in' },
    });
    expect((await adminAuth().getUser(byEmail.localId)).phoneNumber).toBe('+61412777004');
  });

  test('answers 401 without a bearer token', async () => {
    const res = await apiFetch('/api/v1/users/mergeWithIdToken', { method: 'PUT', body: '{}' });
    expect(res).toMatchObject({ status: 401, body: { message: 'Missing or invalid bearer token' } });
  });
});

test.describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${stack().api}/api/v1/me/customToken`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });

  test('allows the local app origins', async () => {
    for (const origin of [APP, FVS_APP, `http://127.0.0.1:${new URL(APP).port}`]) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
      expect(res.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    }
    const get = await apiFetch(`${AUTH}/isPhoneRegistered?phone=%2B61412345678`, { headers: { Origin: APP } });
    expect(get.headers.get('access-control-allow-origin')).toBe(APP);
  });

  test('gives other origins no CORS headers', async () => {
    const res = await preflight('http://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await apiFetch(`${AUTH}/isPhoneRegistered?phone=%2B61412345678`, { headers: { Origin: 'http://localhost:5174' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

test.describe('dev outbox and capture', () => {
  test('lists emails newest first as escaped HTML and JSON, and clears', async () => {
    // An account of its own: the API limits emails per address (server/rate-limits.ts).
    const person = await signUp('api-mail');
    await apiPost(`${AUTH}/sendMagicLinkEmail`, { email: person.email, redirectPath: '<script>alert(1)</script>' });
    await apiPost(`${AUTH}/sendPasswordResetEmail`, { email: person.email });
    const list = await apiFetch<Array<{ kind: string }>>('/outbox.json');
    expect(list.body.map((e) => e.kind)).toEqual(['passwordReset', 'magicLink']);

    const html = await (await fetch(`${stack().api}/outbox`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(`<a href="${APP}/login?mode=signIn&amp;oobCode=`);

    expect((await fetch(`${stack().api}/outbox`, { method: 'DELETE' })).status).toBe(204);
    expect((await apiFetch('/outbox.json')).body).toEqual([]);
  });

  test('keeps posthog capture bodies', async () => {
    await fetch(`${stack().api}/capture`, { method: 'DELETE' });
    for (const path of ['/capture/', '/e/', '/i/v0/e/?ip=1']) {
      const res = await fetch(`${stack().api}${path}`, { method: 'POST', body: JSON.stringify({ event: 'logout', path }) });
      expect(res.status).toBe(200);
    }
    const captured = await apiFetch<Array<{ url: string; body: string }>>('/capture.json');
    expect(captured.body.map((c) => c.url)).toEqual(['/capture/', '/e/', '/i/v0/e/?ip=1']);
    expect(JSON.parse(captured.body[0]?.body ?? '')).toEqual({ event: 'logout', path: '/capture/' });
  });
});

test.describe('emulator codes', () => {
  test('the outbox oobCodes are the emulator ones', async () => {
    // An account of its own: the API limits emails per address (server/rate-limits.ts).
    const person = await signUp('api-mail');
    await apiPost(`${AUTH}/sendPasswordResetEmail`, { email: person.email });
    const code = new URL((await latestEmailTo(person.email)).link).searchParams.get('oobCode');
    const codes = await emulatorOobCodes();
    expect(codes.some((c) => c.oobCode === code && c.requestType === 'PASSWORD_RESET')).toBe(true);
  });
});
