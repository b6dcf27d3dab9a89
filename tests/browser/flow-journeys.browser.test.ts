/**
 * Issue 10: the multi-step journeys the flow runtime used to break, each in Chromium against
 * the real Auth Emulator and local API: email-link sign-in through /email-action, the sign-in
 * half of verifyEmail, reset-password submit failures, the merge dialog (from Send OTP and
 * from a "different credential" answer), its cooldown, Verify OTP success, and {brand}
 * with no brand chosen.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lookupAccount, smsCodeFor, useBrowserSession } from './support/session';
import { APP, expectAccessible, field, open } from './support/hub-page';
import { freshPhone, namedUser, phoneAccount, signedInFreshUser } from './support/accounts';
import { apiPost, emulatorOobCodes, identity, latestEmailTo, signUp } from '../stack/helpers';
import { msg, msgPattern } from '../support/messages';
import { brandName } from '../support/brand-docs';

const session = useBrowserSession();

const dialog = (p: Page) => p.getByRole('dialog', { name: msg('ui.merge.title') });

describe('email links through /email-action', () => {
  it('mode=signIn signs the person in and hands over like any email-link sign-in', async () => {
    const user = await namedUser('ealink');
    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/projects/7' });
    const link = new URL((await latestEmailTo(user.email)).link);
    expect(link.pathname).toBe('/login');
    link.pathname = '/email-action';
    await session.page.goto(link.href);
    await session.page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await session.page.getByTestId('signed-in-email').textContent()).toBe(user.email);
    expect(new URL(session.page.url()).searchParams.get('redirectPath')).toBe('/projects/7');
  });

  it('mode=signIn on another device asks for the email on the same screen, then signs in', async () => {
    const user = await namedUser('ealink2');
    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/q' });
    const link = new URL((await latestEmailTo(user.email)).link);
    link.pathname = '/email-action';
    link.searchParams.delete('email');
    await session.page.goto(link.href);
    await session.page.getByText(msg('ui.login.confirm_title')).first().waitFor({ timeout: 20000 });
    expect(new URL(session.page.url()).pathname).toBe('/email-action');
    await field(session.page, msg('ui.sign_in.email')).fill(user.email);
    await session.page.getByRole('button', { name: msg('ui.login.submit') }).click();
    await session.page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await session.page.getByTestId('signed-in-email').textContent()).toBe(user.email);
  });

  it('verifyEmail with a sign-in code verifies the address and signs the person in', async () => {
    const user = await namedUser('verifysignin');
    await apiPost('/public/api/v1/auth/sendVerificationEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/x' });
    const verify = new URL((await latestEmailTo(user.email)).link);
    expect((await identity('sendOobCode', { requestType: 'EMAIL_SIGNIN', email: user.email, continueUrl: `${APP}/login` })).status).toBe(200);
    const signInCode = (await emulatorOobCodes()).filter((c) => c.requestType === 'EMAIL_SIGNIN' && c.email === user.email).at(-1);
    expect(signInCode).toBeDefined();
    verify.searchParams.set('verificationCode', signInCode!.oobCode);
    verify.searchParams.set('email', user.email);
    await session.page.goto(verify.href);
    await session.page.getByText(msg('ui.action.email_verified')).waitFor({ timeout: 20000 });
    expect((await lookupAccount(user.idToken)).emailVerified).toBe(true);
    await session.page.getByRole('link', { name: msg('ui.action.continue') }).click();
    // Signed in: the profile shows this account instead of sending the person to sign-in.
    await session.page.getByText(user.email, { exact: true }).waitFor({ timeout: 20000 });
    expect(new URL(session.page.url()).pathname).toBe('/dashboard/profile');
  });
});

describe('reset password submit failures go to forgot-password, said once', () => {
  async function onResetForm(prefix: string): Promise<{ link: URL }> {
    const user = await signUp(prefix);
    await apiPost('/public/api/v1/auth/sendPasswordResetEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/r' });
    const link = new URL((await latestEmailTo(user.email)).link);
    await session.page.goto(link.href);
    await session.page.getByText(msg('ui.action.reset_for', { email: user.email })).waitFor({ timeout: 20000 });
    await field(session.page, msg('ui.reset.password')).fill('BrandNew123');
    await field(session.page, msg('ui.reset.confirm')).fill('BrandNew123');
    return { link };
  }

  it('a link used up meanwhile: "Link invalid, please try resetting your password again."', async () => {
    const { link } = await onResetForm('resetused');
    expect((await identity('resetPassword', { oobCode: link.searchParams.get('oobCode'), newPassword: 'Elsewhere123' })).status).toBe(200);
    await session.page.getByRole('button', { name: msg('ui.action.reset_submit') }).click();
    await session.page.waitForURL(/\/forgot-password\?/, { timeout: 20000 });
    const notice = session.page.getByText(msg('screen.reset_link_invalid'));
    await notice.waitFor({ timeout: 20000 });
    expect(await notice.count()).toBe(1);
    await field(session.page, msg('ui.sign_in.email')).waitFor();
  });

  it('any other failure: "Failed to reset password, please try again."', async () => {
    await onResetForm('resetfail');
    await session.page.route('**/accounts:resetPassword*', (r) => r.abort('connectionrefused'));
    await session.page.getByRole('button', { name: msg('ui.action.reset_submit') }).click();
    await session.page.waitForURL(/\/forgot-password\?/, { timeout: 20000 });
    const notice = session.page.getByText(msg('screen.reset_failed'));
    await notice.waitFor({ timeout: 20000 });
    expect(await notice.count()).toBe(1);
  });
});

