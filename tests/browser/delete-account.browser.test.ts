// Issue 55 section 1: "Delete my account" as a person does it, against the real emulator and API.
// The WBS journey also proves "every tab and brand app signed in as that person ends up signed
// out": a second tab, another device and the brand app the hub handed over to.
// The journeys cover: a password account on WBS whose sign-in is old (re-authentication first,
// then back), whose deletion the API stops half-way once (the test stack's fault injection,
// server/account-deletion/deletion-faults.ts) and Delete again finishes, signing in again
// afterwards; on each white-label, the public page through a Google sign-in to the deletion page
// of a Google-only account, and a phone-only account confirming by number; an FVS password account
// in German whose password and email changes are emailed (section 3's notices on FVS), deleted by
// its new address, whose sign-in afterwards says the account does not exist.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  apiFetch,
  apiPost,
  emulatorOobCodes,
  identity,
  latestEmailTo,
  signInWithPassword,
  signedInLongAgo,
  uniqueEmail,
  type SignIn,
} from '../stack/helpers';
import { PLEXUS_APP } from '../support/local-stack';
import { freshPhone, namedUser, startSignedIn } from './support/accounts';
import { smsCodeFor } from './support/session';
import { expectAccessible } from './support/a11y';
import { standInForGapi } from './support/google';
import { APP, FVS_APP, field, fillSignIn, open, openRow } from './support/hub-page';
import { localeMsg, msg, type CatalogueKey } from '../support/messages';
import { displayPhone } from '../../src/domain/phone-display';
import { brandName } from '../support/brand-docs';
import type { OutboxEmail } from '../../server/outbox';

const PAGE = '/dashboard/delete-account';

/** Types the confirmation into the page's one field and deletes. */
async function confirmDeletion(page: Page, label: string, typed: string): Promise<void> {
  await field(page, label).fill(typed);
  await page.getByRole('button', { name: msg('ui.delete_account.submit') }).click();
}

const deletionEmailsTo = async (to: string) =>
  (await apiFetch<OutboxEmail[]>('/outbox.json')).body.filter((e) => e.to === to && e.kind === 'accountDeleted');

/** Signs in on the sign-in form as shown in `locale`. */
async function fillSignInIn(page: Page, locale: string, email: string, password: string): Promise<void> {
  await field(page, localeMsg(locale, 'ui.sign_in.email')).fill(email);
  await field(page, localeMsg(locale, 'ui.sign_in.password')).fill(password);
  await page.getByRole('button', { name: localeMsg(locale, 'ui.sign_in.log_in'), exact: true }).click();
}

/** Deleted: signed out, on sign-in, told so. */
async function expectDeleted(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/sign-in' && !url.searchParams.has('internalRedirect'));
  await expect(page.getByText(msg('toast.account_deleted'))).toBeVisible();
  // Ended on purpose: not the prompt of a session that ended under the person.
  await expect(page.getByText(msg('auth.session_ended'))).toHaveCount(0);
}

/** A browser of its own storage, signed in as the person separately, on the applications page. */
async function anotherDevice(newContext: () => Promise<BrowserContext>, email: string): Promise<Page> {
  const device = await (await newContext()).newPage();
  await startSignedIn(device, await signInWithPassword(email), '/dashboard/applications');
  await expect(device.getByRole('heading', { name: msg('ui.apps.title') })).toBeVisible();
  return device;
}

/**
 * Where else the person is signed in before the deletion: `secondTab`, another tab of the same
 * browser on the applications page; `brandApp`, the Plexus demo app the hub handed over to (its
 * reload still shows the person: the brand app keeps a session of its own); `otherDevice` and
 * `reloadingDevice`, two other devices (anotherDevice).
 */
