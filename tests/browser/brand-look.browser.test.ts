/**
 * Issue 5: every brand's look under both white-labels, switcher and footer rules, toast
 * placement, analytics consent with real posthog-js requests, and axe on every auth screen.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';
import { ALICE, APP, FVS_APP, expectAccessible, field, fillSignIn, imageText, open, welcome } from './support/hub-page';
import { apiFetch } from '../stack/helpers';
import { newContext } from './support/browser';
import { ROOT, hubConfigFor, projectDocuments } from '../support/project';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GALLERY_SCREENS } from '../../src/app/gallery-entries';
import { msg } from '../support/messages';
import { brandName, whiteLabel } from '../support/brand-docs';

const session = useBrowserSession();

/** The favicon file a brand's document names, else the shared one of brands/base.json. */
function faviconOf(code: string): string {
  const docs = projectDocuments();
  const [folder, doc] = Object.entries(docs.brands).find(([, d]) => d.brand === code) ?? [];
  if (!folder || !doc) throw new Error(`no brand document for ${code}`);
  const path = doc.favicon ? resolve(ROOT, 'brands', folder, doc.favicon) : resolve(ROOT, 'brands', docs.brandBase.favicon);
  return readFileSync(path, 'utf8');
}
const families = [
  { name: 'WBS', origin: APP, config: hubConfigFor('localhost') },
  { name: 'FVS', origin: FVS_APP, config: hubConfigFor('fvs.localhost') },
];

describe('brand look from JSON', () => {
  for (const family of families) {
    it(`${family.name}: each brand's sign-in shows its name, slogan rule, font, logo, favicon and the switcher rule`, async () => {
      const page = session.page;
      for (const [code, brand] of family.config.brands) {
        if (!brand) continue;
        await open(page, `${family.origin}/sign-in?brand=${code}`, msg('ui.auth.welcome', { brand: brand.displayName }));
        const subtitle = page.locator('.hub-subtitle');
        if (brand.slogan) expect(await subtitle.textContent()).toBe(brand.slogan);
        else expect(await subtitle.count()).toBe(0);
        await page.waitForFunction((font) => document.fonts.check(`16px ${font}`), brand.font, { timeout: 10000 });
        const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(fontFamily.startsWith(`"${brand.font}"`) || fontFamily.startsWith(brand.font)).toBe(true);
        const logo = page.locator('.hub-logo').first();
        expect(await logo.getAttribute('alt')).toBe(brand.displayName);
        expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const icon = await page.locator('link[rel="icon"]').getAttribute('href');
        expect(icon).toBeTruthy();
        // Loaded as an image, as the browser does for a page icon (CSP img-src).
        expect(await page.evaluate(async (href) => { const img = new Image(); img.src = href!; await img.decode(); return img.naturalWidth > 0; }, icon)).toBe(true);
        // And it is this brand's own favicon (or the shared one when the brand has none).
        expect(await imageText(icon!)).toBe(faviconOf(code));
        const switcher = await page.getByTestId('brand-switcher').count();
        expect(switcher).toBe(family.name === 'WBS' && !brand.isMobile ? 1 : 0);
      }
    });
  }

  it('the switcher offers Elumen, Plexus and EMIoT and keeps the query', async () => {
    const page = session.page;
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/r`, welcome('PLEXUS'));
    const links = page.getByTestId('brand-switcher').getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => a.querySelector('img')?.getAttribute('alt')))).toEqual(whiteLabel('WBS').switcherBrands.map(brandName));
    await page.getByTestId('brand-switcher').getByRole('link', { name: brandName('ELUMEN') }).click();
    await page.getByRole('heading', { name: welcome('ELUMEN') }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/r');
  });
});

describe('toasts (spec 9)', () => {
  for (const [width, x, y] of [
    [1280, 'right', 'bottom'],
    [390, 'center', 'top'],
  ] as const) {
    it(`at ${width} px wide they sit ${y} ${x}`, async () => {
      const context = await newContext(session.browser, { width, height: 800 });
      const page = await context.newPage();
      await open(page, `${APP}/phone-login`, msg('ui.phone.title'));
      await field(page, msg('ui.phone.number')).fill('+1 202 555 0143');
      await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
      const toaster = page.locator('[data-sonner-toaster]');
      await toaster.locator('[data-sonner-toast]').first().waitFor({ timeout: 20000 });
      expect(await toaster.getAttribute('data-x-position')).toBe(x);
      expect(await toaster.getAttribute('data-y-position')).toBe(y);
      expect(await toaster.evaluate((el) => getComputedStyle(el).getPropertyValue('--width').trim())).toBe('356px');
      await context.close();
    });
  }
});

describe('analytics consent (spec 4, 9)', () => {
  const captured = async (): Promise<string> => JSON.stringify((await apiFetch('/capture.json')).body);

  it('pending or denied: nothing reaches the capture endpoint; granted: the logout event arrives without credentials', async () => {
    await apiFetch('/capture', { method: 'DELETE' });
    const page = session.page;
    const posthogRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/(e|capture|i\/v0\/e|flags|decide)\b/.test(new URL(r.url()).pathname) && r.url().startsWith('http://localhost:8787')) posthogRequests.push(r.url());
    });
    // Pending: sign in with a link that carries credentials, then log out.
    await open(page, `${APP}/sign-in?brand=plexus&oobCode=SECRETCODE`, welcome('PLEXUS'));
    await page.getByText(msg('ui.consent.question')).waitFor();
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    await page.goto(`${APP}/logout?brand=plexus`);
    await page.waitForURL(/\/sign-in/, { timeout: 20000 });
    // Denied.
    await page.getByRole('button', { name: msg('ui.consent.deny') }).click();
    await fillSignIn(page, ALICE.email, 'wrong-password');
    await page.getByText(msg('auth.wrong_password')).waitFor({ timeout: 20000 });
    expect(posthogRequests).toEqual([]);
    expect(await captured()).toBe('[]');

    // Granted (changed later from the settings button).
    await page.getByRole('button', { name: msg('ui.consent.settings') }).click();
    await page.getByRole('button', { name: msg('ui.consent.allow') }).click();
    await page.goto(`${APP}/sign-in?brand=plexus&oobCode=SECRETCODE&customToken=SECRETTOKEN`);
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    await page.goto(`${APP}/logout?brand=plexus`);
    await page.waitForURL(/\/sign-in/, { timeout: 20000 });
    await expect.poll(captured, { timeout: 20000, interval: 500 }).toContain('logout');
    const body = await captured();
    expect(body).not.toContain('SECRETCODE');
    expect(body).not.toContain('SECRETTOKEN');
    const stored = await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('ph_')) && document.cookie.includes('ph_'));
    expect(stored).toBe(true);
  });
});

describe('accessibility', () => {
  it('axe finds nothing serious or critical on any auth screen of any brand, either white-label', async () => {
    const page = session.page;
    for (const family of families) {
      for (const [code, brand] of family.config.brands) {
        if (!brand) continue;
        for (const screen of GALLERY_SCREENS) {
          await page.goto(`${family.origin}${screen}?brand=${code}`);
          await page.locator('h1').first().waitFor({ timeout: 20000 });
          await expectAccessible(page);
        }
      }
    }
  });

  it('the sign-in form works by keyboard alone, with a visible focus ring', async () => {
    const page = session.page;
    await open(page, `${APP}/sign-in?brand=emiot`, welcome('EMIOT'));
    await field(page, msg('ui.sign_in.email')).focus();
    await page.keyboard.type(ALICE.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ALICE.password);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
  });
});
