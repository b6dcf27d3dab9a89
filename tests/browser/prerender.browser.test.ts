/**
 * Issue 15: the auth screens arrive pre-rendered (tooling/build/vite-prerender.ts), served by the
 * Hosting rewrites. The real screen of the right white-label x brand is painted before any
 * JavaScript runs, under the CSP; what is typed meanwhile is kept when the app takes over, and
 * nothing moves when it does.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { ALICE, APP, FVS_APP, field, passwordSignIns, welcome } from './support/hub-page';
import { msg, startingWith } from '../support/messages';
import { PLEXUS_APP } from '../support/local-stack';
import { hubConfigFor, projectDocuments } from '../support/project';

const PRERENDERED = projectDocuments()
  .routes.routes.filter((r) => r.prerender)
  .map((r) => r.path);

/** Holds every script of the build (or what else pattern names) until release() is called (or forever). */
async function holdScripts(page: Page, pattern = '**/assets/*.js'): Promise<{ release(): void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release() {
      released = true;
      for (const r of held.splice(0)) void r.continue();
    },
  };
}

/** Opens a page whose scripts are held: neither load nor DOMContentLoaded comes (module scripts are deferred). */
const visit = (page: Page, url: string) => page.goto(url, { waitUntil: 'commit' });

/** True once the app's own screen replaced the pre-rendered one. */
const takenOver = (page: Page) => page.evaluate(() => document.documentElement.dataset.prerendered === undefined);

/** The LOG IN button is wired by React (its props are on the element), not the pre-rendered copy. */
const wiredByReact = (page: Page) =>
  page.getByRole('button', { name: msg('ui.sign_in.log_in') }).evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactProps')));

