/**
 * Issue 26.4: "Sign out of all devices" on the security page. This browser goes to sign-in and says it
 * was done; another browser signed in as the same person ends at its next use of its token with a
 * prompt that says it was signed out on all devices (the API refuses a revoked token with a code of
 * its own, issue 56 item 10), and spec 4's return path brings the person back.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { namedUser, startSignedIn } from './support/accounts';
import { expectAccessible } from './support/a11y';
import { signInWithPassword, untilNextSecond } from '../stack/helpers';
import { msg } from '../support/messages';
import { brandName } from '../support/brand-docs';

/**
 * One person signed in on two devices: `other`, a browser of its own (own storage) on the
 * applications page, and `page` on the security page.
 */
async function onTwoDevices(page: Page, newContext: () => Promise<BrowserContext>, name: string) {
  const person = await namedUser(name);
  const other = await (await newContext()).newPage();
  await startSignedIn(other, await signInWithPassword(person.email), '/dashboard/applications');
  await expect(other.getByRole('heading', { name: msg('ui.apps.title') })).toBeVisible();
  await startSignedIn(page, person, '/dashboard/security');
  return { person, other };
}

test('Sign out of all devices: this browser confirms it at sign-in, the other browser says why at its next token use', async ({
  page,
  newContext,
}) => {
  const { person, other } = await onTwoDevices(page, newContext, 'everywhere');
  await expect(page.getByRole('heading', { name: msg('ui.security.title'), exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: msg('ui.security.sign_out_everywhere') }).click();
  const dialog = page.getByRole('dialog', { name: msg('ui.security.sign_out_everywhere_title') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await untilNextSecond(); // both sign-ins began in an earlier second than the revocation
  await dialog.getByRole('button', { name: msg('ui.security.sign_out_everywhere') }).click();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await expect(page.getByRole('heading', { name: msg('ui.security.title'), exact: true })).toHaveCount(0);
  // This device confirms it was done (issue 56 item 10).
  await expect(page.getByText(msg('screen.signed_out_everywhere'))).toBeVisible();

  // The other browser still shows its page; its next call with the token ends in the prompt.
  await other
    .locator('.hub-apps')
    .getByRole('link', { name: brandName('PLEXUS') })
    .click();
  // It says why (not the generic "session ended") and keeps the way back (issue 56 item 10).
  await expect(other.getByText(msg('auth.signed_out_everywhere'))).toBeVisible();
  await expect(other.getByText(msg('auth.session_ended'))).toHaveCount(0);
  await other.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === '/redirect?brand=PLEXUS');
  await expect(other.getByText(msg('auth.signed_out_everywhere'))).toBeVisible();
  // Signing in again there works (a new session is not revoked).
  await startSignedIn(page, await signInWithPassword(person.email), '/dashboard/security');
  await expect(page.getByRole('heading', { name: msg('ui.security.title'), exact: true })).toBeVisible();
});

test('Sign out of all devices: another browser that reloads its page says why too, and keeps the way back (issue 56 item 10)', async ({
  page,
  newContext,
}) => {
  const { other } = await onTwoDevices(page, newContext, 'everywhere-reload');
  await page.getByRole('button', { name: msg('ui.security.sign_out_everywhere') }).click();
  const dialog = page.getByRole('dialog', { name: msg('ui.security.sign_out_everywhere_title') });
  await untilNextSecond(); // both sign-ins began in an earlier second than the revocation
  await dialog.getByRole('button', { name: msg('ui.security.sign_out_everywhere') }).click();
  await expect(page.getByText(msg('screen.signed_out_everywhere'))).toBeVisible();

  // The other browser does not call the API: it reloads, and its identity service drops the revoked session.
  await other.reload();
  await other.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === '/dashboard/applications');
  await expect(other.getByText(msg('auth.signed_out_everywhere'))).toBeVisible();
  await expect(other.getByText(msg('auth.session_ended'))).toHaveCount(0);
});
