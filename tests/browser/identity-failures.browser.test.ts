/**
 * Spec 8 where the identity service fails in ways the catalogue does not list: codes outside it
 * show the caller's fallback (then a hint), and identity code that cannot be loaded shows
 * "Application is not ready, please try again later".
 */
import { test, expect } from './support/fixtures';
import { ALICE, APP, field, fillSignIn, open, welcome } from './support/hub-page';
import { stack } from '../stack/helpers';
import { msg } from '../support/messages';
import { PROJECT_ID } from '../support/local-stack';
import { withHint } from '../../src/messages/shown-text';
import { STEP_ERROR } from '../support/shown-errors';

/** Turns the emulator's email enumeration protection on or off (as current Firebase projects have it on). */
async function enumerationProtection(on: boolean): Promise<void> {
  const res = await fetch(`${stack().emulator}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: on } }),
  });
  expect(res.ok).toBe(true);
}

test.describe('identity codes outside the catalogue', () => {
  test.afterEach(async () => {
    await enumerationProtection(false);
  });

  test('with email enumeration protection, a wrong password shows the sign-in fallback, then what to check', async ({ page }) => {
    await enumerationProtection(true);
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, ALICE.email, 'not-her-password');
    const alert = page.locator(STEP_ERROR).filter({ hasText: msg('screen.login_failed') });
    await expect(alert).toHaveText(withHint(msg('screen.login_failed'), msg('hint.check_credentials')));
    await expect(page.getByText(msg('auth.wrong_password'))).toHaveCount(0);
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(ALICE.email);
  });

  test('without it, the catalogue answers: an unknown account is named as such', async ({ page }) => {
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, 'nobody-at-all@example.com', 'Password1!');
    await expect(page.getByText(msg('auth.user_not_found'), { exact: true })).toBeVisible();
  });
});

test.describe('identity code that cannot be loaded', () => {
  test('LOG IN says the application is not ready; once the code arrives, LOG IN works', async ({ page, context }) => {
    // Any try of the chunk, under its own URL or the one a retry adds a query to (services/on-demand.ts).
    const identityChunk = /\/assets\/firebase-auth-[^/]*\.js(\?|$)/;
    await context.route(identityChunk, (route) => route.abort('connectionrefused'));
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, ALICE.email, ALICE.password);
    const alert = page.locator(STEP_ERROR).filter({ hasText: msg('screen.app_not_ready') });
    await expect(alert).toBeVisible();
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(ALICE.email); // nothing typed is lost
    await expect(page.getByRole('button', { name: msg('ui.sign_in.log_in') })).toBeEnabled();
    await context.unroute(identityChunk);
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    await page.waitForURL(/\/dashboard\/profile/);
  });
});
