/**
 * Issue 53 item 6 (probe M4, M6): adding or removing an SMS second factor asks for a recent sign-in
 * through the hub's re-authentication step (spec 8: toast, sign out, sign in again, back here),
 * then offers to sign out every device; enrolling on an account that signs in by phone says first
 * that phone sign-in stops. A session is made old by moving its token's auth_time back
 * (support/accounts.ts withOldSignIn): the Auth Emulator never answers requires-recent-login itself.
 */
import { test, expect } from './support/fixtures';
import { expectConfirmedInPlace } from './support/confirmation';
import type { Page } from '@playwright/test';
import { APP, field, fillSignIn } from './support/hub-page';
import {
  accountWithSecondFactor,
  freshPhone,
  linkPhone,
  namedUser,
  signInWithSecondFactor,
  startSignedIn,
  withOldSignIn,
} from './support/accounts';
import { identity, untilNextSecond } from '../stack/helpers';
import { smsCodeFor, smsCodesFor } from './support/session';
import { expectAccessible } from './support/a11y';
import { enrolOnPage, removeOnPage } from './support/second-factor-page';
import { adminAuth } from '../../server/admin';
import { msg } from '../support/messages';
import { displayPhone } from '../../src/domain/phone-display';

const SECOND_FACTOR_PAGE = '/dashboard/second-factor';

const enrolledNumbers = async (uid: string): Promise<string[]> =>
  ((await adminAuth().getUser(uid)).multiFactor?.enrolledFactors ?? []).map((f) => (f as { phoneNumber?: string }).phoneNumber ?? '');

/** A verified named account with no second factor (second factors need a verified email). */
async function verifiedUser(prefix: string) {
  const person = await namedUser(prefix);
  await adminAuth().updateUser(person.localId, { emailVerified: true });
  return person;
}

/** The hub's re-authentication step: its toast, then sign-in carrying the way back to the second-factor page. */
async function expectAskedToSignInAgain(page: Page): Promise<void> {
  await expect(page.getByText(msg('auth.reauthenticate'))).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === SECOND_FACTOR_PAGE);
}

/** The offer after a change; "Not now" closes it and shows the page. */
function signOutOffer(page: Page) {
  return page.getByRole('dialog', { name: msg('ui.mfa.sign_out_others_title') });
}

