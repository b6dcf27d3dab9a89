/**
 * Issue 5: every brand's look under both white-labels, switcher and footer rules, toast
 * placement, and axe on every auth screen (analytics consent: analytics.browser.test.ts).
 */
import { test, expect } from './support/fixtures';
import { ALICE, APP, FVS_APP, field, imageText, open, takenOver, welcome } from './support/hub-page';
import type { Page } from '@playwright/test';
import { contrastRatio } from '../../src/brand/contrast';
import { visitScreen } from './support/screen-visit';
import { expectAccessible, seriousA11yViolations } from './support/a11y';
import { ROOT, hubConfigFor, projectDocuments } from '../support/project';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GALLERY_SCREENS } from '../../studio/gallery-entries';
import { msg } from '../support/messages';
import { brandName, whiteLabel } from '../support/brand-docs';
import { themeVars } from '../../src/brand/theme-vars';

/** The favicon file a brand's document names, else the shared one of brands/base.json. */
function faviconOf(code: string): string {
  const docs = projectDocuments();
  const [folder, doc] = Object.entries(docs.brands).find(([, d]) => d.brand === code) ?? [];
  if (!folder || !doc) throw new Error(`no brand document for ${code}`);
  const path = doc.favicon ? resolve(ROOT, 'brands', folder, doc.favicon) : resolve(ROOT, 'brands', docs.brandBase.favicon);
  return readFileSync(path, 'utf8');
}
const whiteLabels = [
  { name: 'WBS', origin: APP, config: hubConfigFor('localhost') },
  { name: 'FVS', origin: FVS_APP, config: hubConfigFor('fvs.localhost') },
];

