/** Test accounts for the browser suites: fresh named users, phone numbers and their owners. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { API_KEY, apiFetch, bearer, identity, signInWithPassword, signUp, stack, uniqueEmail, type SignIn } from '../../stack/helpers';
import { adminAuth } from '../../../server/admin';
import { smsCodeFor } from './session';
import { ALICE, APP } from './hub-page';
import { msg } from '../../support/messages';

/** A unique AU mobile number (043x range), local and E.164 forms. */
export function freshPhone(): { local: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { local: `043${rest}`, e164: `+6143${rest}` };
}

/** A fresh password account that has a name (so no onboarding step comes first). */
export async function namedUser(prefix: string, name = 'Fresh Person'): Promise<SignIn & { email: string }> {
  const user = await signUp(prefix);
  await identity('update', { idToken: user.idToken, displayName: name, returnSecureToken: true });
  return user;
}

/**
 * Where the app's Firebase Auth keeps the signed-in user (browserLocalPersistence, see
 * src/services/firebase-auth.ts): the key its SDK reads at start.
 */
export const FIREBASE_USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

/**
 * Opens `path` already signed in as `session`, without the sign-in screen: the session is put
 * where Firebase's SDK keeps it, as a sign-in would leave it, and the SDK checks it with the
 * identity service (accounts:lookup) at start, as for a returning person. Signing in itself is
 * proven through the screen in sign-in and auth-flows; the other suites start here.
 *
 * The session is written by an init script before the page's own scripts run, on the first
 * document of `origin` the page opens from here on (and only that one: a later sign-out and reload
 * stays signed out). A page of the origin loaded only to write local storage cost each test a
 * navigation and a route: about 0.2 CPU-s (issue 24).
 */
export async function startSignedIn(page: Page, session: SignIn, path = '/dashboard/profile', origin = APP): Promise<void> {
  const stored = {
    uid: session.localId,
    emailVerified: false,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: Date.now() + 3_600_000 },
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  await page.addInitScript(
    ([at, once, key, value]) => {
      // Session storage lives as long as the tab, per origin: it marks this seed as done.
      if (window.top !== window || window.location.origin !== at || window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, '1');
      window.localStorage.setItem(key, value);
    },
    [new URL(origin).origin, `hub-test-seed-${Math.random()}`, FIREBASE_USER_KEY, JSON.stringify(stored)] as const,
  );
  await page.goto(`${origin}${path}`);
}

/**
 * The same session as if its sign-in had happened `secondsAgo` ago (its ID token's auth_time moved
 * back), for the hub's recent-sign-in check (issue 53 item 6). The Auth Emulator's tokens are
 * unsigned (alg none) and it checks only iat against the account's validSince, so it takes the
 * rewritten token as its own. The API would refuse it (an auth_time before the account's validSince
 * reads as revoked): use it on pages that call the identity service alone.
 */
export function withOldSignIn<S extends SignIn>(session: S, secondsAgo = 3600): S {
  const [header, payload] = session.idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { auth_time: number };
  claims.auth_time = Math.floor(Date.now() / 1000) - secondsAgo;
  return { ...session, idToken: `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.` };
}

/** A fresh named account, already signed in (startSignedIn) and shown its profile. */
export async function signedInFreshUser(page: Page, prefix: string, name = 'Fresh Person'): Promise<SignIn & { email: string }> {
  const user = await namedUser(prefix, name);
  await startSignedIn(page, user);
  await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
  return user;
}

/** The seeded demo account Alice, already signed in (startSignedIn) on `path`. */
export async function signedInAlice(page: Page, path = '/dashboard/profile', origin = APP): Promise<SignIn> {
  const alice = await signInWithPassword(ALICE.email, ALICE.password);
  await startSignedIn(page, alice, path, origin);
  return alice;
}

/** Links a phone number to the account of idToken by SMS code, as the profile's Send OTP and Verify OTP do. */
export async function linkPhone(idToken: string, e164: string): Promise<void> {
  const sent = await identity<{ sessionInfo: string }>('sendVerificationCode', { phoneNumber: e164, recaptchaToken: 'emulator' });
  expect(sent.status).toBe(200);
  const linked = await identity('signInWithPhoneNumber', { idToken, sessionInfo: sent.body.sessionInfo, code: await smsCodeFor(e164) });
  expect(linked.status).toBe(200);
}

/** Another account that owns a phone number (signed up by SMS through the emulator's REST API). */
export async function phoneAccount(e164: string): Promise<string> {
  const sent = await identity<{ sessionInfo: string }>('sendVerificationCode', { phoneNumber: e164, recaptchaToken: 'emulator' });
  expect(sent.status).toBe(200);
  const signed = await identity<{ idToken: string }>('signInWithPhoneNumber', {
    sessionInfo: sent.body.sessionInfo,
    code: await smsCodeFor(e164),
  });
  expect(signed.status).toBe(200);
  return signed.body.idToken;
}

