/**
 * Spec 8 screen messages that are a flow block's `fallback`: each is produced on its own screen
 * in Chromium, against the real Auth Emulator and local API, and then the same action is shown
 * to work once the failure is gone.
 *
 * Nothing of Firebase is mocked: the identity service is made unreachable by refusing every
 * connection to the emulator (auth/network-request-failed is outside the catalogue, so the
 * caller's fallback is shown, then flows/errors.json's hint). Product API calls are refused
 * (status 0: fallback + "Check your connection and try again.") or answered with a 500 (the
 * fallback alone; server text below 500 only) on that one API path.
 */
import { test, expect } from './support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { APP, field, open } from './support/hub-page';
import { freshPhone, emailLessAccountLink, signedInFreshUser } from './support/accounts';
import { latestEmailTo, signInWithPassword, signUp, uniqueEmail } from '../stack/helpers';
import { msg } from '../support/messages';
import { brandName } from '../support/brand-docs';
import { withHint } from '../../src/errors/normalise-error';

const IDENTITY = 'http://127.0.0.1:9099/**';
const API = 'http://localhost:8787';
/** What an unreachable service adds after the message (flows/errors.json unreachableHint, and the hint of auth/network-request-failed). */
const CONNECTION_HINT = msg('hint.check_connection');
/** A message followed by the connection hint, joined as the app joins them. */
const withConnectionHint = (text: string) => withHint(text, CONNECTION_HINT);

/** The identity service stops answering (connection refused) until the returned function is called. */
async function cutIdentity(context: BrowserContext): Promise<() => Promise<void>> {
  await context.route(IDENTITY, (route) => route.abort('connectionrefused'));
  return () => context.unroute(IDENTITY);
}

/** One product API path fails (refused, or a status with a JSON body) until the returned function is called. */
async function breakApi(
  context: BrowserContext,
  path: string,
  failure: 'refused' | { status: number; message: string },
): Promise<() => Promise<void>> {
  const url = `${API}${path}`;
  await context.route(url, (route) =>
    failure === 'refused'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: failure.status, contentType: 'application/json', body: JSON.stringify({ message: failure.message }) }),
  );
  return () => context.unroute(url);
}

/** The screen shows exactly this one message (the only alert, nothing else saying it), then the action's button is usable again. */
async function expectOnlyMessage(page: Page, text: string): Promise<void> {
  // The message's first words: its text up to the first comma or full stop.
  const first = text.split(/[,.]/)[0]!;
  const alerts = async () => (await page.getByRole('alert').allTextContents()).map((s) => s.trim()).filter(Boolean);
  await expect.poll(alerts).toEqual([text]);
  // Shown once: no toast or text block repeats the message's first words anywhere on the page.
  await expect(page.getByText(first)).toHaveCount(1);
}

test.describe('profile (spec 2) fallbacks', () => {
  test('Save changes with the identity service unreachable: "Failed to save profile" + hint; the name stays; it saves once back', async ({
    page,
    context,
  }) => {
    await signedInFreshUser(page, 'fbsave', 'Pat Person');
    await field(page, msg('ui.profile.name')).fill('Robin Quinn');
    const restore = await cutIdentity(context);
    await page.getByRole('button', { name: msg('ui.profile.save') }).click();
    await expectOnlyMessage(page, withConnectionHint(msg('screen.save_profile_failed')));
    await expect(field(page, msg('ui.profile.name'))).toHaveValue('Robin Quinn');
    await restore();
    await page.getByRole('button', { name: msg('ui.profile.save') }).click();
    await expect(page.getByText(msg('toast.profile_saved'))).toBeVisible();
    await expect(page.getByTestId('avatar-initials').getByText('RQ')).toBeVisible();
  });

  test('Verify email answered with a 500: "Failed to send email for verification" (not the server text); it sends once back', async ({
    page,
    context,
  }) => {
    const me = await signedInFreshUser(page, 'fbverify');
    const restore = await breakApi(context, '/public/api/v1/auth/sendVerificationEmail', {
      status: 500,
      message: 'internal failure detail',
    });
    await page.getByRole('button', { name: msg('ui.profile.verify_email') }).click();
    await expectOnlyMessage(page, msg('screen.verification_email_failed'));
    await expect(page.getByText('internal failure detail')).toHaveCount(0);
    await restore();
    await expect(page.getByRole('button', { name: msg('ui.profile.verify_email'), exact: true })).toBeEnabled();
    await page.getByRole('button', { name: msg('ui.profile.verify_email') }).click();
    await expect(page.getByText(msg('toast.verification_sent'))).toBeVisible();
    expect((await latestEmailTo(me.email)).kind).toBe('verification');
  });

  test('Change email with the identity service unreachable: "Could not change email, ..." + hint; the new address stays; it sends once back', async ({
    page,
    context,
  }) => {
    await signedInFreshUser(page, 'fbchange');
    const next = uniqueEmail('fbchanged');
    await field(page, msg('ui.sign_in.email')).fill(next);
    const restore = await cutIdentity(context);
    await page.getByRole('button', { name: msg('ui.profile.change_email') }).click();
    await expectOnlyMessage(page, withConnectionHint(msg('screen.change_email_failed')));
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(next);
    await restore();
    await page.getByRole('button', { name: msg('ui.profile.change_email') }).click();
    await expect(page.getByText(msg('toast.change_email_sent'))).toBeVisible();
  });
});

