/**
 * Issue 13.5: an action that takes longer than 300 ms shows that its button is working (and a
 * second click sends nothing); a hand-over that hangs offers Try again and Go to dashboard after
 * 10 s. Requests are slowed or held at the network, against the real emulator and API.
 */
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { useBrowserSession } from './support/session';
import { ALICE, APP, field, open, welcome } from './support/hub-page';
import { msg } from '../support/messages';

const session = useBrowserSession();

describe('slow work', () => {
  it('LOG IN taking 2 s: disabled at once, then busy with "Please wait...", one request however often it is clicked', async () => {
    const page = session.page;
    let calls = 0;
    await session.context.route(/accounts:signInWithPassword/, async (route) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    const logIn = page.getByRole('button', { name: msg('ui.sign_in.log_in') });
    await logIn.click();
    expect(await logIn.isDisabled()).toBe(true);
    await page.locator('button[aria-busy="true"]').filter({ hasText: msg('ui.sign_in.log_in') }).waitFor({ timeout: 5000 });
    expect(await page.getByRole('status').filter({ hasText: msg('ui.common.busy') }).count()).toBe(1);
    await logIn.click({ force: true }); // a disabled button: nothing is sent
    await page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    expect(calls).toBe(1);
  });
});

describe('a hand-over that hangs', () => {
  /** Holds every hand-over token request while `hold` is true (they are never answered). */
  async function holdHandOver(): Promise<{ release(): void; held: () => number }> {
    let hold = true;
    const held: Route[] = [];
    await session.context.route(/\/api\/v1\/me\/customToken$/, (route) => (hold ? void held.push(route) : route.continue()));
    return { release: () => void (hold = false), held: () => held.length };
  }

  async function signInToHangingHandOver(): Promise<{ release(): void; held: () => number }> {
    const page = session.page;
    const hand = await holdHandOver();
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/projects/9`, welcome('PLEXUS'));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    await page.waitForURL(/\/redirect\?/, { timeout: 30000 });
    expect(await page.getByText(msg('ui.redirect.loading', { brand: 'Plexus' })).count()).toBe(1);
    // Waited for, not timed: the way out appears after the flow's 10 s.
    await page.getByText(msg('ui.redirect.slow')).waitFor({ timeout: 20000 });
    expect(hand.held()).toBe(1);
    return hand;
  }

  it('after 10 s: Try again starts the hand-over afresh and it completes', async () => {
    const hand = await signInToHangingHandOver();
    hand.release();
    await session.page.getByRole('button', { name: msg('ui.redirect.continue') }).click();
    await session.page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await session.page.getByTestId('redirect-path').textContent()).toBe('/projects/9');
  });

  it('after 10 s: Go to dashboard leaves for the account pages', async () => {
    await signInToHangingHandOver();
    await session.page.getByRole('link', { name: msg('ui.redirect.dashboard') }).click();
    await session.page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    await session.page.getByRole('heading', { name: msg('ui.profile.title') }).waitFor({ timeout: 20000 });
  });
});