test.describe('brand look from JSON', () => {
  for (const whiteLabel of whiteLabels) {
    test(`${whiteLabel.name}: each brand's sign-in shows its name, slogan rule, font, logo, favicon and the switcher rule`, async ({
      page,
    }) => {
      for (const [code, brand] of whiteLabel.config.brands) {
        if (!brand) continue;
        await open(page, `${whiteLabel.origin}/sign-in?brand=${code}`, msg('ui.auth.welcome', { brand: brand.displayName }));
        await takenOver(page);
        const subtitle = page.locator('.hub-subtitle');
        if (brand.slogan) await expect(subtitle).toHaveText(brand.slogan);
        else await expect(subtitle).toHaveCount(0);
        await page.waitForFunction((font) => document.fonts.check(`16px ${font}`), brand.font);
        const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(fontFamily.startsWith(`"${brand.font}"`) || fontFamily.startsWith(brand.font)).toBe(true);
        const logo = page.locator('.hub-logo').first();
        await expect(logo).toHaveAttribute('alt', brand.displayName);
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const icon = await page.locator('link[rel="icon"]').getAttribute('href');
        expect(icon).toBeTruthy();
        // Loaded as an image, as the browser does for a page icon (CSP img-src).
        expect(
          await page.evaluate(async (href) => {
            const img = new Image();
            img.src = href!;
            await img.decode();
            return img.naturalWidth > 0;
          }, icon),
        ).toBe(true);
        // And it is this brand's own favicon (or the shared one when the brand has none).
        expect(await imageText(icon!)).toBe(faviconOf(code));
        await expect(page.getByTestId('brand-switcher')).toHaveCount(whiteLabel.name === 'WBS' && !brand.isMobile ? 1 : 0);
      }
    });
  }

  test('the switcher offers Elumen, Plexus and EMIoT and keeps the query', async ({ page }) => {
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/r`, welcome('PLEXUS'));
    const links = page.getByTestId('brand-switcher').getByRole('link');
    await expect
      .poll(() => links.evaluateAll((as) => as.map((a) => a.querySelector('img')?.getAttribute('alt'))))
      .toEqual(whiteLabel('WBS').switcherBrands.map(brandName));
    // Issue 31: the chips share one row where they fit, in equal columns that fill the row; on a
    // narrow phone they wrap into rows of the same equal columns, not a ragged run.
    const rows = () =>
      page
        .getByTestId('brand-switcher')
        .locator('ul')
        .evaluate((list) => {
          const row = list.getBoundingClientRect();
          const chips = [...list.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
          const first = chips.filter((c) => Math.round(c.top) === Math.round(chips[0]!.top));
          return {
            rows: new Set(chips.map((c) => Math.round(c.top))).size,
            widths: new Set(chips.map((c) => Math.round(c.width))).size,
            // The first row's chips and the gaps between them span the list.
            unfilled: Math.round(row.width - (first.at(-1)!.right - first[0]!.left)),
          };
        });
    expect(await rows()).toEqual({ rows: 1, widths: 1, unfilled: 0 });
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(rows).toEqual({ rows: 2, widths: 1, unfilled: 0 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByTestId('brand-switcher')
      .getByRole('link', { name: brandName('ELUMEN') })
      .click();
    await expect(page.getByRole('heading', { name: welcome('ELUMEN') })).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('redirectPath')).toBe('/r');
  });
});

test.describe('brand looks as chunks (issue 57)', () => {
  test('a switch to a brand not yet loaded fetches its look, then draws its theme and logo', async ({ page }) => {
    // The brand chunks the page asks for, by folder (built as assets/<folder>-brand-<hash>.js).
    const asked: string[] = [];
    page.on('request', (r) => {
      const chunk = /\/([a-z0-9-]+)-brand-[\w-]+\.js$/.exec(new URL(r.url()).pathname);
      if (chunk) asked.push(chunk[1]!);
    });
    await open(page, `${APP}/sign-in?brand=plexus`, welcome('PLEXUS'));
    await takenOver(page);
    // Its own look and the switcher's brands are in the entry (drawn on every page); no other brand was fetched.
    expect(asked).toEqual([]);

    const [folder, doc] = Object.entries(projectDocuments().brands).find(([, d]) => d.brand === 'ELUMEN_MOBILE')!;
    const target = hubConfigFor('localhost').brands.get('ELUMEN_MOBILE')!;
    // An in-app navigation (as a link does) to the brand's address.
    await page.evaluate(() => window.history.pushState(null, '', '/sign-in?brand=elumen_mobile'));
    await expect(page.getByText(welcome('ELUMEN_MOBILE')).first()).toBeVisible();
    expect(asked).toEqual(['elumen-mobile']);
    const logo = page.locator('.hub-logo').first();
    await expect(logo).toHaveAttribute('alt', target.displayName);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await imageText((await logo.getAttribute('src'))!)).toBe(readFileSync(resolve(ROOT, 'brands', folder, doc.logo), 'utf8'));
    const vars = themeVars(target);
    const shown = await page.evaluate((names) => names.map((n) => document.documentElement.style.getPropertyValue(n)), Object.keys(vars));
    expect(shown).toEqual(Object.values(vars));
    await expect(page.getByTestId('brand-switcher')).toHaveCount(0); // a mobile brand has none
  });
});

/** Each visible logo image under `scope`: the file it draws and the brand it stands for (its alt). */
async function logosShown(page: Page, scope: string): Promise<{ text: string; name: string }[]> {
  const shown = await page
    .locator(`${scope} img`)
    .evaluateAll((imgs) =>
      imgs
        .filter((img) => (img as HTMLElement).offsetParent !== null)
        .map((img) => ({ src: (img as HTMLImageElement).src, name: img.getAttribute('alt') ?? '' })),
    );
  return Promise.all(shown.map(async ({ src, name }) => ({ text: await imageText(src), name })));
}

/** The colour of a hairline (a border or a pseudo-element's border) as #rrggbb. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

test.describe('dark scheme (issue 56 item 6)', () => {
  const config = hubConfigFor('localhost');
  /** The file of a brand's on-dark logo, as brands/ holds it (the build renames it). */
  const darkLogoOf = (name: string) => {
    const brand = [...config.brands.values()].find((b) => b?.displayName === name);
    if (!brand) throw new Error(`no brand named ${name}`);
    return readFileSync(resolve(ROOT, 'brands', brand.darkLogoUrl.replace(/^\/assets\//, '')), 'utf8');
  };

  test('the card logo and the switcher show the on-dark logos, and the divider and switcher lines meet 3:1 on the card', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, `${APP}/sign-in?brand=plexus`, welcome('PLEXUS'));
    const logos = [...(await logosShown(page, '.hub-card .hub-logo-link')), ...(await logosShown(page, '[data-testid="brand-switcher"]'))];
    expect(logos.length).toBeGreaterThan(3);
    for (const logo of logos) expect(logo.text === darkLogoOf(logo.name), `the ${logo.name} logo in dark`).toBe(true);
    const card = hex(
      await page
        .locator('.hub-card')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    );
    const lines = [
      hex(
        await page
          .locator('.hub-divider')
          .first()
          .evaluate((el) => getComputedStyle(el, '::before').borderTopColor),
      ),
      hex(await page.getByTestId('brand-switcher').evaluate((el) => getComputedStyle(el).borderTopColor)),
    ];
    for (const line of lines) expect(contrastRatio(line, card), `${line} on ${card}`).toBeGreaterThanOrEqual(3);
  });
});

test.describe('toasts (spec 9)', () => {
  for (const [width, x, y] of [
    [1280, 'right', 'bottom'],
    [390, 'center', 'top'],
  ] as const) {
    test(`at ${width} px wide they sit ${y} ${x}`, async ({ newContext }) => {
      const context = await newContext({ width, height: 800 });
      const page = await context.newPage();
      await open(page, `${APP}/phone-login`, msg('ui.phone.title'));
      await field(page, msg('ui.phone.number')).fill('+1 202 555 0143');
      await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
      const toaster = page.locator('[data-sonner-toaster]');
      await expect(toaster.locator('[data-sonner-toast]').first()).toBeVisible();
      await expect(toaster).toHaveAttribute('data-x-position', x);
      await expect(toaster).toHaveAttribute('data-y-position', y);
      await expect.poll(() => toaster.evaluate((el) => getComputedStyle(el).getPropertyValue('--width').trim())).toBe('356px');
    });
  }
});

test.describe('accessibility', () => {
  test('axe finds nothing serious or critical on any auth screen of any brand, either white-label', async ({ page }) => {
    // The checker itself: a button without a name is a critical violation it must report.
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await page.evaluate(() => document.querySelector('main, body')!.appendChild(document.createElement('button')));
    expect((await seriousA11yViolations(page)).join('\n')).toContain('critical button-name');
    // One page load a white-label; its brands and screens by the app's own navigation (issue 24: 60
    // page loads were a third of this file's time).
    const heading = page.locator('h1').first();
    for (const whiteLabel of whiteLabels) {
      let loaded = false;
      for (const [code, brand] of whiteLabel.config.brands) {
        if (!brand) continue;
        for (const screen of GALLERY_SCREENS) {
          await visitScreen(page, whiteLabel.origin, `${screen}?brand=${code}`, !loaded);
          loaded = true;
          await expect(heading).toBeVisible();
          await expectAccessible(page);
        }
      }
    }
  });

  test('the consent banner is first in the tab order, as it is first on screen (issue 31)', async ({ page }) => {
    await open(page, `${APP}/sign-in?brand=emiot`, welcome('EMIOT'));
    await expect(page.getByText(msg('ui.consent.question'))).toBeVisible();
    await takenOver(page);
    // The first stops of the page's tab order (document order: nothing sets a positive tabindex).
    const stops = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
        .filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0)
        .map((e) => ({ text: (e.textContent ?? '').trim(), positive: e.tabIndex > 0 })),
    );
    expect(stops.slice(0, 2).map((s) => s.text)).toEqual([msg('ui.consent.allow'), msg('ui.consent.deny')]);
    expect(stops.filter((s) => s.positive)).toEqual([]);
    // By keyboard: back from the card's first stop (its language picker, issue 56 item 13) lands in the banner.
    const cardStops = page.locator('.hub-card').locator('a[href], button, input, select, textarea');
    await cardStops.first().focus();
    await expect(cardStops.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: msg('ui.consent.deny') })).toBeFocused();
    // Answered, the way to change it stands after the screen, not above its masthead: after the
    // card in the page and in the tab order, below it on screen.
    await page.getByRole('button', { name: msg('ui.consent.deny') }).click();
    const settings = page.getByRole('button', { name: msg('ui.consent.settings') });
    await expect(settings).toBeVisible();
    const card = page.locator('.hub-card');
    expect(
      await settings.evaluate(
        (b, c) => (c.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        await card.elementHandle(),
      ),
    ).toBe(true);
    expect((await settings.boundingBox())!.y).toBeGreaterThanOrEqual((await card.boundingBox())!.y + (await card.boundingBox())!.height);
  });

  test('the sign-in form works by keyboard alone, with a visible focus ring', async ({ page }) => {
    await open(page, `${APP}/sign-in?brand=emiot`, welcome('EMIOT'));
    await field(page, msg('ui.sign_in.email')).focus();
    await page.keyboard.type(ALICE.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ALICE.password);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/profile/);
  });
});