test.describe('password page (spec 2) fallback', () => {
  test('Save password with the identity service unreachable: "Failed to change password, please contact our support" + hint; fields stay; it changes once back', async ({
    page,
    context,
  }) => {
    await signedInFreshUser(page, 'fbpassword');
    await page.goto(`${APP}/dashboard/password`);
    await expect(page.getByRole('heading', { name: msg('ui.password.title') })).toBeVisible();
    await field(page, msg('ui.password.old')).fill('Password1!');
    await field(page, msg('ui.password.new')).fill('Changed123');
    await field(page, msg('ui.password.confirm')).fill('Changed123');
    const restore = await cutIdentity(context);
    await page.getByRole('button', { name: msg('ui.password.save') }).click();
    await expectOnlyMessage(page, withConnectionHint(msg('screen.change_password_failed')));
    await expect(field(page, msg('ui.password.old'))).toHaveValue('Password1!');
    await expect(field(page, msg('ui.password.new'))).toHaveValue('Changed123');
    await expect(field(page, msg('ui.password.confirm'))).toHaveValue('Changed123');
    await restore();
    await page.getByRole('button', { name: msg('ui.password.save') }).click();
    await expect(page.getByText(msg('toast.password_changed'))).toBeVisible();
  });
});

test.describe('onboarding email and password step: "Failed to set password"', () => {
  test('an account without an email, identity service unreachable: the step fallback + hint; fields stay; the step completes once back', async ({
    page,
    context,
  }) => {
    // init=true: after this step the person goes on to the phone step (account-details covers the
    // journey without it, ending on All Done!).
    await page.goto(await emailLessAccountLink('&init=true', 'Nora Newcomer'));
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeVisible();
    const email = uniqueEmail('fbonboard');
    await field(page, msg('ui.sign_in.email')).fill(email);
    await field(page, msg('ui.onboarding.password_optional')).fill('Secret123');
    await field(page, msg('ui.onboarding.confirm_password')).fill('Secret123');
    const restore = await cutIdentity(context);
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expectOnlyMessage(page, withConnectionHint(msg('screen.set_password_failed')));
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(email);
    await expect(field(page, msg('ui.onboarding.password_optional'))).toHaveValue('Secret123');
    await expect(field(page, msg('ui.onboarding.confirm_password'))).toHaveValue('Secret123');
    await restore();
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.phone_title') })).toBeVisible();
    expect((await signInWithPassword(email, 'Secret123')).email).toBe(email);
  });

  test('an account with an email (init=true), password refused offline: "Failed to set password" (the handler\'s own code, no hint); goes on once back', async ({
    page,
    context,
  }) => {
    // setEmailAndPassword turns any setPassword failure into HubError('screen.set_password_failed'),
    // so this text does not come from the flow's fallback and carries no connection hint.
    await signedInFreshUser(page, 'fbsetpw');
    await page.goto(`${APP}/dashboard?init=true`);
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeVisible();
    await field(page, msg('ui.onboarding.password_optional')).fill('Secret123');
    await field(page, msg('ui.onboarding.confirm_password')).fill('Secret123');
    const restore = await cutIdentity(context);
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expectOnlyMessage(page, msg('screen.set_password_failed'));
    await expect(field(page, msg('ui.onboarding.password_optional'))).toHaveValue('Secret123');
    await expect(field(page, msg('ui.onboarding.confirm_password'))).toHaveValue('Secret123');
    await restore();
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.phone_title') })).toBeVisible();
  });
});

