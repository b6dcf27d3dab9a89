/**
 * Issue 10: the multi-step journeys the flow runtime used to break, each in Chromium against
 * the real Auth Emulator and local API: email-link sign-in through /email-action, the sign-in
 * half of verifyEmail, reset-password submit failures, the merge dialog (from Send OTP and
 * from a "different credential" answer), its cooldown, Verify OTP success, and {brand}
 * with no brand chosen.
 */
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import { lookupAccount, smsCodeFor } from './support/session';
import { APP, field, open, openRow, profileEmail } from './support/hub-page';
import { expectAccessible } from './support/a11y';
import { freshPhone, namedUser, phoneAccount, signedInFreshUser } from './support/accounts';
import { apiPost, emulatorOobCodes, identity, latestEmailTo, signUp } from '../stack/helpers';
import { msg, msgPattern, startingWith } from '../support/messages';
import { PLEXUS_APP } from '../support/local-stack';
import { brandName } from '../support/brand-docs';
import { displayPhone } from '../../src/domain/phone-display';

const dialog = (p: Page) => p.getByRole('dialog', { name: msg('ui.merge.title') });

test.describe('email links through /email-action', () => {
  test('mode=signIn signs the person in and hands over like any email-link sign-in', async ({ page }) => {
    const user = await namedUser('ealink');
    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/projects/7' });
    const link = new URL((await latestEmailTo(user.email)).link);
    expect(link.pathname).toBe('/login');
    link.pathname = '/email-action';
    await page.goto(link.href);
    await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
    await expect(page.getByTestId('signed-in-email')).toHaveText(user.email);
    await expect.poll(() => new URL(page.url()).searchParams.get('redirectPath')).toBe('/projects/7');
  });

  test('mode=signIn on another device asks for the email on the same screen, then signs in', async ({ page }) => {
    const user = await namedUser('ealink2');
    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/q' });
    const link = new URL((await latestEmailTo(user.email)).link);
    link.pathname = '/email-action';
    link.searchParams.delete('email');
    await page.goto(link.href);
    await expect(page.getByText(msg('ui.login.confirm_title')).first()).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/email-action');
    await field(page, msg('ui.sign_in.email')).fill(user.email);
    await page.getByRole('button', { name: msg('ui.login.submit') }).click();
    await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
    await expect(page.getByTestId('signed-in-email')).toHaveText(user.email);
  });

  test('verifyEmail with a sign-in code verifies the address and signs the person in', async ({ page }) => {
    const user = await namedUser('verifysignin');
    await apiPost('/public/api/v1/auth/sendVerificationEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/x' });
    const verify = new URL((await latestEmailTo(user.email)).link);
    expect((await identity('sendOobCode', { requestType: 'EMAIL_SIGNIN', email: user.email, continueUrl: `${APP}/login` })).status).toBe(
      200,
    );
    const signInCode = (await emulatorOobCodes()).filter((c) => c.requestType === 'EMAIL_SIGNIN' && c.email === user.email).at(-1);
    expect(signInCode).toBeDefined();
    verify.searchParams.set('verificationCode', signInCode!.oobCode);
    verify.searchParams.set('email', user.email);
    await page.goto(verify.href);
    await expect(page.getByText(msg('ui.action.email_verified'))).toBeVisible();
    expect((await lookupAccount(user.idToken)).emailVerified).toBe(true);
    await page.getByRole('link', { name: msg('ui.action.continue') }).click();
    // Signed in: the profile shows this account instead of sending the person to sign-in.
    await expect(profileEmail(page)).toHaveText(user.email);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/profile');
  });
});

test.describe('reset password submit failures go to forgot-password, said once', () => {
  async function onResetForm(page: Page, prefix: string): Promise<{ link: URL }> {
    const user = await signUp(prefix);
    await apiPost('/public/api/v1/auth/sendPasswordResetEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/r' });
    const link = new URL((await latestEmailTo(user.email)).link);
    await page.goto(link.href);
    await expect(page.getByText(msg('ui.action.reset_for', { email: user.email }))).toBeVisible();
    await field(page, msg('ui.reset.password')).fill('BrandNew123');
    await field(page, msg('ui.reset.confirm')).fill('BrandNew123');
    return { link };
  }

  test('a link used up meanwhile: "Link invalid, please try resetting your password again."', async ({ page }) => {
    const { link } = await onResetForm(page, 'resetused');
    expect((await identity('resetPassword', { oobCode: link.searchParams.get('oobCode'), newPassword: 'Elsewhere123' })).status).toBe(200);
    await page.getByRole('button', { name: msg('ui.action.reset_submit') }).click();
    await page.waitForURL(/\/forgot-password\?/);
    const notice = page.getByText(msg('screen.reset_link_invalid'));
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(1);
    await expect(field(page, msg('ui.sign_in.email'))).toBeVisible();
  });

  test('any other failure: "Failed to reset password, please try again."', async ({ page }) => {
    await onResetForm(page, 'resetfail');
    await page.route('**/accounts:resetPassword*', (r) => r.abort('connectionrefused'));
    await page.getByRole('button', { name: msg('ui.action.reset_submit') }).click();
    await page.waitForURL(/\/forgot-password\?/);
    const notice = page.getByText(msg('screen.reset_failed'));
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(1);
  });
});

