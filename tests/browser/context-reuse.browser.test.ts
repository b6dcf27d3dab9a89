/**
 * The browser suites share one context per worker, reset between tests (reuseContext in
 * playwright.config.ts). A test must still start as on a fresh browser: the first test below
 * leaves behind everything the suites set (storage of every kind on the hub's two hosts and a
 * brand app, a signed-in session, offline, a fake clock, routes, init scripts, emulation, an extra
 * page), and the second, run next in the same worker, finds none of it.
 */
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import { APP, FVS_APP, ALICE, profileEmail } from './support/hub-page';
import { signedInAlice } from './support/accounts';
import { DESKTOP_VIEWPORT } from './support/browser';
import { msg } from '../support/messages';

const ORIGINS = [APP, FVS_APP, 'http://plexus.localhost:8788'];
const PAST = new Date('2001-02-03T04:05:06Z');

/** What a page of the origin keeps: storage of every kind, cookies, and what the test's own scripts left. */
function leftOvers(page: Page) {
  return page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((d) => d.name),
    cookies: document.cookie,
    initScript: 'leftOver' in window,
  }));
}

test.describe('one context per worker, reset between tests', () => {
  test.describe.configure({ mode: 'serial' });

  test('a test leaves everything behind it can', async ({ page, context }) => {
    await signedInAlice(page);
    await expect(profileEmail(page)).toHaveValue(ALICE.email);
    for (const origin of ORIGINS) {
      await page.goto(`${origin}/`);
      await page.evaluate(async () => {
        localStorage.setItem('left', 'over');
        sessionStorage.setItem('left', 'over');
        document.cookie = 'left=over; max-age=3600';
        await new Promise((done) => {
          const open = indexedDB.open('left-over');
          open.onsuccess = open.onerror = done;
        });
      });
      const left = await leftOvers(page);
      expect(left.local).toBeGreaterThan(0);
      expect(left.databases).toContain('left-over');
      expect(left.cookies).toContain('left=over');
    }
    await page.addInitScript(() => Object.assign(window, { leftOver: true }));
    await context.addInitScript(() => Object.assign(window, { leftOver: true }));
    await context.route(`${APP}/sign-in`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>routed</p>' }));
    await page.clock.install({ time: PAST });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 320, height: 500 });
    await context.newPage();
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  });

  test('the next test in the same worker finds none of it', async ({ page, context }) => {
    // Read on a blank page of each origin, before any of the hub's own code writes its storage.
    await page.route('**/__blank', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
    for (const origin of ORIGINS) {
      await page.goto(`${origin}/__blank`);
      expect(await leftOvers(page), origin).toEqual({ local: 0, session: 0, databases: [], cookies: '', initScript: false });
    }
    await page.unroute('**/__blank');
    expect(context.pages()).toHaveLength(1);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
    expect(page.viewportSize()).toEqual(DESKTOP_VIEWPORT);
    // Not routed, not offline, not signed in: the real sign-in screen, ready to use.
    await page.goto(`${APP}/sign-in`);
    await expect(page.getByRole('button', { name: msg('ui.sign_in.log_in') })).toBeEnabled();
  });
});