async function signedInElsewhere(context: BrowserContext, newContext: () => Promise<BrowserContext>, email: string) {
  const secondTab = await context.newPage();
  await secondTab.goto(`${APP}/dashboard/applications`);
  await expect(secondTab.getByRole('heading', { name: msg('ui.apps.title') })).toBeVisible();
  const brandApp = await context.newPage();
  await brandApp.goto(`${APP}/redirect?brand=PLEXUS`);
  await brandApp.waitForURL((url) => url.origin === PLEXUS_APP && url.pathname === '/login');
  await expect(brandApp.getByTestId('signed-in-email')).toHaveText(email);
  await brandApp.reload();
  await expect(brandApp.getByTestId('signed-in-email')).toHaveText(email);
  const [otherDevice, reloadingDevice] = await Promise.all([anotherDevice(newContext, email), anotherDevice(newContext, email)]);
  return { secondTab, brandApp, otherDevice, reloadingDevice };
}

test.describe('deleting an account (issue 55)', () => {
  test('WBS: from the nav, an old sign-in signs in again and comes back; a deletion stopped half-way is finished by Delete again; a second tab goes to sign-in by itself, other devices are signed out and told why at their next action or reload, the brand app on reload no longer shows the person; signing in again says the account does not exist', async ({
    page,
    context,
    newContext,
  }) => {
    const person = await namedUser('delete-wbs');
    await startSignedIn(page, await signedInLongAgo(person), '/dashboard/security');
    await page.getByRole('link', { name: msg('ui.nav.delete_account') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.delete_account.title') })).toBeVisible();
    for (const key of [
      'ui.delete_account.identity',
      'ui.delete_account.sign_in',
      'ui.delete_account.security',
      'ui.delete_account.app_data',
    ] as const)
      await expect(page.getByText(msg(key, { brand: brandName('WBS') }))).toBeVisible();
    await expect(page.getByText(msg('ui.delete_account.confirm_email', { userEmail: person.email }))).toBeVisible();
    await expectAccessible(page);

    // Another address stays at the field; the account's own, with an old sign-in, asks for a new one.
    await confirmDeletion(page, msg('ui.delete_account.email_field'), 'someone-else@example.com');
    await expect(page.getByText(msg('form.delete_account_mismatch'))).toBeVisible();
    await confirmDeletion(page, msg('ui.delete_account.email_field'), person.email.toUpperCase());
    await expect(page.getByText(msg('auth.reauthenticate'))).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === PAGE);
    await fillSignIn(page, person.email, 'Password1!');
    await page.waitForURL((url) => url.pathname === PAGE);

    // The API stops half-way (after the brand applications' data): said so, and the person stays on
    // the confirmation with what they typed, signed in.
    expect((await apiPost('/__test/account-deletion/fault', { uid: person.localId, after: 'productData' })).status).toBe(200);
    await confirmDeletion(page, msg('ui.delete_account.email_field'), person.email);
    await expect(page.getByText(msg('screen.delete_account_failed'))).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === PAGE);
    await expect(field(page, msg('ui.delete_account.email_field'))).toHaveValue(person.email);
    expect((await identity('signInWithPassword', { email: person.email, password: 'Password1!' })).status).toBe(200);
    expect(await deletionEmailsTo(person.email)).toHaveLength(0);

    // Before it is finished the person is signed in elsewhere too: a second tab of this browser on a
    // dashboard page, the brand app the hub handed over to, and another device.
    const { secondTab, brandApp, otherDevice, reloadingDevice } = await signedInElsewhere(context, newContext, person.email);

    // Delete again finishes it.
    await page.getByRole('button', { name: msg('ui.delete_account.submit') }).click();
    await expectDeleted(page);
    expect(await deletionEmailsTo(person.email)).toMatchObject([{ kind: 'accountDeleted', brand: 'WBS' }]);

    // The second tab goes to sign-in by itself: the person does nothing there.
    await secondTab.waitForURL((url) => url.pathname === '/sign-in');
    await expect(secondTab.getByRole('heading', { name: msg('ui.apps.title') })).toHaveCount(0);
    // The other device, at its next action, is signed out and told why.
    await otherDevice
      .locator('.hub-apps')
      .getByRole('link', { name: brandName('PLEXUS') })
      .click();
    await otherDevice.waitForURL((url) => url.pathname === '/sign-in');
    await expect(otherDevice.getByText(msg('toast.account_deleted'))).toBeVisible();
    await expect(otherDevice.getByText(msg('auth.session_ended'))).toHaveCount(0);
    // Another device that reloads its page (no call of its own) is signed out and told why too.
    await reloadingDevice.reload();
    await reloadingDevice.waitForURL((url) => url.pathname === '/sign-in');
    await expect(reloadingDevice.getByText(msg('toast.account_deleted'))).toBeVisible();
    await expect(reloadingDevice.getByText(msg('auth.session_ended'))).toHaveCount(0);
    // The brand app, reloaded, no longer shows the person signed in.
    await brandApp.reload();
    await expect(brandApp.getByTestId('signed-in-as')).toHaveCount(0);
    await expect(brandApp.getByTestId('signed-out')).toBeVisible();

    await fillSignIn(page, person.email, 'Password1!');
    await expect(page.getByText(msg('auth.user_not_found'))).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  });

  for (const [whiteLabel, origin, brand] of [
    ['WBS', APP, 'EMIOT'],
    ['FVS', FVS_APP, 'PLEXUS'],
  ] as const)
    test(`${whiteLabel}: the public page, signed out, leads through a Google sign-in to the deletion page of a Google-only account`, async ({
      page,
      context,
    }) => {
      const query = `?brand=${brand.toLowerCase()}`;
      await standInForGapi(context);
      await open(page, `${origin}/delete-account${query}`, msg('ui.delete_account_info.title', { brand: brandName(brand) }));
      await expect(page.getByText(msg('ui.delete_account_info.steps'))).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: msg('ui.delete_account_info.continue') }).click();
      await page.waitForURL(
        (url) => url.origin === origin && url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === `${PAGE}${query}`,
      );

      const email = uniqueEmail('delete-google');
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: msg('ui.sign_in.google') }).click(),
      ]);
      await popup.locator('#add-account-button').click();
      await popup.locator('#email-input').fill(email);
      await popup.locator('#display-name-input').fill('Gina Google');
      await popup.locator('#sign-in').click();
      await page.waitForURL((url) => url.origin === origin && url.pathname === PAGE);
      await expect(page.getByText(msg('ui.delete_account.sign_in', { brand: brandName(brand) }))).toBeVisible();

      await confirmDeletion(page, msg('ui.delete_account.email_field'), email);
      await expectDeleted(page);
      expect(await latestEmailTo(email)).toMatchObject({ kind: 'accountDeleted', brand });
    });

  test("FVS in German: the password changed and the email changed are each emailed in German in Plexus's name (the old address told of the change); the deletion page is German, confirms by the new address, its email is German, and signing in again there says the account does not exist", async ({
    page,
  }) => {
    const person = await namedUser('delete-fvs');
    const de = (key: CatalogueKey, params?: Record<string, string>) => localeMsg('de', key, params);
    const notices = async (to: string) =>
      (await apiFetch<OutboxEmail[]>('/outbox.json')).body.filter((e) => e.to === to && e.kind === 'securityNotice');
    const told = { brand: 'PLEXUS', locale: 'de' };

    // The password, changed on FVS's German Password page: the holder is told, in German.
    await startSignedIn(page, person, '/dashboard/password?brand=plexus&lang=de', FVS_APP);
    await expect(page.getByRole('heading', { name: de('ui.password.title'), level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await field(page, de('ui.password.old')).fill('Password1!');
    await field(page, de('ui.password.new')).fill('Changed-4711');
    await field(page, de('ui.password.confirm')).fill('Changed-4711');
    await page.getByRole('button', { name: de('ui.password.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: de('toast.password_changed') })).toBeVisible();
    await expect
      .poll(async () => (await notices(person.email)).map((e) => e.subject))
      .toEqual([de('email.security.password_changed.subject', { brand: brandName('PLEXUS') })]);
    // Its "not you?" link leads to FVS's own security page, not WBS's.
    expect((await notices(person.email))[0]).toMatchObject({ ...told, link: `${FVS_APP}/dashboard/security` });

    // The email, changed from FVS's German profile: once the link is followed, the old address is told, in German.
    const newEmail = uniqueEmail('delete-fvs-moved');
    await page.goto(`${FVS_APP}/dashboard/profile?brand=plexus&lang=de`);
    await expect(page.getByRole('heading', { name: de('ui.profile.title'), level: 1 })).toBeVisible();
    await openRow(page, 'email');
    await field(page, de('ui.sign_in.email')).fill(newEmail);
    await page.getByRole('button', { name: de('ui.profile.change_email') }).click();
    await expect(page.getByText(de('toast.change_email_sent'))).toBeVisible();
    const code = (await emulatorOobCodes()).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email === person.email).at(-1);
    expect(code).toBeDefined();
    await page.goto(`${FVS_APP}/email-action?mode=verifyAndChangeEmail&oobCode=${code!.oobCode}&lang=de`);
    await expect(page.getByText(de('ui.action.email_changed'))).toBeVisible();

    // Signed in again on FVS with the new address and password (the change ended the hub's session):
    // the hub's sign-in report is the account's next call to the API, which then tells the old address.
    await page.goto(`${FVS_APP}/logout?brand=plexus&lang=de`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await fillSignInIn(page, 'de', newEmail, 'Changed-4711');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    const emailChangedSubject = de('email.security.email_changed.subject', { brand: brandName('PLEXUS') });
    await expect.poll(async () => (await notices(person.email)).map((e) => e.subject)).toContain(emailChangedSubject);
    expect((await notices(person.email)).find((e) => e.subject === emailChangedSubject)).toMatchObject(told);

    // The German deletion page confirms by the new address.
    await page.goto(`${FVS_APP}${PAGE}?brand=plexus&lang=de`);
    await expect(page.getByRole('heading', { name: de('ui.delete_account.title'), level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect(page.getByText(de('ui.delete_account.sign_in', { brand: brandName('PLEXUS') }))).toBeVisible();
    await expect(page.getByText(de('ui.delete_account.confirm_email', { userEmail: newEmail }))).toBeVisible();
    await expectAccessible(page);
    await field(page, de('ui.delete_account.email_field')).fill(newEmail);
    await page.getByRole('button', { name: de('ui.delete_account.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in' && !url.searchParams.has('internalRedirect'));
    await expect(page.getByText(de('toast.account_deleted'))).toBeVisible();
    expect(await latestEmailTo(newEmail)).toMatchObject({
      kind: 'accountDeleted',
      brand: 'PLEXUS',
      locale: 'de',
      subject: de('email.account_deleted.subject', { brand: brandName('PLEXUS') }),
    });
    // Signing in again on FVS says the account does not exist (on the sign-in page the deletion left open).
    await fillSignInIn(page, 'de', newEmail, 'Changed-4711');
    await expect(page.getByText(de('auth.user_not_found'))).toBeVisible();
  });

  for (const [whiteLabel, origin, query] of [
    ['WBS', APP, ''],
    ['FVS', FVS_APP, '?brand=plexus'],
  ] as const)
    test(`${whiteLabel}: a phone-only account confirms by its phone number`, async ({ page }) => {
      const phone = freshPhone();
      const sent = await identity<{ sessionInfo: string }>('sendVerificationCode', { phoneNumber: phone.e164, recaptchaToken: 'emulator' });
      const session = await identity<SignIn>('signInWithPhoneNumber', {
        sessionInfo: sent.body.sessionInfo,
        code: await smsCodeFor(phone.e164),
      });
      expect(session.status).toBe(200);
      await startSignedIn(page, session.body, `${PAGE}${query}`, origin);
      await expect(page.getByText(msg('ui.delete_account.confirm_phone', { userPhone: displayPhone(phone.e164) }))).toBeVisible();
      await confirmDeletion(page, msg('ui.delete_account.phone_field'), phone.local);
      await expectDeleted(page);
      const registered = await apiFetch<{ isRegistered: boolean }>(
        `/public/api/v1/auth/isPhoneRegistered?phone=${encodeURIComponent(phone.e164)}`,
      );
      expect(registered.body).toEqual({ isRegistered: false });
    });
});
