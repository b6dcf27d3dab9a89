/**
 * Issue 3: every sign-in, sign-up and email-action flow in Chromium against the real stack.
 * Links come from the API's dev outbox, SMS codes from the Auth Emulator.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser, newContext } from './support/browser';
import { ALICE, APP, expectAccessible, field, fillSignIn, open, storageOf } from './support/hub-page';
import { apiFetch, apiPost, bearer, emulatorOobCodes, identity, latestEmailTo, signInWithPassword, signUp, stack, uniqueEmail } from '../stack/helpers';

const GAPI_STAND_IN = readFileSync(resolve(import.meta.dirname, '../fixtures/gapi-stand-in.js'), 'utf8');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

async function fillEmail(p: Page, email: string, submit: string): Promise<void> {
  await field(p, 'Email').waitFor({ timeout: 20000 });
  await field(p, 'Email').fill(email);
  await p.getByRole('button', { name: submit }).click();
}

/** The newest SMS code the emulator holds for a number. */
async function smsCodeFor(phone: string): Promise<string> {
  const res = await fetch(`${stack().emulator}/emulator/v1/projects/demo-account-hub/verificationCodes`);
  const body = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const hit = body.verificationCodes.filter((c) => c.phoneNumber === phone).at(-1);
  if (!hit) throw new Error(`no SMS code for ${phone}`);
  return hit.code;
}

async function accountOf(idToken: string): Promise<{ email: string; emailVerified: boolean }> {
  const res = await identity<{ users: { email: string; emailVerified: boolean }[] }>('lookup', { idToken });
  return res.body.users[0]!;
}