test('removing a factor in an old session asks to sign in again first (password and the factor), then removes it', async ({ page }) => {
  const phone = freshPhone();
  const person = await accountWithSecondFactor('step-up-remove', phone.e164);
  const session = { ...person, ...(await signInWithSecondFactor(person.email, phone.e164)) };
  await startSignedIn(page, withOldSignIn(session), SECOND_FACTOR_PAGE);

  await removeOnPage(page, phone.e164);
  await expectAskedToSignInAgain(page);
  expect(await enrolledNumbers(person.localId)).toEqual([phone.e164]);

  // Signing in again asks for the factor itself, then comes back here.
  await fillSignIn(page, person.email, 'Password1!');
  await expect(page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') })).toBeVisible(); // the only factor's code is sent at once
  await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
  await page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') }).click();
  await page.waitForURL((url) => url.pathname === SECOND_FACTOR_PAGE);

  await removeOnPage(page, phone.e164);
  await expectConfirmedInPlace(page, 'toast.mfa_removed', page.getByRole('dialog').getByText(msg('ui.mfa.sign_out_others_intro')));
  await expect(signOutOffer(page)).toBeVisible();
  expect(await enrolledNumbers(person.localId)).toEqual([]);
});

test('adding a factor in an old session asks to sign in again before any code is sent, then adds it', async ({ page }) => {
  const person = await verifiedUser('step-up-add');
  const phone = freshPhone();
  await startSignedIn(page, withOldSignIn(person), SECOND_FACTOR_PAGE);

  await field(page, msg('ui.phone.number')).fill(phone.local);
  await page.getByRole('button', { name: msg('ui.mfa.add') }).click();
  await expectAskedToSignInAgain(page);
  expect(await smsCodesFor(phone.e164)).toEqual([]);

  await fillSignIn(page, person.email, 'Password1!');
  await page.waitForURL((url) => url.pathname === SECOND_FACTOR_PAGE);
  await enrolOnPage(page, phone);
  await expectConfirmedInPlace(page, 'toast.mfa_added', page.getByRole('dialog').getByText(msg('ui.mfa.sign_out_others_intro')));
  expect(await enrolledNumbers(person.localId)).toEqual([phone.e164]);

  // Not now: the page with its new factor.
  await expect(signOutOffer(page)).toBeVisible();
  await expectAccessible(page);
  await signOutOffer(page)
    .getByRole('button', { name: msg('ui.mfa.not_now') })
    .click();
  await expect(page.getByText(msg('ui.mfa.factor', { phone: displayPhone(phone.e164) }))).toBeVisible();
});

test('after a change the person is offered to sign out every device; accepting ends the session of another browser', async ({
  page,
  newContext,
}) => {
  const phone = freshPhone();
  const person = await accountWithSecondFactor('step-up-everywhere', phone.e164);
  // The other device: a browser of its own, signed in as the same person.
  const other = await (await newContext()).newPage();
  await startSignedIn(other, { ...person, ...(await signInWithSecondFactor(person.email, phone.e164)) }, '/dashboard/profile');
  await expect(other.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();

  await startSignedIn(page, { ...person, ...(await signInWithSecondFactor(person.email, phone.e164)) }, SECOND_FACTOR_PAGE);
  await removeOnPage(page, phone.e164);
  await expectConfirmedInPlace(page, 'toast.mfa_removed', page.getByRole('dialog').getByText(msg('ui.mfa.sign_out_others_intro')));
  await untilNextSecond(); // both sign-ins began in an earlier second than the revocation
  await signOutOffer(page)
    .getByRole('button', { name: msg('ui.security.sign_out_everywhere') })
    .click();
  await page.waitForURL((url) => url.pathname === '/sign-in');

  // The other browser's session is over: its next load goes to sign-in.
  await other.reload();
  await other.waitForURL((url) => url.pathname === '/sign-in');
});

test('enrolling the number the account signs in with by phone says first that phone sign-in stops; nothing is sent until the person goes on', async ({
  page,
}) => {
  const person = await verifiedUser('step-up-phone-login');
  const phone = freshPhone();
  await linkPhone(person.idToken, phone.e164);
  const sentBefore = (await smsCodesFor(phone.e164)).length;
  await startSignedIn(page, person, SECOND_FACTOR_PAGE);

  await field(page, msg('ui.phone.number')).fill(phone.local);
  await page.getByRole('button', { name: msg('ui.mfa.add') }).click();
  const warning = page.getByRole('dialog', { name: msg('ui.mfa.phone_sign_in_title') });
  await expect(warning.getByText(msg('ui.mfa.phone_sign_in_ends', { phone: displayPhone(phone.e164) }))).toBeVisible();
  await expectAccessible(page);
  expect((await smsCodesFor(phone.e164)).length).toBe(sentBefore);

  // Cancel sends nothing; going on sends the code and enrols.
  await warning.getByRole('button', { name: msg('ui.dashboard.cancel') }).click();
  await expect(warning).toHaveCount(0);
  expect((await smsCodesFor(phone.e164)).length).toBe(sentBefore);
  await page.getByRole('button', { name: msg('ui.mfa.add') }).click();
  await warning.getByRole('button', { name: msg('ui.mfa.add_anyway') }).click();
  await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeVisible();
  expect((await smsCodesFor(phone.e164)).length).toBe(sentBefore + 1);
  await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
  await page.getByRole('button', { name: msg('ui.mfa.verify_code') }).click();
  await expectConfirmedInPlace(page, 'toast.mfa_added', page.getByRole('dialog').getByText(msg('ui.mfa.sign_out_others_intro')));
  expect(await enrolledNumbers(person.localId)).toEqual([phone.e164]);
  // What the warning said: the identity service now refuses that number as a first factor.
  const phoneSignIn = await identity('sendVerificationCode', { phoneNumber: phone.e164, recaptchaToken: 'emulator' });
  expect(phoneSignIn.status).toBe(400);
  expect(JSON.stringify(phoneSignIn.body)).toContain('UNSUPPORTED_FIRST_FACTOR');
  await expect(page).toHaveURL(`${APP}${SECOND_FACTOR_PAGE}`);
});
