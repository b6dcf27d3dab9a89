/**
 * Issue 13.1: with browser storage blocked (privacy settings) or full, the hub still works in
 * memory, says once that the person will need to sign in again next time, and hands over.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from './support/session';
import { storageBlockedContext } from './support/browser';
import { ALICE, APP, field, fillSignIn, open, welcome } from './support/hub-page';
import { msg } from '../support/messages';

const session = useBrowserSession();

/** Signs alice in for Plexus and checks she arrives signed in, having been told once. */
async function signInAndHandOver(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/projects/42`, welcome('PLEXUS'));
  const notice = page.getByText(msg('ui.storage.not_kept'));
  await notice.waitFor({ timeout: 20000 });
  // A failed attempt redraws the screen; the notice is not repeated.
  await fillSignIn(page, ALICE.email, 'not-her-password');
  await page.getByRole('alert').first().waitFor({ timeout: 20000 });
  expect(await field(page, msg('ui.sign_in.email')).inputValue()).toBe(ALICE.email);
  expect(await notice.count()).toBe(1);
  await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
  await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
  await page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
  expect(await page.getByTestId('signed-in-email').textContent()).toBe(ALICE.email);
  expect(await page.getByTestId('redirect-path').textContent()).toBe('/projects/42');
  expect(errors).toEqual([]);
}

describe('browser storage blocked', () => {
  let blocked: Awaited<ReturnType<typeof storageBlockedContext>> | undefined;
  afterEach(async () => {
    await blocked?.dispose();
    blocked = undefined;
  });

  it('"Block all cookies and site data": the hub works in memory, tells once, and hands over', async () => {
    blocked = await storageBlockedContext();
    const page = await blocked.context.newPage();
    // The setting really is in force: the page cannot read localStorage.
    await page.goto(`${APP}/sign-in`);
    expect(await page.evaluate(() => {
      try {
        return typeof window.localStorage.length;
      } catch (e) {
        return (e as Error).name;
      }
    })).toBe('SecurityError');
    await signInAndHandOver(page);
  });
});

describe('browser storage full', () => {
  it('with the origin\'s quota used up, the hub works in memory, tells once, and hands over', async () => {
    await session.context.addInitScript(() => {
      if (location.port !== '5173') return;
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
    });
    const page = session.page;
    await signInAndHandOver(page);
  });
});