describe('/sign-in', () => {
  it('offers Google, EMAIL, PHONE NUMBER, Sign up and Forgot your password?', async () => {
    await open(page, `${APP}/sign-in?brand=plexus`, 'Welcome to Plexus');
    await page.getByRole('button', { name: 'Google' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'EMAIL' }).click();
    await page.waitForURL(`${APP}/magic-login?brand=plexus`);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.getByRole('link', { name: 'PHONE NUMBER' }).click();
    await page.waitForURL(`${APP}/phone-login?brand=plexus`);
    await page.goto(`${APP}/sign-in?brand=plexus`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${APP}/sign-up?brand=plexus`);
    await page.goto(`${APP}/sign-in?brand=plexus`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${APP}/forgot-password?brand=plexus`);
  });

  it('Google sign-in through the emulator\'s account picker signs in and goes on; closing the popup shows nothing', async () => {
    await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }));
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/g`, 'Welcome to Plexus');

    // Closing the popup is a user-cancelled error: silently ignored.
    const [closing] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Google' }).click()]);
    await closing.waitForLoadState();
    await closing.close();
    // The button is busy until the SDK reports the closed popup; then nothing is shown.
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[aria-busy="true"]'), null, { timeout: 30000 });
    expect(await page.getByRole('alert').count()).toBe(0);

    const email = uniqueEmail('google');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Google' }).click()]);
    await popup.locator('#add-account-button').click({ timeout: 20000 });
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gina Google');
    await popup.locator('#sign-in').click();
    await page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(email);
  });

  it('Google sign-in shows the spec failure message when Google cannot be reached', async () => {
    await open(page, `${APP}/sign-in`, 'Welcome to WBS');
    await page.getByRole('button', { name: 'Google' }).click();
    await page.getByText('Failed to log in with Google, please contact support.').waitFor({ timeout: 30000 });
    expect(await page.getByRole('button', { name: 'Google' }).isEnabled()).toBe(true);
  });
});

describe('email link (magic-login, login)', () => {
  it('requests a link, stores the email, and the link signs the person in', async () => {
    await open(page, `${APP}/magic-login?brand=emiot`, 'Log in with an email link');
    await fillEmail(page, 'not an email', 'Send login link');
    await page.getByText('Invalid email').waitFor();
    await fillEmail(page, ALICE.email, 'Send login link');
    await page.getByText('Email sent, please check your inbox').waitFor({ timeout: 20000 });
    await page.getByText(`We sent the link to ${ALICE.email}.`).waitFor();
    await expectAccessible(page);
    expect((await storageOf(page)).actionEmail).toBe(ALICE.email);
    const mail = await latestEmailTo(ALICE.email);
    expect(mail.kind).toBe('magicLink');
    await page.goto(mail.link);
    await page.waitForURL(/\/dashboard\/profile\?/, { timeout: 30000 });
    await page.getByText(ALICE.email, { exact: true }).waitFor();
    expect(page.url()).not.toMatch(/oobCode|apiKey/);
    expect((await storageOf(page)).actionEmail).toBeUndefined();
  });

  it('on another browser it asks to confirm the email (own validation message), then signs in; a used link is invalid', async () => {
    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: ALICE.email, brand: null, redirectPath: null });
    const link = (await latestEmailTo(ALICE.email)).link.replace(/&email=[^&]*/, '');
    await page.goto(link);
    await page.getByText('Confirm email').first().waitFor({ timeout: 20000 });
    await fillEmail(page, 'nope', 'Sign in');
    await page.getByText('Enter a valid email.').waitFor();
    await expectAccessible(page);
    await fillEmail(page, ALICE.email, 'Sign in');
    await page.waitForURL(/\/dashboard/, { timeout: 30000 });
    await page.getByText(ALICE.email, { exact: true }).waitFor();

    const other = await (await newContext(browser)).newPage();
    await other.goto(`${link}&email=${encodeURIComponent(ALICE.email)}`);
    await other.getByText('Failed to login with email link.').waitFor({ timeout: 20000 });
    await other.getByText('The link is used or invalid, please request another one.').waitFor();
    await other.getByRole('link', { name: 'Request another link' }).waitFor();
    await expectAccessible(other);
    await other.context().close();
  });
});

describe('/sign-up', () => {
  it('sends a verification link for a new email that continues registration', async () => {
    const email = uniqueEmail('newcomer');
    await open(page, `${APP}/sign-up?brand=elumen`, 'Create your account');
    await fillEmail(page, email, 'Sign up');
    await page.getByText('Email sent, please check your inbox').waitFor({ timeout: 20000 });
    const mail = await latestEmailTo(email);
    expect(mail.kind).toBe('signUp');
    expect(mail.brand).toBe('ELUMEN');
    expect(mail.redirectPath).toBeNull();
    await page.goto(mail.link);
    // A new account has no name yet: onboarding asks for it first (and init=true for the email step).
    await page.getByText('Complete your profile').waitFor({ timeout: 30000 });
    expect(new URL(page.url()).searchParams.get('init')).toBe('true');
  });

  it('an email that already has an account gets the server message', async () => {
    await open(page, `${APP}/sign-up`, 'Create your account');
    await fillEmail(page, ALICE.email, 'Sign up');
    await page.getByText('Email is already in use, please check if your email already has an account.').waitFor({ timeout: 20000 });
  });
});

describe('/forgot-password and /email-action resetPassword', () => {
  it('sends the reset email, checks the link, enforces the rules and resets the password', async () => {
    const user = await signUp('reset');
    await open(page, `${APP}/forgot-password?brand=plexus`, 'Forgot your password?');
    await fillEmail(page, user.email, 'Send password reset email');
    await page.getByText(`An email was sent to ${user.email} with a link to reset your password.`).waitFor({ timeout: 20000 });
    const link = (await latestEmailTo(user.email)).link;
    expect(link).toContain('/email-action?mode=resetPassword&oobCode=');

    await page.goto(link);
    await page.getByText(`Enter a new password for ${user.email}.`).waitFor({ timeout: 20000 });
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm password').fill('different');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('At least 8 or more characters are required').waitFor();
    await page.getByText('Passwords does not match').waitFor();
    await expectAccessible(page);
    await field(page, 'New password').fill('BrandNew123');
    await field(page, 'Confirm password').fill('BrandNew123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset').waitFor({ timeout: 20000 });
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/sign-in/, { timeout: 20000 }); // not signed in: the dashboard sends to sign-in
    await fillSignIn(page, user.email, 'BrandNew123');
    await page.waitForURL(/\/dashboard/, { timeout: 30000 });

    const again = await (await newContext(browser)).newPage();
    await again.goto(link);
    await again.getByText('The reset password link has expired.').waitFor({ timeout: 20000 });
    await again.context().close();
  });

  it('an unknown address gets the server message; a link without oobCode is invalid', async () => {
    await open(page, `${APP}/forgot-password`, 'Forgot your password?');
    await fillEmail(page, 'nobody-here@example.com', 'Send password reset email');
    await page.getByText('An account does not exist for this email.').waitFor({ timeout: 20000 });
    await page.goto(`${APP}/email-action?mode=resetPassword`);
    await page.getByText('The link provided is invalid').waitFor({ timeout: 20000 });
    await page.getByText('Invalid link').first().waitFor();
    await expectAccessible(page);
  });
});

describe('/email-action verify, recover, change', () => {
  it('verifyEmail marks the email verified', async () => {
    const user = await signUp('verify');
    expect((await accountOf(user.idToken)).emailVerified).toBe(false);
    await apiPost('/public/api/v1/auth/sendVerificationEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/x' });
    await page.goto((await latestEmailTo(user.email)).link);
    await page.getByText('Email verified successfully').waitFor({ timeout: 20000 });
    await expectAccessible(page);
    expect((await accountOf(user.idToken)).emailVerified).toBe(true);
    await page.getByRole('link', { name: 'Continue' }).waitFor();
  });

  it('verifyAndChangeEmail changes the email; recoverEmail restores the previous one', async () => {
    const user = await signUp('change');
    const newEmail = uniqueEmail('changed');
    const sent = await identity('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: user.idToken, newEmail });
    expect(sent.status).toBe(200);
    const change = (await emulatorOobCodes()).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email === user.email).at(-1);
    expect(change).toBeDefined();
    await page.goto(`${APP}/email-action?mode=verifyAndChangeEmail&oobCode=${change!.oobCode}`);
    await page.getByText('Email verified and changed successfully').waitFor({ timeout: 20000 });
    const changed = await signInWithPassword(newEmail);
    expect((await accountOf(changed.idToken)).email).toBe(newEmail);

    // An email change made elsewhere leaves a recover code for the previous address.
    const third = uniqueEmail('third');
    expect((await identity('update', { idToken: changed.idToken, email: third, returnSecureToken: true })).status).toBe(200);
    const recover = (await emulatorOobCodes()).filter((c) => c.requestType === 'RECOVER_EMAIL' && c.email === newEmail).at(-1);
    expect(recover).toBeDefined();
    await page.goto(`${APP}/email-action?mode=recoverEmail&oobCode=${recover!.oobCode}`);
    await page.getByText('Email recovered, you can now log back in with your previous email').waitFor({ timeout: 20000 });
    expect((await accountOf((await signInWithPassword(newEmail)).idToken)).email).toBe(newEmail);
  });

  it('an unknown mode or a bad code shows the invalid-link / error state', async () => {
    await page.goto(`${APP}/email-action?mode=somethingElse&oobCode=x`);
    await page.getByText('The link provided is invalid').waitFor({ timeout: 20000 });
    await page.goto(`${APP}/email-action?mode=verifyEmail&oobCode=not-a-code`);
    await page.getByText('The link is used or invalid, please request another one.').waitFor({ timeout: 20000 });
  });
});

describe('/login-with-custom-token', () => {
  it('signs in with a custom token from the API', async () => {
    const alice = await signInWithPassword(ALICE.email);
    const { body } = await apiFetch<{ customToken: string }>('/api/v1/me/customToken', { headers: bearer(alice.idToken) });
    await page.goto(`${APP}/login-with-custom-token?customToken=${encodeURIComponent(body.customToken)}&brand=plexus`);
    await page.waitForURL(`${APP}/dashboard/profile?brand=plexus`, { timeout: 30000 });
    await page.getByText(ALICE.email, { exact: true }).waitFor();
  });

  it('a bad token shows Token invalid with the error; none shows No token provided', async () => {
    await page.goto(`${APP}/login-with-custom-token?customToken=garbage`);
    await page.getByText('Token invalid').waitFor({ timeout: 20000 });
    expect(await page.getByRole('alert').first().textContent()).toBeTruthy();
    await expectAccessible(page);
    await page.goto(`${APP}/login-with-custom-token`);
    await page.getByText('No token provided').waitFor({ timeout: 20000 });
    await page.getByText('Custom token is required for authentication.').waitFor();
  });
});

describe('/phone-login', () => {
  it('rejects a non-AU number, sends a code with a cooldown, rejects a wrong code and signs in with the right one', async () => {
    await open(page, `${APP}/phone-login?brand=plexus`, 'Log in with your phone');
    expect(await field(page, 'Phone number').getAttribute('placeholder')).toBe('+61 412 345 678');
    await field(page, 'Phone number').fill('+1 202 555 0143');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Invalid phone number, please check your number and try again').waitFor({ timeout: 20000 });
    await page.evaluate(() => localStorage.removeItem('cooldown:phone-login-send-code'));
    await page.reload();

    await field(page, 'Phone number').fill('0412345678');
    expect(await field(page, 'Phone number').inputValue()).toBe('0412 345 678');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a code to +61412345678.').waitFor({ timeout: 30000 });
    await expectAccessible(page);
    await field(page, 'One time password').fill('000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Invalid verification code, please try again').waitFor({ timeout: 20000 });

    // The cooldown holds the Send code button for 60 s, across a step change.
    await page.getByRole('button', { name: 'Use another number' }).click();
    const send = page.getByRole('button', { name: /Send code \(wait \d+s\)/ });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Use another number' }).waitFor({ state: 'detached' });
  });

  it('the right code signs in: Signed In successfully, then on to the brand', async () => {
    await open(page, `${APP}/phone-login?brand=plexus&redirectPath=/p`, 'Log in with your phone');
    await field(page, 'Phone number').fill('0412 345 678');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a code to +61412345678.').waitFor({ timeout: 30000 });
    await field(page, 'One time password').fill(await smsCodeFor('+61412345678'));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Signed In successfully').waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(ALICE.email);
  });
});

describe('already signed in', () => {
  it('auth screens show the panel; with redirectPath they go on to /redirect', async () => {
    await open(page, `${APP}/sign-in?brand=plexus`, 'Welcome to Plexus');
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/\/dashboard/, { timeout: 30000 });
    for (const path of ['/sign-in', '/sign-up', '/magic-login', '/phone-login', '/forgot-password']) {
      await page.goto(`${APP}${path}?brand=plexus`);
      await page.getByTestId('signed-in-panel').waitFor({ timeout: 20000 });
      await page.getByText(ALICE.name).waitFor();
      await page.getByText(ALICE.email).waitFor();
      await page.getByRole('link', { name: 'Continue to Plexus' }).waitFor();
      await page.getByRole('link', { name: 'Manage your account' }).waitFor();
      await page.getByRole('link', { name: 'Log out' }).waitFor();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Manage your account' }).click();
    await page.waitForURL(`${APP}/dashboard/profile?brand=plexus`);
    await page.goto(`${APP}/magic-login?brand=plexus&redirectPath=/deep`);
    await page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await page.getByTestId('redirect-path').textContent()).toBe('/deep');
  });
});
