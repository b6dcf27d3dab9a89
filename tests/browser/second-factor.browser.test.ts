/**
 * Issue 26: an SMS second factor, in Chromium against the Auth Emulator. Enrolled on the Second factor
 * page, then asked for by the next password sign-in, which goes on to the brand app as before.
 */
import { test, expect } from './support/fixtures';
import { expectConfirmedInPlace } from './support/confirmation';
import { wrongCodeFailsInView } from './support/code-failure';
import type { Page } from '@playwright/test';
import { APP, FVS_APP, field, fillSignIn, navigateInApp, welcome } from './support/hub-page';
import { brandName } from '../support/brand-docs';
import {
  accountWithSecondFactor,
  freshPhone,
  googleAccountWithSecondFactor,
  namedUser,
  signInWithSecondFactor,
  startSignedIn,
} from './support/accounts';
import { apiFetch, apiPost, bearer, identity, latestEmailTo, signInWithPassword } from '../stack/helpers';
import { smsCodeFor, smsCodesFor } from './support/session';
import { expectAccessible } from './support/a11y';
import { enrolOnPage, removeOnPage } from './support/second-factor-page';
import { adminAuth } from '../../server/admin';
import { standInForGapi } from './support/google';
import { msg, startingWith } from '../support/messages';
import { ELUMEN_APP, ELUMEN_MOBILE_APP, PLEXUS_APP } from '../support/local-stack';
import { displayPhone } from '../../src/domain/phone-display';

