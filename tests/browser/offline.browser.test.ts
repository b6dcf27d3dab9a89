/**
 * Issue 13.4: going offline shows a notice and the buttons say why they wait; coming back online
 * recovers without a reload, with nothing typed lost.
 */
import { test, expect } from './support/fixtures';
import { ALICE, APP, field, open, welcome } from './support/hub-page';
import { msg, startingWith } from '../support/messages';
import { API, ELUMEN_APP } from '../support/local-stack';

test.describe('offline', () => {
  test('sign-in: the notice shows, LOG IN waits for the connection, and works once it is back', async ({ page, context }) => {
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    const logIn = msg('ui.sign_in.log_in');

    await context.setOffline(true);
    await expect(page.getByText(msg('ui.offline.notice'))).toBeVisible();
    const waiting = page.getByRole('button', { name: msg('ui.offline.wait', { label: logIn }) });
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeDisabled();

    await context.setOffline(false);
    await expect(page.getByText(msg('ui.offline.notice'))).toHaveCount(0);
    const button = page.getByRole('button', { name: logIn, exact: true });
    await expect(button).toBeEnabled();
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(ALICE.email);
    await button.click();
    await page.waitForURL(/\/dashboard\/profile/);
    // The same page all along: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  });

  test('a hand-over that failed offline: Try again waits for the connection, then completes', async ({ page, context }) => {
    await open(page, `${APP}/sign-in?brand=elumen&redirectPath=/reports`, welcome('ELUMEN'));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    // The API goes away as the hand-over starts (the sign-in itself still reaches the emulator; the
    // hub's own report of the sign-in goes before, and is not what this test takes offline).
    const handOver = new RegExp(`^${API.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/v1/me/(customToken|oobCode)`);
    await context.route(handOver, async (route) => {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    const tryAgain = msg('ui.redirect.continue');
    const waiting = page.getByRole('button', { name: msg('ui.offline.wait', { label: tryAgain }) });
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeDisabled();
    await expect(page.getByText(msg('ui.offline.notice'))).toHaveCount(1);
    // The failure is named, with what to check.
    await expect(page.getByText(msg('error.server'), { exact: false })).toHaveCount(1);

    await context.unroute(handOver);
    await context.setOffline(false);
    const button = page.getByRole('button', { name: tryAgain, exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    await page.waitForURL(startingWith(`${ELUMEN_APP}/login?`));
  });

  test("the connection drops before the hand-over's flow has arrived: the offline wait, not the crash screen, then it goes on", async ({
    page,
    context,
  }) => {
    // The /redirect flow is a chunk of its own (issue 57), every try of it (a retry adds a query).
    const redirectFlow = /\/assets\/redirect-[\w-]+\.js(\?|$)/;
    let signedIn = false;
    let refusedAfterSignIn = () => {};
    const refused = new Promise<void>((resolve) => (refusedAfterSignIn = resolve));
    await context.route(redirectFlow, async (route) => {
      // An idle prefetch before the sign-in fails too, so the chunk is asked for after it.
      if (signedIn) await context.setOffline(true);
      await route.abort('internetdisconnected');
      if (signedIn) refusedAfterSignIn();
    });
    await open(page, `${APP}/sign-in?brand=elumen&redirectPath=/reports`, welcome('ELUMEN'));
    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    signedIn = true;
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    await refused;
    await expect(page.getByText(msg('ui.offline.notice'))).toBeVisible();
    await expect(page.getByText(msg('ui.crash.title'))).toHaveCount(0);

    await context.unroute(redirectFlow);
    await context.setOffline(false);
    await page.waitForURL(startingWith(`${ELUMEN_APP}/login?`));
  });
});
