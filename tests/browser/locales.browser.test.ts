/**
 * Issue 27 end to end: the language a person gets (browser languages, the address's lang, the
 * picker), German and Arabic screens against the real stack, right to left mirrored, and the
 * identity provider told the language (its emails and SMS).
 */
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ALICE, APP, field, takenOver } from './support/hub-page';
import { expectAccessible } from './support/a11y';
import { localeMsg, msg, startingWith } from '../support/messages';
import { PLEXUS_APP } from '../support/local-stack';
import { brandName, brandSlogan } from '../support/brand-docs';
import brandDoc from '../../brands/plexus/brand.json';
import { latestEmailTo, signUp } from '../stack/helpers';
import { signedInAlice } from './support/accounts';

const welcomeIn = (locale: string, code: string) => localeMsg(locale, 'ui.auth.welcome', { brand: brandName(code) });
const htmlLocale = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

async function signIn(page: Page, locale: string): Promise<void> {
  await field(page, localeMsg(locale, 'ui.sign_in.email')).fill(ALICE.email);
  await field(page, localeMsg(locale, 'ui.sign_in.password')).fill(ALICE.password);
  await page.getByRole('button', { name: localeMsg(locale, 'ui.sign_in.log_in'), exact: true }).click();
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-AT' });

  test('gets German texts and lang="de" from the first paint of the pre-rendered page, signs in and is handed over', async ({ page }) => {
    const catalogueFetches: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/de-[^/]*\.js$/.test(r.url())) catalogueFetches.push(r.url());
    });
    // The pre-rendered page holds English screens: for German it shows none of them, so no English flashes.
    await page.goto(`${APP}/sign-in?brand=plexus&redirectPath=/projects/42`, { waitUntil: 'domcontentloaded' });
    expect(await htmlLocale(page)).toEqual({ lang: 'de', dir: 'ltr' });
    expect(await page.locator('div#root').innerText()).not.toContain(msg('ui.auth.welcome', { brand: brandName('PLEXUS') }));
    // Its German texts are fetched beside the entry, not after it has run: the catalogue and the
    // sign-in flow's own part of it (issue 57), not the other flows' parts.
    const early = await page
      .locator('link[rel="modulepreload"][href*="/de-"]')
      .evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));
    expect(early).toHaveLength(2);

    await expect(page.getByRole('heading', { name: welcomeIn('de', 'PLEXUS') })).toBeVisible();
    // Each fetched once: the app's imports take the early fetches (the German parts of the flows
    // the page links to follow when it is idle, each once too).
    expect(catalogueFetches.slice(0, 2).sort()).toEqual([...early].sort());
    expect(new Set(catalogueFetches).size).toBe(catalogueFetches.length);
    await takenOver(page);
    await expect(page.getByText(brandDoc.sloganTranslations.de)).toBeVisible();
    // The tab's title names the screen, in German; an empty LOG IN says "Fehler:" and lists what to fix (issue 56 item 8).
    const title = (key: 'ui.page.title_named' | 'ui.page.title_error') =>
      localeMsg('de', key, { page: welcomeIn('de', 'PLEXUS'), brand: brandName('PLEXUS') });
    await expect(page).toHaveTitle(title('ui.page.title_named'));
    await expect(page.getByRole('button', { name: localeMsg('de', 'ui.sign_in.passkey') })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: localeMsg('de', 'ui.sign_in.log_in'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: localeMsg('de', 'ui.form.error_summary') })).toBeVisible();
    await expect(page).toHaveTitle(title('ui.page.title_error'));

    // Firebase is told the language: its requests carry it (and its emails and SMS follow it).
    const identityCall = page.waitForRequest(/accounts:signInWithPassword/);
    const handOver = page.waitForRequest(startingWith(`${PLEXUS_APP}/login?`));
    await signIn(page, 'de');
    expect((await identityCall).headers()['x-firebase-locale']).toBe('de');
    const url = new URL((await handOver).url());
    expect(url.searchParams.get('email')).toBe(ALICE.email);
    expect(url.searchParams.get('redirectPath')).toBe('/projects/42');
  });

  test("the product API's email arrives in German", async ({ page }) => {
    const person = await signUp('de-mail');
    await page.goto(`${APP}/forgot-password?brand=plexus`);
    await field(page, localeMsg('de', 'ui.sign_in.email')).fill(person.email);
    const sent = page.waitForResponse((r) => r.url().includes('/sendPasswordResetEmail') && r.ok());
    await page.getByRole('button', { name: localeMsg('de', 'ui.forgot.submit') }).click();
    expect((await sent).request().headers()['accept-language']).toBe('de');
    const email = await latestEmailTo(person.email);
    expect(email.subject).toBe(localeMsg('de', 'email.password_reset.subject', { brand: brandName('PLEXUS') }));
    expect(email.text).toContain(localeMsg('de', 'email.greeting'));
  });

  test("the product API's refusal reads in German: no account for that address (issue 56 item 2)", async ({ page }) => {
    await page.goto(`${APP}/forgot-password?brand=plexus`);
    await field(page, localeMsg('de', 'ui.sign_in.email')).fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: localeMsg('de', 'ui.forgot.submit') }).click();
    await expect(page.getByText(localeMsg('de', 'auth.user_not_found'))).toBeVisible();
    await expect(page.getByText(msg('auth.user_not_found'))).toHaveCount(0);
  });

  test("the address's lang wins over the browser's languages", async ({ page }) => {
    await page.goto(`${APP}/sign-in?lang=en`);
    await expect(page.getByRole('heading', { name: msg('ui.auth.welcome', { brand: brandName('WBS') }) })).toBeVisible();
    expect(await htmlLocale(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

test.describe('an Arabic browser at 390 px', () => {
  test.use({ locale: 'ar-EG', viewport: { width: 390, height: 844 } });

  test('gets a right-to-left page, mirrored, with no sideways scroll and no serious axe finding', async ({ page }) => {
    await page.goto(`${APP}/sign-in?brand=plexus`);
    await expect(page.getByRole('heading', { name: welcomeIn('ar', 'PLEXUS') })).toBeVisible();
    expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const email = field(page, localeMsg('ar', 'ui.sign_in.email'));
    // Mirrored: a field's label text starts at the field's right edge.
    const edges = await email.evaluate((input) => {
      const label = (input as HTMLInputElement).labels?.[0];
      const range = document.createRange();
      if (label) range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      const box = input.getBoundingClientRect();
      return { textLeft: text.left - box.left, textRight: box.right - text.right };
    });
    expect(edges.textRight).toBeLessThanOrEqual(2);
    expect(edges.textLeft).toBeGreaterThan(20);
    // An address stays left to right inside the right-to-left page.
    await email.fill(ALICE.email);
    expect(await email.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await expect(page.getByRole('button', { name: localeMsg('ar', 'ui.sign_in.passkey') })).toBeVisible();
    await expectAccessible(page);
  });
});

/** Whether boxes share one row: some horizontal line crosses every one of them. */
function oneRow(boxes: { y: number; height: number }[]): boolean {
  return Math.max(...boxes.map((b) => b.y)) < Math.min(...boxes.map((b) => b.y + b.height));
}

test.describe('the language and appearance pickers at 390 x 844 (issue 56 item 13)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'de', 'ar'] as const) {
    test(`${locale}: found on /sign-in without scrolling, each language named in itself, and the dashboard header is one row`, async ({
      page,
    }) => {
      await page.goto(`${APP}/sign-in?brand=plexus&lang=${locale}`);
      await expect(page.getByRole('heading', { name: welcomeIn(locale, 'PLEXUS') })).toBeVisible();
      const language = page.getByLabel(localeMsg(locale, 'ui.locale.label'));
      const appearance = page.getByLabel(localeMsg(locale, 'ui.scheme.label'));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const picker of [language, appearance]) {
        const box = await picker.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      await expect(language.locator('option')).toHaveText(['English', 'Deutsch', 'العربية']);
      // A globe beside the picker, for the eye only: the picker keeps its name.
      await expect(page.locator('.hub-locale svg[aria-hidden="true"]')).toHaveCount(1);

      await signedInAlice(page, `/dashboard/profile?brand=plexus&lang=${locale}`);
      await expect(page.getByRole('heading', { name: localeMsg(locale, 'ui.profile.title') })).toBeVisible();
      const header = page.getByRole('banner');
      const controls = [
        header.getByRole('link', { name: brandName('PLEXUS'), exact: true }),
        header.getByLabel(localeMsg(locale, 'ui.locale.label')),
        header.getByLabel(localeMsg(locale, 'ui.scheme.label')),
        header.getByRole('button', { name: localeMsg(locale, 'ui.dashboard.sign_out') }),
      ];
      const boxes = await Promise.all(controls.map(async (c) => (await c.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
      expect(oneRow(boxes)).toBe(true);
      for (const box of boxes) expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
      // Nothing else in the header starts a second row.
      const headerBox = await header.boundingBox();
      expect(headerBox?.height).toBeLessThan(2 * Math.max(...boxes.map((b) => b.height)));
    });
  }
});

test.describe('a browser in a language no white-label offers', () => {
  test.use({ locale: 'fr-FR' });

  test("falls back to the white-label's default, English", async ({ page }) => {
    await page.goto(`${APP}/sign-in?brand=plexus`);
    await expect(page.getByRole('heading', { name: msg('ui.auth.welcome', { brand: brandName('PLEXUS') }) })).toBeVisible();
    await expect(page.getByText(brandSlogan('PLEXUS'))).toBeVisible();
    expect(await htmlLocale(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

test('the picker switches language mid-form without a reload, keeps what was typed, and the choice is kept', async ({ page }) => {
  await page.goto(`${APP}/sign-in?brand=plexus&lang=en`);
  await takenOver(page);
  await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByLabel(msg('ui.locale.label')).selectOption('de');

  await expect(page.getByRole('heading', { name: welcomeIn('de', 'PLEXUS') })).toBeVisible();
  await expect(field(page, localeMsg('de', 'ui.sign_in.email'))).toHaveValue(ALICE.email);
  expect(await htmlLocale(page)).toEqual({ lang: 'de', dir: 'ltr' });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The address's lang would win on the next visit: the choice takes it out.
  await expect(page).toHaveURL(`${APP}/sign-in?brand=plexus`);

  await page.getByLabel(localeMsg('de', 'ui.locale.label')).selectOption('ar');
  await expect(page.getByRole('heading', { name: welcomeIn('ar', 'PLEXUS') })).toBeVisible();
  expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(field(page, localeMsg('ar', 'ui.sign_in.email'))).toHaveValue(ALICE.email);

  await page.reload();
  await expect(page.getByRole('heading', { name: welcomeIn('ar', 'PLEXUS') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
});