/**
 * A fresh account with no email and no password (with a name when given), and the hub address
 * that signs it in by custom token, with `extraQuery` (e.g. '&init=true') appended.
 */
export async function emailLessAccountLink(extraQuery = '', name?: string): Promise<string> {
  const anon = await identity<{ idToken: string }>('signUp', { returnSecureToken: true });
  if (name) await identity('update', { idToken: anon.body.idToken, displayName: name, returnSecureToken: true });
  const { body } = await apiFetch<{ customToken: string }>('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(anon.body.idToken) });
  return `${APP}/login-with-custom-token?customToken=${encodeURIComponent(body.customToken)}${extraQuery}`;
}

/**
 * Opens a custom-token link in a signed-out page and answers the hub's question first: whose
 * account the link signs in (issue 53, login CSRF).
 */
export async function openTokenLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: msg('ui.token.confirm_continue') }).click();
}

/**
 * A fresh named account with a verified email and `e164` enrolled as its SMS second factor, set up
 * through the Auth Emulator's REST API as the SDK would (enrolling through the page is proven in
 * second-factor.browser.test.ts).
 */
export async function accountWithSecondFactor(prefix: string, e164: string, ...more: string[]): Promise<SignIn & { email: string }> {
  const person = await namedUser(prefix);
  await adminAuth().updateUser(person.localId, { emailVerified: true });
  let idToken = person.idToken;
  for (const number of [e164, ...more]) idToken = await enrolSecondFactor(idToken, number);
  return person;
}

/** Enrols `e164` as an SMS second factor of the account behind idToken (its email verified); the account's new ID token. */
async function enrolSecondFactor(idToken: string, e164: string): Promise<string> {
  const mfa = async (method: string, body: object) => {
    const res = await fetch(`${stack().emulator}/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:${method}?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken, ...body }),
    });
    if (!res.ok) throw new Error(`mfaEnrollment:${method}: ${await res.text()}`);
    return (await res.json()) as { phoneSessionInfo?: { sessionInfo: string }; idToken?: string };
  };
  const started = await mfa('start', { phoneEnrollmentInfo: { phoneNumber: e164 } });
  const sessionInfo = started.phoneSessionInfo?.sessionInfo ?? '';
  const done = await mfa('finalize', { phoneVerificationInfo: { sessionInfo, code: await smsCodeFor(e164) } });
  return done.idToken ?? idToken;
}

/**
 * A password sign-in of an account whose SMS second factor is `e164`, finished with the code as the
 * SDK's resolver does (REST): its ID token shows the factor (`firebase.sign_in_second_factor`).
 */
export async function signInWithSecondFactor(email: string, e164: string): Promise<Pick<SignIn, 'idToken' | 'refreshToken'>> {
  const first = await identity<{ mfaPendingCredential?: string; mfaInfo?: Array<{ mfaEnrollmentId: string }> }>('signInWithPassword', {
    email,
    password: 'Password1!',
    returnSecureToken: true,
  });
  const mfaPendingCredential = first.body.mfaPendingCredential;
  if (!mfaPendingCredential) throw new Error(`${email} has no second factor to pass`);
  const mfa = async (method: string, body: object) => {
    const res = await fetch(`${stack().emulator}/identitytoolkit.googleapis.com/v2/accounts/mfaSignIn:${method}?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mfaPendingCredential, ...body }),
    });
    if (!res.ok) throw new Error(`mfaSignIn:${method}: ${await res.text()}`);
    return (await res.json()) as { phoneResponseInfo?: { sessionInfo: string }; idToken?: string; refreshToken?: string };
  };
  const started = await mfa('start', { mfaEnrollmentId: first.body.mfaInfo?.[0]?.mfaEnrollmentId, phoneSignInInfo: {} });
  const sessionInfo = started.phoneResponseInfo?.sessionInfo ?? '';
  const done = await mfa('finalize', { phoneVerificationInfo: { sessionInfo, code: await smsCodeFor(e164) } });
  if (!done.idToken || !done.refreshToken) throw new Error('mfaSignIn:finalize gave no tokens');
  return { idToken: done.idToken, refreshToken: done.refreshToken };
}

/**
 * A Google account in the Auth Emulator (as its account picker makes one: fake claims, email
 * verified) with `e164` as its SMS second factor; the picker lists it by its email.
 */
export async function googleAccountWithSecondFactor(e164: string): Promise<{ email: string }> {
  const email = uniqueEmail('google-mfa');
  const claims = { sub: String(Math.floor(Math.random() * 1e15)), email, email_verified: true, name: 'Gina Google' };
  const res = await identity<{ idToken: string }>('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  if (res.status !== 200) throw new Error(`signInWithIdp: ${JSON.stringify(res.body)}`);
  await enrolSecondFactor(res.body.idToken, e164);
  return { email };
}
