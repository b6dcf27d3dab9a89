/**
 * Issue 13.3: a session that ends under the person (ID token revoked on the server, or expired
 * and not renewable) ends the next call in a clear sign-in prompt; signing in again returns the
 * person to the same page, with no loop.
 */
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import { lookupAccount } from './support/session';
import { fillSignIn } from './support/hub-page';
import { namedUser, startSignedIn } from './support/accounts';
import { msg, startingWith, type CatalogueKey } from '../support/messages';
import { PLEXUS_APP } from '../support/local-stack';
import { brandName } from '../support/brand-docs';
import { adminAuth } from '../../server/admin';
import { untilNextSecond } from '../stack/helpers';

/** Signs a fresh named user in and opens the applications page. */
async function onApplications(page: Page): Promise<{ email: string; uid: string }> {
  const user = await namedUser('ended');
  await startSignedIn(page, user, '/dashboard/applications');
  await expect(page.getByRole('heading', { name: msg('ui.apps.title') })).toBeVisible();
  return { email: user.email, uid: (await lookupAccount(user.idToken)).localId };
}

/** The prompt: the toast saying why, then the sign-in screen carrying the page to return to. */
async function expectSignInPrompt(page: Page, returnTo: string, why: CatalogueKey = 'auth.session_ended'): Promise<void> {
  await expect(page.getByText(msg(why))).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === returnTo);
  await expect(page.getByText(msg(why))).toHaveCount(1);
}

/** Signs in again and checks the person is back, then handed over to Plexus; the sign-in screen is seen once. */
async function signInAgainAndArrive(page: Page, email: string): Promise<void> {
  let signInScreens = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && new URL(f.url()).pathname === '/sign-in') signInScreens += 1;
  });
  await fillSignIn(page, email, 'Password1!');
  await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  expect(signInScreens).toBe(0); // no loop back to the prompt
}

test.describe('session loss', () => {
  test('ID token revoked on the server (revokeRefreshTokens): the hand-over asks to sign in again and then completes', async ({ page }) => {
    const me = await onApplications(page);
    // Revocation counts whole seconds: one in the sign-in's own second would leave this session
    // valid and the hand-over would go through (a fast clean-clone CI got there within the second).
    await untilNextSecond();
    await adminAuth().revokeRefreshTokens(me.uid);
    await page
      .locator('.hub-apps')
      .getByRole('link', { name: brandName('PLEXUS') })
      .click();
    // A revocation is every session of the person ended: the prompt says so (issue 56 item 10).
    await expectSignInPrompt(page, '/redirect?brand=PLEXUS', 'auth.signed_out_everywhere');
    await signInAgainAndArrive(page, me.email);
  });

  test('ID token expired and the identity service refuses to renew it: the same prompt, and back after signing in', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const me = await onApplications(page);
    // The refresh token has expired too: the service answers as Google's does.
    await context.route(/securetoken\.googleapis\.com\/v1\/token/, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'TOKEN_EXPIRED', status: 'INVALID_ARGUMENT' } }),
      }),
    );
    await page.clock.fastForward('01:30:00'); // an hour and a half later, the ID token has expired
    await page
      .locator('.hub-apps')
      .getByRole('link', { name: brandName('PLEXUS') })
      .click();
    await expectSignInPrompt(page, '/redirect?brand=PLEXUS');
    await context.unroute(/securetoken\.googleapis\.com\/v1\/token/);
    await signInAgainAndArrive(page, me.email);
  });
});