test.describe('pre-rendered auth screens', () => {
  test('without any JavaScript, each pre-rendered route shows its real screen in the brand asked for', async ({ page }) => {
    await holdScripts(page);
    const wbs = hubConfigFor('localhost');
    for (const path of PRERENDERED) {
      await visit(page, `${APP}${path}?brand=plexus`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.hub-logo:visible')).toHaveAttribute('alt', wbs.brands.get('PLEXUS')!.displayName);
      await expect(page).toHaveTitle(`${wbs.brands.get('PLEXUS')!.displayName} account`);
      expect(await takenOver(page), path).toBe(false);
      // Nothing but a form can be sent before the app runs, and a form only through the app (issue 30).
      for (const button of await page.locator('#root button:not([type=submit])').all()) await expect(button).toBeDisabled();
      for (const form of await page.locator('#root form').all()) await expect(form).toHaveAttribute('method', 'dialog');
    }
    await visit(page, `${APP}/sign-in?brand=plexus`);
    await expect(page.getByRole('heading', { name: welcome('PLEXUS') })).toBeVisible();
    await expect(field(page, msg('ui.sign_in.email'))).toBeEditable();
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hub-primary').trim());
    expect(primary.toLowerCase()).toBe(wbs.brands.get('PLEXUS')!.theme.primary.toLowerCase());
  });

  test('the picker shows what the app shows: the host picks the white-label, then the query brand, the stored one, or none', async ({
    page,
  }) => {
    await holdScripts(page);
    const fvs = hubConfigFor('fvs.localhost');
    const [fvsBrand] = [...fvs.brands].find(([, b]) => b) ?? [];
    await visit(page, `${FVS_APP}/sign-in?brand=${fvsBrand!.toLowerCase()}`);
    await expect(page.getByRole('heading', { name: welcome(fvsBrand!) })).toBeVisible();
    await expect(page.locator('[data-testid="brand-switcher"]')).toHaveCount(0); // FVS: no switcher (spec 5)
    // A brand this white-label lacks is ignored; the stored one then applies.
    const missing = [...fvs.brands].find(([, b]) => !b)?.[0];
    await page.evaluate((code) => localStorage.setItem('brand', code), fvsBrand!);
    await visit(page, `${FVS_APP}/sign-in?brand=${missing ?? 'NOPE'}`);
    await expect(page.getByRole('heading', { name: welcome(fvsBrand!) })).toBeVisible();
    // Nothing asked or stored: the white-label's default look.
    await page.evaluate(() => localStorage.clear());
    await visit(page, `${APP}/sign-up`);
    const wbs = hubConfigFor('localhost');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.hub-logo:visible')).toHaveAttribute('alt', wbs.brands.get(wbs.whiteLabel.defaultBrand)!.displayName);
  });

  test('what is typed before the JavaScript arrives is kept, with the focus, and nothing moves when the app takes over', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    // The logo arrives after the take-over: its box is reserved from its own shape, so it moves nothing either (issue 56 item 1).
    const logos = await holdScripts(page, '**/assets/logo*.svg');
    await visit(page, `${APP}/sign-in?brand=plexus`);
    const email = field(page, msg('ui.sign_in.email'));
    const password = field(page, msg('ui.sign_in.password'));
    await email.fill(ALICE.email);
    await password.fill(ALICE.password);
    await password.focus();
    const boxes = () =>
      page.evaluate(() =>
        ['h1', '#root_email', '#root_password', 'button[type=submit]', '.hub-logo'].map((s) => {
          const r = document.querySelector(s)!.getBoundingClientRect();
          return [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
        }),
      );
    await page.evaluate(() => document.fonts.ready.then(() => true));
    const logoDrawn = () =>
      page.evaluate(() => [...document.querySelectorAll('img.hub-logo')].some((i) => (i as HTMLImageElement).naturalWidth > 0));
    expect(await logoDrawn()).toBe(false);
    const before = await boxes();
    expect(await wiredByReact(page)).toBe(false);

    scripts.release();
    await expect(page.getByRole('button', { name: msg('ui.sign_in.log_in') })).toBeEnabled();
    await expect.poll(() => takenOver(page)).toBe(true);
    expect(await wiredByReact(page)).toBe(true);
    await expect(email).toHaveValue(ALICE.email);
    await expect(password).toHaveValue(ALICE.password);
    await expect(password).toBeFocused();
    expect(await boxes()).toEqual(before);
    logos.release();
    await expect.poll(logoDrawn).toBe(true);
    expect(await boxes()).toEqual(before);

    // The kept values are the form's own: LOG IN signs in with them.
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
  });

  test('LOG IN takes the click before the JavaScript arrives: the button says it is working, and once the app runs it signs in once and hands over (issue 30)', async ({
    page,
  }) => {
    const signIns = passwordSignIns(page);
    const scripts = await holdScripts(page);
    await visit(page, `${APP}/sign-in?brand=plexus&redirectPath=/projects/9`);
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    const password = field(page, msg('ui.sign_in.password'));
    await password.fill(ALICE.password);
    const logIn = page.getByRole('button', { name: msg('ui.sign_in.log_in') });
    expect(await wiredByReact(page)).toBe(false);
    // Enter, as a person would after typing the password; then a click on the same button.
    await password.press('Enter');
    await expect(logIn).toHaveAttribute('aria-busy', 'true');
    await logIn.click();
    await expect(logIn.locator('.hub-spinner')).toHaveCount(1);
    expect(signIns).toEqual([]);
    await expect(page).toHaveURL(/\/sign-in/);

    scripts.release();
    await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
    await expect(page.getByTestId('signed-in-email')).toHaveText(ALICE.email);
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/projects/9');
    expect(signIns).toHaveLength(1);
  });

  test('the page holds one consent question at every moment, also while a slow app takes over (issue 59)', async ({ page, context }) => {
    // On every change of the page from its first node: the most consent regions it held at once
    // (the app's hidden copy counts: a locator finds it) and, once one showed, the fewest shown.
    await page.addInitScript((label) => {
      const seen = { most: 0, fewestShown: null as number | null };
      (window as unknown as { consentRegions: typeof seen }).consentRegions = seen;
      new MutationObserver(() => {
        const regions = [...document.querySelectorAll('section')].filter((s) => s.getAttribute('aria-label') === label);
        const shown = regions.filter((r) => r.getClientRects().length > 0).length;
        seen.most = Math.max(seen.most, regions.length);
        if (shown > 0 || seen.fewestShown !== null) seen.fewestShown = Math.min(seen.fewestShown ?? shown, shown);
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, msg('ui.consent.title'));
    const scripts = await holdScripts(page);
    await visit(page, `${APP}/sign-in?brand=emiot`);
    const region = page.getByRole('region', { name: msg('ui.consent.title') });
    await expect(region).toBeVisible();
    // A busy machine: the scripts arrive late and run slowly (2 cores shared with other work).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      scripts.release();
      await expect.poll(() => takenOver(page)).toBe(true);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    expect(await page.evaluate(() => (window as unknown as { consentRegions: unknown }).consentRegions)).toEqual({
      most: 1,
      fewestShown: 1,
    });
    // The one left is the app's: it answers.
    await page.getByRole('button', { name: msg('ui.consent.deny') }).click();
    await expect(region).toHaveCount(0);
    await expect(page.getByRole('button', { name: msg('ui.consent.settings') })).toBeVisible();
  });
});
