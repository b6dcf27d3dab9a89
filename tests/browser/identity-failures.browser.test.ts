/**
 * Spec 8 where the identity service fails in ways the catalogue does not list: codes outside it
 * show the caller's fallback (then a hint), and identity code that cannot be loaded shows
 * "Application is not ready, please try again later".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';
import { ALICE, APP, field, fillSignIn, open, welcome } from './support/hub-page';
import { stack } from '../stack/helpers';
import { msg } from '../support/messages';
import { withHint } from '../../src/errors/normalise-error';

const session = useBrowserSession();

/** Turns the emulator's email enumeration protection on or off (as current Firebase projects have it on). */
async function enumerationProtection(on: boolean): Promise<void> {
  const res = await fetch(`${stack().emulator}/emulator/v1/projects/demo-account-hub/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: on } }),
  });
  expect(res.ok).toBe(true);
}

describe('identity codes outside the catalogue', () => {
  afterEach(async () => {
    await enumerationProtection(false);
  });

  it('with email enumeration protection, a wrong password shows the sign-in fallback, then what to check', async () => {
    await enumerationProtection(true);
    const page = session.page;
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, ALICE.email, 'not-her-password');
    const alert = page.getByRole('alert').filter({ hasText: msg('screen.login_failed') });
    await alert.waitFor({ timeout: 20000 });
    expect((await alert.textContent())?.trim()).toBe(withHint(msg('screen.login_failed'), msg('hint.check_credentials')));
    expect(await page.getByText(msg('auth.wrong_password')).count()).toBe(0);
    expect(await field(page, msg('ui.sign_in.email')).inputValue()).toBe(ALICE.email);
  });

  it('without it, the catalogue answers: an unknown account is named as such', async () => {
    const page = session.page;
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, 'nobody-at-all@example.com', 'Password1!');
    await page.getByText(msg('auth.user_not_found'), { exact: true }).waitFor({ timeout: 20000 });
  });
});

describe('identity code that cannot be loaded', () => {
  it('LOG IN says the application is not ready; once the code arrives, LOG IN works', async () => {
    const page = session.page;
    const identityChunk = /\/assets\/firebase-auth-[^/]*\.js$/;
    await session.context.route(identityChunk, (route) => route.abort('connectionrefused'));
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, ALICE.email, ALICE.password);
    const alert = page.getByRole('alert').filter({ hasText: msg('screen.app_not_ready') });
    await alert.waitFor({ timeout: 20000 });
    expect(await field(page, msg('ui.sign_in.email')).inputValue()).toBe(ALICE.email); // nothing typed is lost
    await expect.poll(() => page.getByRole('button', { name: msg('ui.sign_in.log_in') }).isEnabled()).toBe(true);
    await session.context.unroute(identityChunk);
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    await page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
  });
});