describe('{brand} in messages (spec 8)', () => {
  it('{brand} is the white-label\'s default brand when none is chosen', async () => {
    await open(session.page, `${APP}/forgot-password`, msg('ui.forgot.title'));
    await session.page.route('**/sendPasswordResetEmail', (r) => r.fulfill({ status: 503, body: '' }));
    await field(session.page, msg('ui.sign_in.email')).fill('someone@example.com');
    await session.page.getByRole('button', { name: msg('ui.forgot.submit') }).click();
    await session.page.getByText(msg('screen.reset_email_failed', { brand: brandName('WBS') })).waitFor({ timeout: 20000 });
  });
});

describe('profile phone and the merge dialog', () => {
  it('the profile form saves a photo URL with the name (spec 3 profile form: name, photoURL)', async () => {
    const me = await signedInFreshUser(session.page, 'photo', 'Pat Person');
    await field(session.page, msg('ui.profile.photo_url')).fill('not a url');
    await session.page.getByRole('button', { name: msg('ui.profile.save') }).click();
    await session.page.getByText(msg('form.photo_url_invalid')).waitFor({ timeout: 20000 });
    await field(session.page, msg('ui.profile.photo_url')).fill('https://example.com/pat.png');
    await session.page.getByRole('button', { name: msg('ui.profile.save') }).click();
    await session.page.getByText(msg('toast.profile_saved')).waitFor({ timeout: 20000 });
    expect((await lookupAccount(me.idToken)) as { photoUrl?: string }).toMatchObject({ photoUrl: 'https://example.com/pat.png', displayName: 'Pat Person' });
  });

  it('a number of another account opens a modal dialog naming that number; Escape closes it; Send code waits 60 s', async () => {
    await signedInFreshUser(session.page, 'mergedlg', 'Pat Person');
    const other = freshPhone();
    await phoneAccount(other.e164);
    await field(session.page, msg('ui.phone.number')).fill(other.local);
    await session.page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    await dialog(session.page).waitFor({ timeout: 20000 });
    await dialog(session.page).getByText(msg('ui.merge.intro', { phone: other.e164 }), { exact: false }).waitFor();
    // Modal: focus is inside the dialog, the page behind does not take clicks.
    expect(await session.page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await expectAccessible(session.page);
    // No cooldown on Send OTP: no code was sent.
    await session.page.keyboard.press('Escape');
    await dialog(session.page).waitFor({ state: 'detached' });
    await expect.poll(() => session.page.getByRole('button', { name: msg('ui.profile.send_otp'), exact: true }).isEnabled()).toBe(true);

    await session.page.getByRole('button', { name: msg('ui.profile.send_otp'), exact: true }).click();
    await dialog(session.page).getByRole('button', { name: msg('ui.merge.send_code') }).click();
    await dialog(session.page).getByText(msg('ui.phone.code_sent', { phone: other.e164 })).waitFor({ timeout: 30000 });
    await dialog(session.page).getByRole('button', { name: msg('ui.merge.back') }).click();
    await dialog(session.page).waitFor({ state: 'detached' });
    await session.page.getByRole('button', { name: msg('ui.profile.send_otp'), exact: true }).click();
    const wait = dialog(session.page).getByRole('button', { name: msgPattern('ui.cooldown.wait', { label: msg('ui.merge.send_code'), seconds: /\d+/ }, 'whole') });
    await wait.waitFor({ timeout: 20000 });
    expect(await wait.isDisabled()).toBe(true);
  });

  it('"different credential" on Verify OTP opens the merge for that number, and the merge completes', async () => {
    const me = await signedInFreshUser(session.page, 'diffcred', 'Pat Person');
    const phone = freshPhone();
    await field(session.page, msg('ui.phone.number')).fill(phone.local);
    await session.page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    await session.page.getByText(msg('ui.phone.code_sent', { phone: phone.e164 })).waitFor({ timeout: 30000 });
    const code = await smsCodeFor(phone.e164);
    // Meanwhile the number becomes another account's.
    const otherToken = await phoneAccount(phone.e164);
    await field(session.page, msg('ui.phone.code')).fill(code);
    await session.page.getByRole('button', { name: msg('ui.profile.verify_otp') }).click();
    await dialog(session.page).waitFor({ timeout: 20000 });
    await dialog(session.page).getByText(msg('ui.merge.intro', { phone: phone.e164 }), { exact: false }).waitFor();
    await dialog(session.page).getByRole('button', { name: msg('ui.merge.send_code') }).click();
    await dialog(session.page).getByText(msg('ui.phone.code_sent', { phone: phone.e164 })).waitFor({ timeout: 30000 });
    await field(session.page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
    await dialog(session.page).getByRole('button', { name: msg('ui.merge.verify_code') }).click();
    await dialog(session.page).getByText(msg('ui.merge.done', { phone: phone.e164 })).waitFor({ timeout: 30000 });
    expect((await lookupAccount(me.idToken)).phoneNumber).toBe(phone.e164);
    expect((await identity('lookup', { idToken: otherToken })).body.users ?? []).toEqual([]);
  });
});
