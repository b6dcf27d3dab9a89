/** Test accounts for the browser suites: fresh named users, phone numbers and their owners. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiFetch, bearer, identity, signUp } from '../../stack/helpers';
import { smsCodeFor } from './session';
import { APP, fillSignIn, open, welcome } from './hub-page';
import { msg } from '../../support/messages';

/** A unique AU mobile number (043x range), local and E.164 forms. */
export function freshPhone(): { local: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { local: `043${rest}`, e164: `+6143${rest}` };
}

/** A fresh password account that has a name (so no onboarding step comes first). */
export async function namedUser(prefix: string, name = 'Fresh Person'): Promise<{ email: string; idToken: string }> {
  const user = await signUp(prefix);
  await identity('update', { idToken: user.idToken, displayName: name, returnSecureToken: true });
  return { email: user.email, idToken: user.idToken };
}

/** A fresh named account, signed in through the sign-in screen and shown its profile. */
export async function signedInFreshUser(page: Page, prefix: string, name = 'Fresh Person'): Promise<{ email: string; idToken: string }> {
  const user = await namedUser(prefix, name);
  await open(page, `${APP}/sign-in`, welcome('WBS'));
  await fillSignIn(page, user.email, 'Password1!');
  await page.waitForURL(/\/dashboard\/profile/);
  await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
  return user;
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
  const { body } = await apiFetch<{ customToken: string }>('/api/v1/me/customToken', { headers: bearer(anon.body.idToken) });
  return `${APP}/login-with-custom-token?customToken=${encodeURIComponent(body.customToken)}${extraQuery}`;
}
