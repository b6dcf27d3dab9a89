/**
 * Visual checks (issue 28): the sign-in screen, the profile and the sign-out dialog of each
 * white-label, at 390 and 1280 px, light and dark, against baselines kept in the repository
 * (tests/browser/visual.browser.test.ts-snapshots/). One page per white-label: the width and
 * scheme change in place, so each state is reached once. After a deliberate change of look,
 * `npx playwright test tests/browser/visual.browser.test.ts --update-snapshots` writes new
 * baselines to review and commit.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { APP, FVS_APP, open, welcome } from './support/hub-page';
import { startSignedIn } from './support/accounts';
import { identity, signInWithPassword, type SignIn } from '../stack/helpers';
import { msg } from '../support/messages';

/** The same named account every run (the stack starts empty each run), so the pictures hold no changing address. */
async function visualUser(email: string): Promise<SignIn> {
  const made = await identity<SignIn>('signUp', { email, password: 'Password1!', returnSecureToken: true });
  const user = made.status === 200 ? made.body : await signInWithPassword(email);
  await identity('update', { idToken: user.idToken, displayName: 'Vera Visual', returnSecureToken: true });
  return user;
}

const WIDTHS = [390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Every width x scheme of the screen as it is now, named `<white-label>-<screen>-<width>-<scheme>.png`. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await expect(page).toHaveScreenshot(`${name}-${width}-${colorScheme}.png`, {
        fullPage: true,
        maxDiffPixelRatio: 0.01,
      });
    }
  }
}

for (const [wl, origin, brand] of [
  ['wbs', APP, 'PLEXUS'],
  ['fvs', FVS_APP, 'EMIOT'],
] as const) {
  test(`${wl}: sign-in, profile and the sign-out dialog, at 390 and 1280 px, light and dark`, async ({ page }) => {
    await open(page, `${origin}/sign-in?brand=${brand.toLowerCase()}`, welcome(brand));
    await page.evaluate(() => document.fonts.ready.then(() => true));
    await shoot(page, `${wl}-sign-in`);

    const user = await visualUser(`vera.visual.${wl}@example.com`);
    await startSignedIn(page, user, `/dashboard/profile?brand=${brand.toLowerCase()}`, origin);
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => true));
    await shoot(page, `${wl}-profile`);

    await page.getByRole('button', { name: msg('ui.dashboard.sign_out') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `${wl}-sign-out-dialog`);
  });
}