test.describe('forgot-password: "Failed to send password reset email. Please contact {brand} support ..."', () => {
  const RESET = '/public/api/v1/auth/sendPasswordResetEmail';

  test('?brand=plexus, answered with a 500: {brand} is "Plexus", the fallback alone; the email stays; it sends once back', async ({
    page,
    context,
  }) => {
    const user = await signUp('fbresetp');
    await open(page, `${APP}/forgot-password?brand=plexus`, msg('ui.forgot.title'));
    await field(page, msg('ui.sign_in.email')).fill(user.email);
    const restore = await breakApi(context, RESET, { status: 500, message: 'internal failure detail' });
    await page.getByRole('button', { name: msg('ui.forgot.submit') }).click();
    await expectOnlyMessage(page, msg('screen.reset_email_failed', { brand: brandName('PLEXUS') }));
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(user.email);
    await restore();
    await page.getByRole('button', { name: msg('ui.forgot.submit') }).click();
    await expect(page.getByText(msg('ui.forgot.sent', { email: user.email }))).toBeVisible();
    expect((await latestEmailTo(user.email)).brand).toBe('PLEXUS');
  });

  test('no brand, API unreachable: {brand} is the white-label default "WBS", then the hint; it sends once back', async ({
    page,
    context,
  }) => {
    const user = await signUp('fbresetw');
    await open(page, `${APP}/forgot-password`, msg('ui.forgot.title'));
    await field(page, msg('ui.sign_in.email')).fill(user.email);
    const restore = await breakApi(context, RESET, 'refused');
    await page.getByRole('button', { name: msg('ui.forgot.submit') }).click();
    await expectOnlyMessage(page, withConnectionHint(msg('screen.reset_email_failed', { brand: brandName('WBS') })));
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(user.email);
    await restore();
    await page.getByRole('button', { name: msg('ui.forgot.submit') }).click();
    await expect(page.getByText(msg('ui.forgot.sent', { email: user.email }))).toBeVisible();
  });
});

test.describe('magic-login: "Failed to login with email, please contact support."', () => {
  test('API unreachable: the fallback + hint; a 4xx body message is shown as it is; it sends once back', async ({ page, context }) => {
    const user = await signUp('fbmagic');
    await open(page, `${APP}/magic-login?brand=plexus`, msg('ui.magic.title'));
    await field(page, msg('ui.sign_in.email')).fill(user.email);
    const path = '/public/api/v1/auth/sendMagicLinkEmail';
    let restore = await breakApi(context, path, 'refused');
    await page.getByRole('button', { name: msg('ui.magic.submit') }).click();
    await expectOnlyMessage(page, withConnectionHint(msg('screen.email_login_failed')));
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(user.email);
    await restore();
    // Spec 8 server helper: an answer below 500 with a body message shows that text instead of the fallback.
    restore = await breakApi(context, path, { status: 429, message: 'Too many login links, wait a minute.' });
    await page.getByRole('button', { name: msg('ui.magic.submit') }).click();
    await expectOnlyMessage(page, 'Too many login links, wait a minute.');
    await restore();
    await page.getByRole('button', { name: msg('ui.magic.submit') }).click();
    await expect(page.getByText(msg('ui.link.sent'))).toBeVisible();
    expect((await latestEmailTo(user.email)).kind).toBe('magicLink');
  });
});

test.describe('phone-login: "Failed to send verification code, ..."', () => {
  test('Send code with the identity service unreachable: the fallback + hint; the number stays; the code is sent once back', async ({
    page,
    context,
  }) => {
    const phone = freshPhone();
    await open(page, `${APP}/phone-login?brand=plexus`, msg('ui.phone.title'));
    await field(page, msg('ui.phone.number')).fill(phone.local);
    const restore = await cutIdentity(context);
    await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
    await expectOnlyMessage(page, withConnectionHint(msg('screen.phone_send_code_failed')));
    await expect.poll(async () => (await field(page, msg('ui.phone.number')).inputValue()).replace(/\D/g, '')).toBe(phone.local);
    await restore();
    // No code went out, so no cooldown holds the button.
    await expect(page.getByRole('button', { name: msg('ui.phone.send_code'), exact: true })).toBeEnabled();
    await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
    await expect(page.getByText(msg('ui.phone.code_sent', { phone: phone.e164 }))).toBeVisible();
  });
});
