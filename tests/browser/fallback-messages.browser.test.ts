/**
 * Spec 8 screen messages that are a flow block's `fallback`, end to end over the real network:
 * three cases, one per way a service fails, each produced on its own screen in Chromium against
 * the real Auth Emulator and local API, then the same action shown to work once the failure is gone.
 * The full mapping (every screen of this spec 8 list, the hints, {brand}, the handler's own code)
 * is proven in tests/component/fallback-messages.test.tsx, on the same screens with fake services.
 *
 * - identity service unreachable (every connection to the emulator refused): profile Save changes;
 *   auth/network-request-failed is outside the catalogue, so the caller's fallback is shown, then
 *   flows/errors.json's hint.
 * - product API answering 500 on one path: forgot-password under ?brand=plexus; the fallback alone
 *   (server text below 500 only), with {brand} filled.
 * - product API refused (status 0: fallback + "Check your connection and try again."), then
 *   answering 429 with a body message (shown as it is): magic-login.
 */
import { test, expect } from './support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { APP, field, open, openRow } from './support/hub-page';
import { signedInFreshUser } from './support/accounts';
import { latestEmailTo, signUp } from '../stack/helpers';
import { msg } from '../support/messages';
import { API, EMULATOR } from '../support/local-stack';
import { brandName } from '../support/brand-docs';
import { withHint } from '../../src/messages/shown-text';
import { SHOWN_ERRORS } from '../support/shown-errors';

const IDENTITY = `${EMULATOR}/**`;
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

/** The screen shows exactly this one message (the only error shown, nothing else saying it), then the action's button is usable again. */
async function expectOnlyMessage(page: Page, text: string): Promise<void> {
  // The message's first words: its text up to the first comma or full stop.
  const first = text.split(/[,.]/)[0]!;
  const alerts = async () => (await page.locator(SHOWN_ERRORS).allTextContents()).map((s) => s.trim()).filter(Boolean);
  await expect.poll(alerts).toEqual([text]);
  // Shown once: no toast or text block repeats the message's first words anywhere on the page.
  await expect(page.getByText(first)).toHaveCount(1);
}

test.describe('profile (spec 2) fallback', () => {
  test('Save changes with the identity service unreachable: "Failed to save profile" + hint; the name stays; it saves once back', async ({
    page,
    context,
  }) => {
    await signedInFreshUser(page, 'fbsave', 'Pat Person');
    await openRow(page, 'name');
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
