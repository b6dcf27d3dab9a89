/**
 * Issue 13.5: an action that takes longer than 300 ms shows that its button is working (and a
 * second click sends nothing); a hand-over that hangs offers Try again and Go to dashboard after
 * 10 s. Requests are held at the network (released by the test, not after a sleep), against the
 * real emulator and API; the 10 s are the page's fake clock (page.clock), not waited for.
 */
import { test, expect } from './support/fixtures';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { ALICE, APP, field, open, welcome } from './support/hub-page';
import { signedInAlice } from './support/accounts';
import { msg, startingWith } from '../support/messages';
import { PLEXUS_APP } from '../support/local-stack';

test.describe('slow work', () => {
  test('LOG IN held at the network: disabled at once, then busy with "Please wait...", one request however often it is clicked', async ({
    page,
    context,
  }) => {
    let calls = 0;
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await context.route(/accounts:signInWithPassword/, async (route) => {
      calls += 1;
      await released;
      await route.continue();
    });
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    const logIn = page.getByRole('button', { name: msg('ui.sign_in.log_in') });
    await logIn.click();
    // Read once on purpose: "at once" means right after the click, which a retrying assertion
    // (passing whenever it turns disabled within the wait) would not check.
    expect(await logIn.isDisabled()).toBe(true);
    await expect(page.locator('button[aria-busy="true"]').filter({ hasText: msg('ui.sign_in.log_in') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: msg('ui.common.busy') })).toHaveCount(1);
    await logIn.click({ force: true }); // a disabled button: nothing is sent
    release();
    await page.waitForURL(/\/dashboard\/profile/);
    expect(calls).toBe(1);
  });
});

test.describe('a hand-over that hangs', () => {
  /** Holds every hand-over token request while `hold` is true (they are never answered). */
  async function holdHandOver(context: BrowserContext): Promise<{ release(): void; held: () => number }> {
    let hold = true;
    const held: Route[] = [];
    await context.route(/\/api\/v1\/me\/customToken(\?|$)/, (route) => (hold ? void held.push(route) : route.continue()));
    return { release: () => void (hold = false), held: () => held.length };
  }

  async function signInToHangingHandOver(page: Page): Promise<{ release(): void; held: () => number }> {
    const hand = await holdHandOver(page.context());
    await page.clock.install();
    // Signed in already: an auth screen with redirectPath goes on to the hand-over at once.
    await signedInAlice(page, '/sign-in?brand=plexus&redirectPath=/projects/9');
    await page.waitForURL(/\/redirect\?/);
    await expect(page.getByText(msg('ui.redirect.loading', { brand: 'Plexus' }))).toHaveCount(1);
    await expect.poll(hand.held).toBe(1);
    // Not shown while loading. Then the fake clock stops (real time no longer moves it), goes 10 s
    // on in all, and the way out is there; it goes on with real time again afterwards.
    await expect(page.getByText(msg('ui.redirect.slow'))).toHaveCount(0);
    // pauseAt jumps ahead to a time still to come when the call lands (5 s gives a busy machine
    // room), then stops; the rest of the 10 s runs on the stopped clock.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    await page.clock.runFor(5_000);
    await expect(page.getByText(msg('ui.redirect.slow'))).toBeVisible();
    await page.clock.resume();
    expect(hand.held()).toBe(1);
    return hand;
  }

  test('after 10 s: Try again starts the hand-over afresh and it completes', async ({ page }) => {
    const hand = await signInToHangingHandOver(page);
    hand.release();
    await page.getByRole('button', { name: msg('ui.redirect.continue') }).click();
    await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
    await expect(page.getByTestId('redirect-path')).toHaveText('/projects/9');
  });

  test('after 10 s: Go to dashboard leaves for the account pages', async ({ page }) => {
    await signInToHangingHandOver(page);
    await page.getByRole('link', { name: msg('ui.redirect.dashboard') }).click();
    await page.waitForURL(/\/dashboard\/profile/);
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
  });
});
