/**
 * Issue 56, item 1: a credential change the signed-in person makes never costs them their
 * session. Setting or changing the password moves the account's validSince to that second, and
 * the API refuses a token whose auth_time is older (verifyIdToken with checkRevoked); the hub
 * must hold a session that passes that check before it hands over.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectConfirmedInPlace } from './support/confirmation';
import { field, open } from './support/hub-page';
import { emailLessAccountLink, openTokenLink, startSignedIn, namedUser } from './support/accounts';
import { latestEmailTo, signInWithPassword, stack, uniqueEmail, untilNextSecond } from '../stack/helpers';
import { msg } from '../support/messages';
import { brandName } from '../support/brand-docs';

/**
 * Holds every account update (accounts:update: a password, an email, a name set) until the clock
 * has passed into the next whole second, so the change's validSince falls in a later second than
 * the session's sign-in, as it does when a person takes a moment over the form.
 */
async function updatesInALaterSecond(page: Page): Promise<void> {
  await page.route(/\/identitytoolkit\.googleapis\.com\/v1\/accounts:update\?/, async (route) => {
    await untilNextSecond();
    await route.continue();
  });
}

/** The hub as the running stack serves it (its ports are the environment's, not fixed ones). */
const hub = (): string => stack().app ?? '';

/** The Plexus demo app shows the hand-over's account signed in, on the redirect path. */
async function landsSignedInAtPlexus(page: Page, email: string, redirectPath: string): Promise<void> {
  await page.waitForURL(new RegExp(`^http://plexus\\.localhost:${new URL(stack().brandApps).port}/login\\?`));
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await expect(page.getByTestId('redirect-path')).toHaveText(redirectPath);
}

test.describe('a credential change keeps the session through the hand-over', () => {
  test('a new account that sets a password in onboarding lands at the brand app signed in', async ({ page }) => {
    const email = uniqueEmail('onb-password');
    await open(page, `${hub()}/sign-up?brand=plexus&redirectPath=/welcome`, msg('ui.sign_up.title'));
    await field(page, msg('ui.sign_in.email')).fill(email);
    await page.getByRole('button', { name: msg('ui.sign_up.submit') }).click();
    await expect(page.getByText(msg('ui.link.sent'))).toBeVisible();
    await updatesInALaterSecond(page);
    await page.goto((await latestEmailTo(email)).link);

    await expect(page.getByRole('heading', { name: msg('ui.onboarding.name_title') })).toBeVisible();
    await field(page, msg('ui.profile.name')).fill('Sam Setter');
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeVisible();
    await field(page, msg('ui.onboarding.password_optional')).fill('Secret123');
    await field(page, msg('ui.onboarding.confirm_password')).fill('Secret123');
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.phone_title') })).toBeVisible();
    await page.getByRole('button', { name: msg('ui.onboarding.skip') }).click();

    await landsSignedInAtPlexus(page, email, '/welcome');
    expect((await signInWithPassword(email, 'Secret123')).idToken).toBeTruthy();
  });

  test('a password changed on the Password page, then Back to the brand, lands at the brand app signed in', async ({ page }) => {
    const me = await namedUser('pw-change');
    await updatesInALaterSecond(page);
    await startSignedIn(page, me, '/dashboard/password?brand=plexus&redirectPath=/after', hub());
    await expect(page.getByRole('heading', { name: msg('ui.password.title') })).toBeVisible();
    await field(page, msg('ui.password.old')).fill('Password1!');
    await field(page, msg('ui.password.new')).fill('Changed123');
    await field(page, msg('ui.password.confirm')).fill('Changed123');
    await page.getByRole('button', { name: msg('ui.password.save') }).click();
    await expectConfirmedInPlace(
      page,
      'toast.password_changed',
      page.locator('form').filter({ has: page.getByRole('button', { name: msg('ui.password.save') }) }),
    );

    await page.getByRole('link', { name: msg('ui.dashboard.back', { brand: brandName('PLEXUS') }) }).click();
    await landsSignedInAtPlexus(page, me.email, '/after');
  });

  test('an account without an email that sets one (no password) in onboarding lands at the brand app signed in', async ({ page }) => {
    // Signed in by custom token, as a phone or custom sign-in is: there is no password to sign in with again.
    const link = new URL(await emailLessAccountLink('&init=true&brand=plexus&redirectPath=/hello', 'Ed Emailless'));
    await updatesInALaterSecond(page);
    await openTokenLink(page, `${hub()}${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeVisible();
    const email = uniqueEmail('onb-email');
    await field(page, msg('ui.sign_in.email')).fill(email);
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.phone_title') })).toBeVisible();
    await page.getByRole('button', { name: msg('ui.onboarding.skip') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.done_title') })).toBeVisible();
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();

    await landsSignedInAtPlexus(page, email, '/hello');
  });
});
