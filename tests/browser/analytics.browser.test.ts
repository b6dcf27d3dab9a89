/**
 * Analytics consent (spec 4, 9) with real posthog-js requests to the local API's capture
 * endpoint. It empties and reads the capture store as a whole, so it runs with the stack-wide
 * files (playwright.config.ts), never beside another test.
 */
import { test, expect } from './support/fixtures';
import { ALICE, APP, fillSignIn, open, welcome } from './support/hub-page';
import { apiFetch } from '../stack/helpers';
import { msg } from '../support/messages';
import { API } from '../support/local-stack';

test.describe('analytics consent (spec 4, 9)', () => {
  const captured = async (): Promise<string> => JSON.stringify((await apiFetch('/capture.json')).body);

  test('pending or denied: nothing reaches the capture endpoint; granted: the logout event arrives without credentials', async ({
    page,
  }) => {
    await apiFetch('/capture', { method: 'DELETE' });
    const posthogRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/(e|capture|i\/v0\/e|flags|decide)\b/.test(new URL(r.url()).pathname) && r.url().startsWith(API)) posthogRequests.push(r.url());
    });
    // Pending: sign in with a link that carries credentials, then log out.
    await open(page, `${APP}/sign-in?brand=plexus&oobCode=SECRETCODE`, welcome('PLEXUS'));
    await expect(page.getByText(msg('ui.consent.question'))).toBeVisible();
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/\/dashboard\/profile/);
    await page.goto(`${APP}/logout?brand=plexus`);
    await page.waitForURL(/\/sign-in/);
    // Denied.
    await page.getByRole('button', { name: msg('ui.consent.deny') }).click();
    await fillSignIn(page, ALICE.email, 'wrong-password');
    await expect(page.getByText(msg('auth.wrong_password'))).toBeVisible();
    expect(posthogRequests).toEqual([]);
    expect(await captured()).toBe('[]');

    // Granted (changed later from the settings button).
    await page.getByRole('button', { name: msg('ui.consent.settings') }).click();
    await page.getByRole('button', { name: msg('ui.consent.allow') }).click();
    await page.goto(`${APP}/sign-in?brand=plexus&oobCode=SECRETCODE&customToken=SECRETTOKEN`);
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/\/dashboard\/profile/);
    await page.goto(`${APP}/logout?brand=plexus`);
    await page.waitForURL(/\/sign-in/);
    await expect.poll(captured).toContain('logout');
    const body = await captured();
    expect(body).not.toContain('SECRETCODE');
    expect(body).not.toContain('SECRETTOKEN');
    const stored = await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('ph_')) && document.cookie.includes('ph_'));
    expect(stored).toBe(true);
  });
});
