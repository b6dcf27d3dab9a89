/**
 * The browser suites share one context per worker, reset between tests by support/shared-context.ts.
 * A test must still start as on a fresh browser: the first test below leaves behind everything the
 * suites set (storage of every kind on the hub's two hosts and a brand app, a signed-in session,
 * offline, routes, init scripts, bindings, listeners, emulation, permissions, headers, an extra
 * page), and the second, run next in the same worker and the same context, finds none of it. A
 * fake clock cannot be taken out of a context: the third and fourth show the test after one gets
 * a context of its own.
 */
import { test, expect } from './support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { APP, FVS_APP, ALICE, profileEmail } from './support/hub-page';
import { signedInAlice } from './support/accounts';
import { DESKTOP_VIEWPORT } from '../../tooling/browser';
import { msg } from '../support/messages';
import { PLEXUS_APP } from '../support/local-stack';

const ORIGINS = [APP, FVS_APP, PLEXUS_APP];
const PAST = new Date('2001-02-03T04:05:06Z');
const BLANK = '**/__blank';

/** What a page of the origin keeps: storage of every kind, cookies, and what the test's own scripts left. */
function leftOvers(page: Page) {
  return page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((d) => d.name),
    cookies: document.cookie,
    initScript: 'leftOver' in window,
    binding: 'leftOverBinding' in window,
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
  }));
}

/** Calls of listeners the first test left on the page and the context, counted across tests. */
const heard = { page: 0, context: 0 };
let firstContext: BrowserContext | undefined;

test.describe('one context per worker, reset between tests', () => {
  test.describe.configure({ mode: 'serial' });

  test('a test leaves everything behind it can (but a fake clock)', async ({ page, context }) => {
    firstContext = context;
    await signedInAlice(page);
    await expect(profileEmail(page)).toHaveText(ALICE.email);
    for (const origin of ORIGINS) {
      await page.goto(`${origin}/`);
      await page.evaluate(async () => {
        localStorage.setItem('left', 'over');
        sessionStorage.setItem('left', 'over');
        // Written as the page is left, after anything that clears the page it shows.
        addEventListener('pagehide', () => sessionStorage.setItem('left-on-hide', 'over'));
        document.cookie = 'left=over; max-age=3600';
        await new Promise((done) => {
          const open = indexedDB.open('left-over');
          open.onsuccess = open.onerror = done;
        });
      });
      const left = await leftOvers(page);
      expect(left.local).toBeGreaterThan(0);
      expect(left.session).toBeGreaterThan(0);
      expect(left.databases).toContain('left-over');
      expect(left.cookies).toContain('left=over');
    }
    await page.addInitScript(() => Object.assign(window, { leftOver: true }));
    await context.addInitScript(() => Object.assign(window, { leftOver: true }));
    await context.exposeBinding('leftOverBinding', () => 'over');
    await context.route(`${APP}/sign-in`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>routed</p>' }));
    await page.route(`${FVS_APP}/sign-in`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>routed</p>' }));
    page.on('console', () => heard.page++);
    context.on('console', () => heard.context++);
    await context.grantPermissions(['geolocation'], { origin: APP });
    await context.setExtraHTTPHeaders({ 'x-left': 'over' });
    await page.setExtraHTTPHeaders({ 'x-left-page': 'over' });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 320, height: 500 });
    await context.newPage();
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.evaluate(() => console.log('heard'));
    await expect.poll(() => heard).toEqual({ page: 1, context: 1 });
  });

  test('the next test in the same worker and context finds none of it', async ({ page, context }) => {
    expect(context, 'the same context, reset').toBe(firstContext);
    // Read on a blank page of each origin, before any of the hub's own code writes its storage.
    const headers: Array<Record<string, string>> = [];
    await page.route(BLANK, (route) => {
      headers.push(route.request().headers());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' });
    });
    for (const origin of ORIGINS) {
      await page.goto(`${origin}/__blank`);
      expect(await leftOvers(page), origin).toEqual({
        local: 0,
        session: 0,
        databases: [],
        cookies: '',
        initScript: false,
        binding: false,
        geolocation: 'prompt',
      });
    }
    for (const sent of headers) expect(Object.keys(sent)).not.toEqual(expect.arrayContaining(['x-left', 'x-left-page']));
    await page.unroute(BLANK);
    await page.evaluate(() => console.log('heard'));
    expect(heard, 'the first test’s listeners').toEqual({ page: 1, context: 1 });
    expect(context.pages()).toHaveLength(1);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
    expect(page.viewportSize()).toEqual(DESKTOP_VIEWPORT);
    // Not routed, not offline, not signed in: the real sign-in screens, ready to use.
    for (const origin of [APP, FVS_APP]) {
      await page.goto(`${origin}/sign-in`);
      await expect(page.getByRole('button', { name: msg('ui.sign_in.log_in') })).toBeEnabled();
    }
  });

  test('a test that stays on one origin leaves its session storage, also as the page is left', async ({ page }) => {
    await page.goto(`${APP}/sign-in`);
    await page.evaluate(() => {
      sessionStorage.setItem('left', 'over');
      addEventListener('pagehide', () => sessionStorage.setItem('left-on-hide', 'over'));
    });
  });

  test('the next test finds none of it in the same tab', async ({ page }) => {
    await page.route(BLANK, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
    await page.goto(`${APP}/__blank`);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  });

  test('a test with a fake clock', async ({ page }) => {
    await page.clock.install({ time: PAST });
    await page.goto(`${APP}/sign-in`);
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(2001);
  });

  test('the next test has the real time again', async ({ page }) => {
    await page.goto(`${APP}/sign-in`);
    expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
  });
});