/** On the code step (an account's only factor is sent its code at once): type the code the emulator sent to e164 and verify it. */
async function passSecondFactor(page: Page, e164: string): Promise<void> {
  await expect(page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') })).toBeVisible();
  await field(page, msg('ui.phone.code')).fill(await smsCodeFor(e164));
  await page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') }).click();
}

/**
 * Signs out, then signs in with the password on the way to Plexus at `redirectPath`, both by the
 * app's own navigation (no page load: issue 24).
 */
async function signOutThenSignInToPlexus(page: Page, email: string, redirectPath: string): Promise<void> {
  await navigateInApp(page, '/logout');
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await navigateInApp(page, `/sign-in?brand=plexus&redirectPath=${redirectPath}`);
  await expect(page.getByRole('heading', { name: welcome('PLEXUS') })).toBeVisible();
  await fillSignIn(page, email, 'Password1!');
}

test('enrol a phone as second factor; the next password sign-in asks for its code, then hands over to the brand app', async ({ page }) => {
  const person = await namedUser('second-factor');
  await adminAuth().updateUser(person.localId, { emailVerified: true }); // second factors need a verified email
  const phone = freshPhone();

  // Enrol on the Second factor page.
  await startSignedIn(page, person, '/dashboard/second-factor');
  await expect(page.getByText(msg('ui.mfa.none'))).toBeVisible();
  await expectAccessible(page);
  await enrolOnPage(page, phone);
  await expectConfirmedInPlace(page, 'toast.mfa_added', page.getByRole('dialog').getByText(msg('ui.mfa.sign_out_others_intro')));
  // Every change offers to sign out of all devices (issue 53 item 6); not now.
  await page.getByRole('button', { name: msg('ui.mfa.not_now') }).click();
  await expect(page.getByText(msg('ui.mfa.factor', { phone: displayPhone(phone.e164) }))).toBeVisible();
  // Issue 56 item 8: the dialog closed and its opener is gone: the page's heading has the focus.
  const heading = page.getByRole('heading', { name: msg('ui.mfa.section'), level: 1 });
  await expect(heading).toBeFocused();
  expect(
    (await adminAuth().getUser(person.localId)).multiFactor?.enrolledFactors.map((f) => (f as { phoneNumber?: string }).phoneNumber),
  ).toEqual([phone.e164]);

  // Sign out, then sign in with the password on the way to Plexus: the code step follows.
  await signOutThenSignInToPlexus(page, person.email, '/projects/7');
  await expect(page.getByRole('heading', { name: msg('ui.mfa.sign_in_title') })).toBeVisible();
  // Issue 56 item 11: the only factor is sent its code at once, no choice to click through.
  await expect(page.getByRole('button', { name: msg('ui.mfa.send_code') })).toHaveCount(0);
  await expect(page.getByText(startingWith(msg('ui.phone.code_sent', { phone: '' }).replace(/\.$/, '')))).toBeVisible();
  await expectAccessible(page);
  // Send a new code waits out the cooldown that began with the first.
  await expect(page.getByRole('button', { name: startingWith(msg('ui.mfa.resend_code')) })).toBeDisabled();

  // A wrong code says why and keeps what was typed; on a phone too, the failure is in view and
  // takes the focus, as sign-in's does (issue 31: every flow, every width).
  const right = await wrongCodeFailsInView(page, phone.e164, msg('ui.mfa.verify_sign_in'));

  const handOver = page.waitForRequest(startingWith(`${PLEXUS_APP}/login?`));
  await field(page, msg('ui.phone.code')).fill(right);
  await page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') }).click();
  const url = new URL((await handOver).url());
  expect(url.searchParams.get('email')).toBe(person.email);
  expect(url.searchParams.get('redirectPath')).toBe('/projects/7');
  await expect(page.getByTestId('signed-in-email')).toHaveText(person.email);

  // Remove it (asked first): the next sign-in has no code step.
  await page.goto(`${APP}/dashboard/second-factor`);
  const row = page.getByRole('listitem').filter({ hasText: msg('ui.mfa.factor', { phone: displayPhone(phone.e164) }) });
  await row.getByRole('button', { name: msg('ui.mfa.remove') }).click();
  const dialog = page.getByRole('dialog', { name: msg('ui.mfa.remove_title') });
  await expect(dialog.getByText(msg('ui.mfa.remove_confirm', { phone: displayPhone(phone.e164) }))).toBeVisible();
  // Cancel has the focus: Enter on a dialog opened by mistake removes nothing.
  await expect(dialog.getByRole('button', { name: msg('ui.dashboard.cancel') })).toBeFocused();
  // Issue 56 item 11: Remove is drawn as the destructive action it is, not as the primary button.
  await expect(dialog.getByRole('button', { name: msg('ui.mfa.remove') })).toHaveClass(/hub-button--danger/);
  await expectAccessible(page);
  // Issue 56 item 8: Escape gives the focus back to the Remove that opened the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: msg('ui.mfa.remove') })).toBeFocused();
  await row.getByRole('button', { name: msg('ui.mfa.remove') }).click();
  await dialog.getByRole('button', { name: msg('ui.mfa.remove') }).click();
  await expectConfirmedInPlace(page, 'toast.mfa_removed', page.getByRole('dialog').getByText(msg('ui.mfa.sign_out_others_intro')));
  await page.getByRole('button', { name: msg('ui.mfa.not_now') }).click();
  await expect(page.getByText(msg('ui.mfa.none'))).toBeVisible();
  // The Remove the dialog came from went with the factor: the heading has the focus.
  await expect(page.getByRole('heading', { name: msg('ui.mfa.section'), level: 1 })).toBeFocused();
  expect((await adminAuth().getUser(person.localId)).multiFactor?.enrolledFactors ?? []).toEqual([]);
  await signOutThenSignInToPlexus(page, person.email, '/projects/8');
  await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
});

test('a factor another tab removed, removed again from this page left open: gone, no error, in the history once (issue 55)', async ({
  page,
  context,
}) => {
  const phone = freshPhone();
  const person = await accountWithSecondFactor('second-factor-two-tabs', phone.e164);
  await startSignedIn(page, { ...person, ...(await signInWithSecondFactor(person.email, phone.e164)) }, '/dashboard/second-factor');
  const factor = page.getByText(msg('ui.mfa.factor', { phone: displayPhone(phone.e164) }));
  await expect(factor).toBeVisible();

  // Another tab of the same browser (same session) removes it.
  const other = await context.newPage();
  await other.goto(`${APP}/dashboard/second-factor`);
  const reportOf = (tab: Page) =>
    tab.waitForResponse((r) => r.url().endsWith('/api/v1/me/securityEvents') && r.request().method() === 'POST');
  const reportedThere = reportOf(other);
  await removeOnPage(other, phone.e164);
  await expect(other.getByText(msg('toast.mfa_removed'))).toBeVisible();
  expect((await adminAuth().getUser(person.localId)).multiFactor?.enrolledFactors ?? []).toEqual([]);

  // This page still lists it; removing it is what the person asked for, done already.
  await expect(factor).toBeVisible();
  const reportedHere = reportOf(page);
  await removeOnPage(page, phone.e164);
  await expect(page.getByText(msg('toast.mfa_removed'))).toBeVisible();
  await page.getByRole('button', { name: msg('ui.mfa.not_now') }).click();
  await expect(page.getByText(msg('ui.mfa.none'))).toBeVisible();
  await expect(factor).toHaveCount(0);

  // Both tabs reported the removal; the API recorded it once.
  await Promise.all([reportedThere, reportedHere]);
  const session = await signInWithPassword(person.email);
  const { events } = (
    await apiFetch<{ events: Array<{ kind: string }> }>('/api/v1/me/securityEvents', { headers: bearer(session.idToken) })
  ).body;
  expect(events.filter((e) => e.kind === 'secondFactorRemoved')).toHaveLength(1);
});

test('a factor another tab removed: once this tab reads the factors afresh, a brand that requires one asks for it again, without a reload (issue 55)', async ({
  page,
  context,
}) => {
  const phone = freshPhone();
  const person = await accountWithSecondFactor('second-factor-stale-facts', phone.e164);
  // This tab works for Elumen mobile, which requires a second factor: the person has one, so its pages are open.
  await startSignedIn(
    page,
    { ...person, ...(await signInWithSecondFactor(person.email, phone.e164)) },
    '/dashboard/profile?brand=ELUMEN_MOBILE',
  );
  await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();

  // Another tab of the same browser (same session), for a brand that does not require one, removes it.
  const other = await context.newPage();
  await other.goto(`${APP}/dashboard/second-factor?brand=plexus`);
  await removeOnPage(other, phone.e164);
  await expect(other.getByText(msg('toast.mfa_removed'))).toBeVisible();

  // This tab's Second factor page reads the factors from the identity service: none. What the flows
  // know of the person follows, so the brand's rule asks for a factor before anything else.
  await page
    .getByRole('navigation', { name: msg('ui.dashboard.title') })
    .getByRole('link', { name: msg('ui.nav.second_factor') })
    .click();
  await expect(page.getByRole('heading', { name: msg('ui.mfa.required_title') })).toBeVisible();
  await expect(page.getByText(msg('ui.mfa.required_intro', { brand: brandName('ELUMEN_MOBILE') }))).toBeVisible();
  // And on every page it guards, reached in the app as a person goes (no page load).
  await navigateInApp(page, '/dashboard/profile?brand=ELUMEN_MOBILE');
  await expect(page.getByRole('heading', { name: msg('ui.mfa.required_title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toHaveCount(0);
});

test('an invalid number on the Second factor page is said at the field, which is marked invalid and has the focus (issue 56)', async ({
  page,
}) => {
  const person = await namedUser('second-factor-invalid');
  await adminAuth().updateUser(person.localId, { emailVerified: true });
  await startSignedIn(page, person, '/dashboard/second-factor');
  await expect(page.getByText(msg('ui.mfa.none'))).toBeVisible();
  await field(page, msg('ui.phone.number')).fill('+1 202 555 0143');
  await page.getByRole('button', { name: msg('ui.mfa.add') }).click();
  // As phone sign-in and onboarding say it: under the field, aria-invalid, focused (the toast may come too).
  await expect(page.locator('#root_phone__error')).toHaveText(msg('hub.phone_invalid'));
  await expect(field(page, msg('ui.phone.number'))).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, msg('ui.phone.number'))).toBeFocused();
  await expectAccessible(page);
});

test('an account with two second factors: the code step offers both, and the code goes to the one chosen (issue 26)', async ({ page }) => {
  const [first, second] = [freshPhone(), freshPhone()];
  const person = await accountWithSecondFactor('second-factor-two', first.e164, second.e164);
  await page.goto(`${APP}/sign-in?brand=plexus&redirectPath=/projects/2`);
  await fillSignIn(page, person.email, 'Password1!');
  const choice = page.getByRole('group', { name: msg('ui.mfa.choose') });
  await expect(choice).toBeVisible();
  const options = choice.getByRole('radio');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toBeChecked();
  await expectAccessible(page);
  // By keyboard, as a person would: the arrow moves the choice to the second number.
  await options.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toBeChecked();
  const [firstBefore, secondBefore] = [(await smsCodesFor(first.e164)).length, (await smsCodesFor(second.e164)).length];
  await page.getByRole('button', { name: msg('ui.mfa.send_code') }).click();
  await expect(page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') })).toBeVisible();
  await expect.poll(async () => (await smsCodesFor(second.e164)).length).toBe(secondBefore + 1);
  expect((await smsCodesFor(first.e164)).length).toBe(firstBefore);
  await field(page, msg('ui.phone.code')).fill(await smsCodeFor(second.e164));
  await page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') }).click();
  await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
  expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/projects/2');
});

for (const path of ['/login', '/email-action']) {
  test(`an email link (${path}) of an account with a second factor goes on to the code step, then hands over`, async ({ page }) => {
    const phone = freshPhone();
    const person = await accountWithSecondFactor('second-factor-link', phone.e164);
    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: person.email, brand: 'PLEXUS', redirectPath: '/l' });
    const link = new URL((await latestEmailTo(person.email)).link);
    link.pathname = path; // the API's links open /login; Firebase's own open /email-action?mode=signIn
    await page.goto(link.href);
    await expect(page.getByRole('heading', { name: msg('ui.mfa.sign_in_title') })).toBeVisible();
    await passSecondFactor(page, phone.e164);
    await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
    await expect(page.getByTestId('signed-in-email')).toHaveText(person.email);
  });
}

test('a brand that requires a second factor (Elumen mobile) asks for one in onboarding before the hand-over', async ({ page }) => {
  const person = await namedUser('second-factor-required');
  await adminAuth().updateUser(person.localId, { emailVerified: true });
  const phone = freshPhone();
  await startSignedIn(page, person, '/redirect?brand=ELUMEN_MOBILE&redirectPath=/m');
  await expect(page.getByRole('heading', { name: msg('ui.mfa.required_title') })).toBeVisible();
  await expect(page.getByText(msg('ui.mfa.required_intro', { brand: brandName('ELUMEN_MOBILE') }))).toBeVisible();
  // A verified person is asked for the phone alone: nothing about verifying (issue 56 item 5).
  await expect(page.getByText(/verified first/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: msg('ui.profile.verify_email') })).toHaveCount(0);
  await expectAccessible(page);
  await field(page, msg('ui.phone.number')).fill(phone.local);
  await page.getByRole('button', { name: msg('ui.mfa.add') }).click();
  await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeVisible();
  const handOver = page.waitForRequest(startingWith(`${ELUMEN_MOBILE_APP}/handleLogin?`));
  await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
  await page.getByRole('button', { name: msg('ui.mfa.verify_code') }).click();
  expect(new URL((await handOver).url()).searchParams.get('redirectPath')).toBe('/m');
  // The session the enrolment leaves shows the factor: the API minted, and the app took, its credentials (issue 53).
  await expect(page.getByTestId('signed-in-email')).toHaveText(person.email);
  expect((await adminAuth().getUser(person.localId)).multiFactor?.enrolledFactors).toHaveLength(1);
  // Another brand of the same white-label (optional) asks nothing of a person without a factor.
  const other = await namedUser('second-factor-optional');
  await startSignedIn(page, other, '/redirect?brand=ELUMEN&redirectPath=/e');
  await page.waitForURL(startingWith(`${ELUMEN_APP}/`));
});

test('a required second factor asks a person whose email is not verified one thing at a time: verify the email, then add the phone (issue 56 item 5)', async ({
  page,
}) => {
  const person = await namedUser('second-factor-unverified');
  await startSignedIn(page, person, '/redirect?brand=ELUMEN_MOBILE&redirectPath=/m');
  await expect(page.getByRole('heading', { name: msg('ui.mfa.required_title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: msg('ui.mfa.step_verify_email') })).toBeVisible();
  await expect(page.getByText(msg('ui.mfa.verify_email_step', { userEmail: person.email }))).toBeVisible();
  await expect(page.getByRole('button', { name: msg('ui.profile.verify_email') })).toBeVisible();
  // Step 2 is drawn locked: no phone field to fill in before the email can carry a factor.
  await expect(page.getByRole('heading', { name: msg('ui.mfa.step_add_phone') })).toBeVisible();
  await expect(page.getByText(msg('ui.mfa.step_locked'))).toBeVisible();
  await expect(field(page, msg('ui.phone.number'))).toHaveCount(0);
  await expectAccessible(page);
  // Verify email sends the link; checking before opening it says so, in place.
  await page.getByRole('button', { name: msg('ui.profile.verify_email') }).click();
  await expect(page.getByText(msg('toast.verification_sent')).first()).toBeVisible();
  await page.getByRole('button', { name: msg('ui.mfa.recheck_email') }).click();
  await expect(page.getByText(msg('hub.email_not_verified_yet'))).toBeVisible();
  // Opened (elsewhere): the check finds it, and the phone step opens with nothing of step 1 left.
  await adminAuth().updateUser(person.localId, { emailVerified: true });
  await page.getByRole('button', { name: msg('ui.mfa.recheck_email') }).click();
  await expect(field(page, msg('ui.phone.number'))).toBeVisible();
  await expect(page.getByRole('button', { name: msg('ui.profile.verify_email') })).toHaveCount(0);
  await expect(page.getByText(msg('ui.mfa.step_locked'))).toHaveCount(0);
  await expect(page.getByText(msg('ui.mfa.required_intro', { brand: brandName('ELUMEN_MOBILE') }))).toBeVisible();
});

test('a white-label with second factors off (FVS) offers no Second factor page', async ({ page }) => {
  const person = await namedUser('second-factor-off');
  await startSignedIn(page, person, '/dashboard/second-factor', FVS_APP);
  await page.waitForURL((url) => url.pathname === '/dashboard/profile');
  const nav = page.getByRole('navigation', { name: msg('ui.dashboard.title') });
  await expect(nav.getByRole('link', { name: msg('ui.nav.security') })).toBeVisible();
  await expect(nav.getByRole('link', { name: msg('ui.nav.second_factor') })).toHaveCount(0);
  // Under WBS (optional) the page is there (another origin: signed in there of its own).
  await startSignedIn(page, person, '/dashboard/second-factor');
  await expect(page.getByRole('heading', { name: msg('ui.mfa.section') })).toBeVisible();
});

test('changing the password of an account with a second factor confirms the factor, then sets the new password', async ({ page }) => {
  const phone = freshPhone();
  const person = await accountWithSecondFactor('second-factor-password', phone.e164);
  await startSignedIn(page, person, '/dashboard/password');
  await field(page, msg('ui.password.old')).fill('Password1!');
  await field(page, msg('ui.password.new')).fill('Changed123');
  await field(page, msg('ui.password.confirm')).fill('Changed123');
  await page.getByRole('button', { name: msg('ui.password.save') }).click();
  await expect(page.getByRole('heading', { name: msg('ui.mfa.sign_in_title') })).toBeVisible();
  await passSecondFactor(page, phone.e164);
  await expectConfirmedInPlace(
    page,
    'toast.password_changed',
    page.locator('form').filter({ has: page.getByRole('button', { name: msg('ui.password.save') }) }),
  );
  // The new password is the one that works now (the identity service then asks for the second factor).
  const signIn = await identity('signInWithPassword', { email: person.email, password: 'Changed123', returnSecureToken: true });
  expect(signIn.status).toBe(200);
  expect(signIn.body).toHaveProperty('mfaPendingCredential');
  expect((await identity('signInWithPassword', { email: person.email, password: 'Password1!' })).status).toBe(400);
});

test('a Google sign-in of an account with a second factor goes on to the code step, then hands over', async ({ page, context }) => {
  await standInForGapi(context);
  const phone = freshPhone();
  const { email } = await googleAccountWithSecondFactor(phone.e164);
  await page.goto(`${APP}/sign-in?brand=plexus&redirectPath=/g`);
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: msg('ui.sign_in.google') }).click()]);
  await popup.locator('.js-reuse-account', { hasText: email }).click();
  await expect(page.getByRole('heading', { name: msg('ui.mfa.sign_in_title') })).toBeVisible();
  await passSecondFactor(page, phone.e164);
  await page.waitForURL(startingWith(`${PLEXUS_APP}/login?`));
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
});
