/**
 * The dark scheme (issue 28): pages follow the system's colour scheme, or the person's pick in the
 * layout (System, Light, Dark; kept on the device), in the brand's dark colours from
 * brands/base.json and brand.json. A pick repaints without a redraw (nothing typed is lost), and a
 * pre-rendered page is dark on its first frame, before any of the app's JavaScript.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { APP, field, FVS_APP, open, openRow, welcome } from './support/hub-page';
import { visitScreen } from './support/screen-visit';
import { expectAccessible } from './support/a11y';
import { signedInFreshUser } from './support/accounts';
import { msg } from '../support/messages';
import { hubConfigFor, projectDocuments } from '../support/project';

const PLEXUS = hubConfigFor('localhost').brands.get('PLEXUS')!;

/** '#0b5c7a' -> 'rgb(11, 92, 122)', as getComputedStyle answers. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** An asset's file name without the build's hash ('/assets/logo-white-CIU3ytVI.svg' -> 'logo-white.svg'). */
const fileOf = (url: string | null | undefined) =>
  (url ?? '')
    .split('/')
    .pop()!
    .replace(/-[\w-]{8}(\.\w+)$/, '$1');

/** The colours a person sees on the sign-in card now, and the logo shown. */
async function painted(page: Page) {
  const seen = await page.evaluate(() => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : null);
    const button = [...document.querySelectorAll('#root button[type=submit]')][0] ?? null;
    return {
      card: style(document.querySelector('.hub-card'))?.backgroundColor,
      text: style(document.body)?.color,
      button: style(button)?.backgroundColor,
      buttonText: style(button)?.color,
      logo: [...document.querySelectorAll<HTMLImageElement>('img.hub-logo')].find((i) => i.offsetParent !== null)?.getAttribute('src'),
    };
  });
  return { ...seen, logo: fileOf(seen.logo) };
}

const darkOf = (brand: typeof PLEXUS) => ({
  card: rgb(brand.darkTheme.surface),
  text: rgb(brand.darkTheme.text),
  button: rgb(brand.darkTheme.primary),
  buttonText: rgb(brand.darkTheme.onPrimary),
  logo: fileOf(brand.darkLogoUrl),
});
const lightOf = (brand: typeof PLEXUS) => ({
  card: rgb(brand.theme.surface),
  text: rgb(brand.theme.text),
  button: rgb(brand.theme.primary),
  buttonText: rgb(brand.theme.onPrimary),
  logo: fileOf(brand.logoUrl),
});

test.describe('dark scheme', () => {
  test("a dark system paints the brand's dark colours, focus ring included; axe finds nothing serious on the auth screens of a brand per white-label", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, `${APP}/sign-in?brand=plexus`, welcome('PLEXUS'));
    expect(PLEXUS.darkLogoUrl).not.toBe(PLEXUS.logoUrl); // the white logo on the dark card
    await expect.poll(() => painted(page)).toEqual(darkOf(PLEXUS));
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
    expect(ring).toBe(rgb(PLEXUS.darkTheme.primary));

    const prerendered = projectDocuments()
      .routes.routes.filter((r) => r.prerender)
      .map((r) => r.path);
    const fvs = hubConfigFor('fvs.localhost');
    const fvsBrand = [...fvs.brands].find(([, b]) => b)![0].toLowerCase();
    for (const [origin, brand] of [
      [APP, 'plexus'],
      [FVS_APP, fvsBrand],
    ] as const) {
      // One page load a white-label; its other auth screens by the app's own navigation (issue 24).
      for (const [i, path] of prerendered.entries()) {
        await visitScreen(page, origin, `${path}?brand=${brand}`, i === 0);
        await expect(page.locator('#root button').first()).toBeEnabled();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toBe('dark');
        await expectAccessible(page);
      }
    }
  });

  test('the account pages, a dialog and a toast are dark too, and axe finds nothing serious there', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signedInFreshUser(page, 'dark', 'Dana Dark');
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    const colours = (selector: string) =>
      page.locator(selector).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    const base = hubConfigFor('localhost').brands.get('WBS')!;
    const dark = [rgb(base.darkTheme.surface), rgb(base.darkTheme.text)];
    expect(await colours('.hub-dashboard__main')).toEqual(dark);
    await expectAccessible(page);
    // The other account pages, reached through the navigation (no reload).
    for (const [nav, title] of [
      ['ui.nav.password', 'ui.password.title'],
      ['ui.nav.applications', 'ui.apps.title'],
    ] as const) {
      await page.getByRole('link', { name: msg(nav), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(title));
      await expectAccessible(page);
    }
    await page.getByRole('link', { name: msg('ui.nav.profile'), exact: true }).click();
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();

    await page.getByRole('button', { name: msg('ui.dashboard.sign_out') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await colours('.hub-dialog[open]')).toEqual(dark);
    await page.keyboard.press('Escape');

    await openRow(page, 'name');
    await field(page, msg('ui.profile.name')).fill('Dana Darker');
    await page.getByRole('button', { name: msg('ui.profile.save') }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: msg('toast.profile_saved') });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(dark);
  });

  test('Dark, Light and System from the layout repaint at once and keep what was typed; the pick is kept on the device', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, `${APP}/sign-in?brand=plexus`, welcome('PLEXUS'));
    const email = field(page, msg('ui.sign_in.email'));
    await email.fill('typed@example.com');
    const picker = page.getByLabel(msg('ui.scheme.label'));
    await expect(picker).toHaveValue('system');
    await expect.poll(() => painted(page)).toEqual(lightOf(PLEXUS));

    await picker.selectOption({ label: msg('ui.scheme.dark') });
    await expect.poll(() => painted(page)).toEqual(darkOf(PLEXUS));
    await expect(email).toHaveValue('typed@example.com');
    await expect(email).toBeVisible();

    // Kept: a new visit is dark on a light system, from its first frame.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect(page.getByLabel(msg('ui.scheme.label'))).toHaveValue('dark');
    await expect.poll(() => painted(page)).toEqual(darkOf(PLEXUS));

    // Light on a dark system, then System follows the system again.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByLabel(msg('ui.scheme.label')).selectOption({ label: msg('ui.scheme.light') });
    await expect.poll(() => painted(page)).toEqual(lightOf(PLEXUS));
    await page.getByLabel(msg('ui.scheme.label')).selectOption({ label: msg('ui.scheme.system') });
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme');
    await expect.poll(() => painted(page)).toEqual(darkOf(PLEXUS));
    expect(await page.evaluate(() => localStorage.getItem('colorScheme'))).toBeNull();
  });

  test('a pre-rendered page is dark on its first frame, before the app runs; a kept Light wins over a dark system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // None of the app's scripts run: only the pre-rendered page and its picker script.
    await page.route('**/assets/*.js', () => undefined);
    await page.goto(`${APP}/sign-in?brand=plexus`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: welcome('PLEXUS') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBeDefined();
    await expect.poll(() => painted(page)).toEqual(darkOf(PLEXUS));

    await page.evaluate(() => localStorage.setItem('colorScheme', 'light'));
    await page.goto(`${APP}/sign-in?brand=plexus`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: welcome('PLEXUS') })).toBeVisible();
    await expect.poll(() => painted(page)).toEqual(lightOf(PLEXUS));
  });
});
