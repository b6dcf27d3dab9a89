/**
 * Issue 13.4: going offline shows a notice and the buttons say why they wait; coming back online
 * recovers without a reload, with nothing typed lost.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';
import { ALICE, APP, field, open, welcome } from './support/hub-page';
import { msg } from '../support/messages';

const session = useBrowserSession();

describe('offline', () => {
  it('sign-in: the notice shows, LOG IN waits for the connection, and works once it is back', async () => {
    const page = session.page;
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    const logIn = msg('ui.sign_in.log_in');

    await session.context.setOffline(true);
    await page.getByText(msg('ui.offline.notice')).waitFor({ timeout: 10000 });
    const waiting = page.getByRole('button', { name: msg('ui.offline.wait', { label: logIn }) });
    await waiting.waitFor({ timeout: 10000 });
    expect(await waiting.isDisabled()).toBe(true);

    await session.context.setOffline(false);
    await page.getByText(msg('ui.offline.notice')).waitFor({ state: 'detached', timeout: 10000 });
    const button = page.getByRole('button', { name: logIn, exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await field(page, msg('ui.sign_in.email')).inputValue()).toBe(ALICE.email);
    await button.click();
    await page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    // The same page all along: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  });

  it('a hand-over that failed offline: Try again waits for the connection, then completes', async () => {
    const page = session.page;
    await open(page, `${APP}/sign-in?brand=elumen&redirectPath=/reports`, welcome('ELUMEN'));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    // The API goes away as the hand-over starts (the sign-in itself still reaches the emulator).
    await session.context.route(/localhost:8787\/api\/v1\/me\//, async (route) => {
      await session.context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    const tryAgain = msg('ui.redirect.continue');
    const waiting = page.getByRole('button', { name: msg('ui.offline.wait', { label: tryAgain }) });
    await waiting.waitFor({ timeout: 30000 });
    expect(await waiting.isDisabled()).toBe(true);
    expect(await page.getByText(msg('ui.offline.notice')).count()).toBe(1);
    // The failure is named, with what to check.
    expect(await page.getByText(msg('error.server'), { exact: false }).count()).toBe(1);

    await session.context.unroute(/localhost:8787\/api\/v1\/me\//);
    await session.context.setOffline(false);
    const button = page.getByRole('button', { name: tryAgain, exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await page.waitForURL(/^http:\/\/elumen\.localhost:8788\/login\?/, { timeout: 30000 });
  });
});