test.describe('{brand} in messages (spec 8)', () => {
  test("{brand} is the white-label's default brand when none is chosen", async ({ page }) => {
    await open(page, `${APP}/forgot-password`, msg('ui.forgot.title'));
    await page.route('**/sendPasswordResetEmail', (r) => r.fulfill({ status: 503, body: '' }));
    await field(page, msg('ui.sign_in.email')).fill('someone@example.com');
    await page.getByRole('button', { name: msg('ui.forgot.submit') }).click();
    await expect(page.getByText(msg('screen.reset_email_failed', { brand: brandName('WBS') }))).toBeVisible();
  });
});

test.describe('profile phone and the merge dialog', () => {
  test('the photo row saves a photo URL, keeping the name (spec 3 profile: name, photoURL)', async ({ page }) => {
    const me = await signedInFreshUser(page, 'photo', 'Pat Person');
    await openRow(page, 'photo');
    await field(page, msg('ui.profile.photo_url')).fill('not a url');
    await page.getByRole('button', { name: msg('ui.profile.save_photo') }).click();
    await expect(page.getByText(msg('form.photo_url_invalid')).first()).toBeVisible();
    await field(page, msg('ui.profile.photo_url')).fill('https://example.com/pat.png');
    await page.getByRole('button', { name: msg('ui.profile.save_photo') }).click();
    await expect(page.getByText(msg('toast.profile_saved'))).toBeVisible();
    expect((await lookupAccount(me.idToken)) as { photoUrl?: string }).toMatchObject({
      photoUrl: 'https://example.com/pat.png',
      displayName: 'Pat Person',
    });
    // Not a source img-src allows (issue 32): the initials stand in, and the page asks for nothing the CSP blocks.
    await expect(page.getByTestId('avatar-initials')).toHaveText('PP');
    await expect(page.locator('img.hub-avatar')).toHaveCount(0);
  });

  test('a number of another account opens a modal dialog naming that number; Escape closes it; Send code waits 60 s', async ({ page }) => {
    await signedInFreshUser(page, 'mergedlg', 'Pat Person');
    const other = freshPhone();
    await phoneAccount(other.e164);
    await openRow(page, 'phone');
    await field(page, msg('ui.phone.number')).fill(other.local);
    await page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText(msg('ui.merge.intro', { phone: displayPhone(other.e164) }), { exact: false })).toBeVisible();
    // Modal: focus is inside the dialog, the page behind does not take clicks.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await expectAccessible(page);
    // No cooldown on Send OTP: no code was sent.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    // Issue 56 item 8: the dialog was opened by a step, not a control that is still there: the heading has the focus.
    await expect(page.getByRole('heading', { name: msg('ui.profile.title'), level: 1 })).toBeFocused();
    await expect(page.getByRole('button', { name: msg('ui.profile.send_otp'), exact: true })).toBeEnabled();

    await page.getByRole('button', { name: msg('ui.profile.send_otp'), exact: true }).click();
    await dialog(page)
      .getByRole('button', { name: msg('ui.merge.send_code') })
      .click();
    await expect(dialog(page).getByText(msg('ui.phone.code_sent', { phone: displayPhone(other.e164) }))).toBeVisible();
    await dialog(page)
      .getByRole('button', { name: msg('ui.merge.back') })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: msg('ui.profile.send_otp'), exact: true }).click();
    const wait = dialog(page).getByRole('button', {
      name: msgPattern('ui.cooldown.wait', { label: msg('ui.merge.send_code'), seconds: /\d+/ }, 'whole'),
    });
    await expect(wait).toBeVisible();
    await expect(wait).toBeDisabled();
  });

  test('"different credential" on Verify OTP opens the merge for that number, and the merge completes', async ({ page }) => {
    const me = await signedInFreshUser(page, 'diffcred', 'Pat Person');
    const phone = freshPhone();
    await openRow(page, 'phone');
    await field(page, msg('ui.phone.number')).fill(phone.local);
    await page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeVisible();
    const code = await smsCodeFor(phone.e164);
    // Meanwhile the number becomes another account's.
    const otherToken = await phoneAccount(phone.e164);
    await field(page, msg('ui.phone.code')).fill(code);
    await page.getByRole('button', { name: msg('ui.profile.verify_otp') }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText(msg('ui.merge.intro', { phone: displayPhone(phone.e164) }), { exact: false })).toBeVisible();
    await dialog(page)
      .getByRole('button', { name: msg('ui.merge.send_code') })
      .click();
    await expect(dialog(page).getByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeVisible();
    await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
    await dialog(page)
      .getByRole('button', { name: msg('ui.merge.verify_code') })
      .click();
    const merged = page.getByRole('dialog', { name: msg('ui.merge.done_title') });
    await expect(merged.getByText(msg('ui.merge.done', { phone: displayPhone(phone.e164) }))).toBeVisible();
    expect((await lookupAccount(me.idToken)).phoneNumber).toBe(phone.e164);
    expect((await identity('lookup', { idToken: otherToken })).body.users ?? []).toEqual([]);
  });
});
