/**
 * Issue 13.1: with browser storage blocked (privacy settings) or full, the hub still works in
 * memory, says once that the person will need to sign in again next time, and hands over.
 */
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ALICE, APP, field, fillSignIn, open, welcome } from './support/hub-page';
import { msg, startingWith } from '../support/messages';
import { PLEXUS_APP } from '../support/local-stack';
import { STEP_ERROR } from '../support/shown-errors';

/** Signs alice in for Plexus and checks she arrives signed in, having been told once. */
async function signInAndHandOver(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/projects/42`, welcome('PLEXUS'));
  const notice = page.getByText(msg('ui.storage.not_kept'));
  await expect(notice).toBeVisible();
  // A failed attempt redraws the screen; the notice is not repeated.
  await fillSignIn(page, ALICE.email, 'not-her-password');
  await expect(page.locator(STEP_ERROR)).toBeVisible();
  await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(ALICE.email);
  await expect(notice).toHaveCount(1);
  await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
  await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
  await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
  await expect(page.getByTestId('signed-in-email')).toHaveText(ALICE.email);
  await expect(page.getByTestId('redirect-path')).toHaveText('/projects/42');
  expect(errors).toEqual([]);
}

test.describe('browser storage blocked', () => {
  test('"Block all cookies and site data": the hub works in memory, tells once, and hands over', async ({ storageBlockedContext }) => {
    const page = await (await storageBlockedContext()).newPage();
    // The setting really is in force: the page cannot read localStorage.
    await page.goto(`${APP}/sign-in`);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage.length;
        } catch (e) {
          return (e as Error).name;
        }
      }),
    ).toBe('SecurityError');
    await signInAndHandOver(page);
  });
});

test.describe('browser storage full', () => {
  test("with the origin's quota used up, the hub works in memory, tells once, and hands over", async ({ page, context }) => {
    await context.addInitScript((hub) => {
      if (location.origin !== hub) return;
      // Fill what is left of the quota, in ever smaller pieces, so that not even one more key fits.
      for (let size = 1 << 20; size >= 1; size >>= 1) {
        for (let i = 0; ; i++) {
          try {
            localStorage.setItem(`filler-${size}-${i}`, 'x'.repeat(size));
          } catch {
            break;
          }
        }
      }
    }, APP);
    await signInAndHandOver(page);
  });
});
