/**
 * Issue 55 section 2: the Sign-in methods page. A password account links Google and removes it
 * again, after the hub's re-authentication step for a session signed in long ago (WBS); a
 * Google-only account cannot remove Google, adds a password and signs in with it (emailed as a new
 * browser; signing in again in the same browser is not), and both are in its recent security
 * activity, shown in Arabic in the dark on the security and methods pages (FVS); a
 * removal from a page left open while another tab took the other way in away is refused and
 * explained, and the phone left alone is not offered for removal, in German. The removal rule itself is
 * property-tested (tests/property/sign-in-methods.property.test.ts), the handlers' refusals in
 * tests/unit/sign-in-methods-actions.test.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectConfirmedInPlace } from './support/confirmation';
import { FVS_APP, field, fillSignIn } from './support/hub-page';
import { freshPhone, namedUser, phoneAccount, startSignedIn, withOldSignIn } from './support/accounts';
import { standInForGapi } from './support/google';
import { expectAccessible } from './support/a11y';
import { expectArabicDark } from './support/arabic-dark';
import { apiFetch, apiPost, bearer, identity, signInWithPassword, stack, uniqueEmail, type SignIn } from '../stack/helpers';
import { adminAuth } from '../../server/admin';
import { localeMsg, msg, type CatalogueKey } from '../support/messages';
import { PROJECT_ID } from '../support/local-stack';
import { brandName, whiteLabel } from '../support/brand-docs';
import type { OutboxEmail } from '../../server/outbox.js';
import catalogue from '../../flows/messages.json';
import { createCatalogue } from '../../src/messages/catalogue';
import { shippedMessages } from '../../validate/icu-compile';

const METHODS_PAGE = '/dashboard/sign-in-methods';
const EVENTS = '/api/v1/me/securityEvents';

/** The English catalogue as the app draws it (its ICU plurals and selects compiled as the build compiles them). */
const english = createCatalogue({ messages: {} }, 'en', shippedMessages(catalogue.messages));

const passkeyCount = (count: number): string => english.t('ui.methods.passkey_count' as never, { count });

const removeGoogle = `${msg('ui.methods.remove')}: ${msg('ui.methods.google')}`;

const row = (page: Page, method: 'password' | 'google' | 'phone' | 'passkeys'): Locator =>
  page.getByTestId('sign-in-methods').locator(`li[data-method="${method}"]`);

const providersOf = async (uid: string): Promise<string[]> => (await adminAuth().getUser(uid)).providerData.map((p) => p.providerId).sort();

/**
 * The account's revocation time moved an hour and a half back, so that a session whose sign-in is
 * an hour old (withOldSignIn) is still valid for the API; the hub's own recent-sign-in check then
 * asks for a new sign-in. The Auth Emulator takes validSince from an admin call (Bearer owner).
 */
async function validSinceLongAgo(uid: string): Promise<void> {
  const res = await fetch(`${stack().emulator}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000) - 5400) }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** An account that signs in with Google only (as the emulator's picker makes one), signed in through the REST API. */
async function googleOnlyAccount(): Promise<SignIn & { email: string }> {
  const email = uniqueEmail('google-only');
  const claims = { sub: String(Math.floor(Math.random() * 1e15)), email, email_verified: true, name: 'Gina Google' };
  const res = await identity<SignIn>('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  expect(res.status).toBe(200);
  return { ...res.body, email };
}

test('a password account in an old session signs in again, links Google, then removes it (WBS)', async ({ page, context }) => {
  await standInForGapi(context);
  const person = await namedUser('methods-google');
  await validSinceLongAgo(person.localId);
  await startSignedIn(page, withOldSignIn(person), METHODS_PAGE);

  await expect(page.getByRole('heading', { name: msg('ui.methods.title') })).toBeVisible();
  await expect(row(page, 'password')).toContainText(msg('ui.methods.on'));
  await expect(row(page, 'password')).toContainText(person.email);
  await expect(row(page, 'google')).toContainText(msg('ui.methods.off'));
  await expect(row(page, 'phone').getByRole('link', { name: `${msg('ui.methods.add_phone')}: ${msg('ui.methods.phone')}` })).toBeVisible();
  await expect(row(page, 'passkeys')).toContainText(passkeyCount(0));
  // The only way in: its row offers nothing to remove (the password is never removed here).
  await expect(row(page, 'password').getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // A session signed in an hour ago: the hub's one re-authentication step, then back here.
  await row(page, 'google')
    .getByRole('button', { name: msg('ui.methods.link_google') })
    .click();
  await page
    .getByRole('dialog', { name: msg('ui.methods.link_google_title') })
    .getByRole('button', { name: msg('ui.methods.link_google_continue') })
    .click();
  await expect(page.getByText(msg('auth.reauthenticate'))).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === METHODS_PAGE);
  expect(await providersOf(person.localId)).toEqual(['password']);
  await fillSignIn(page, person.email, 'Password1!');
  await page.waitForURL((url) => url.pathname === METHODS_PAGE);

  // Link Google through Google's popup (the emulator's account picker).
  const google = uniqueEmail('linked-google');
  await row(page, 'google')
    .getByRole('button', { name: msg('ui.methods.link_google') })
    .click();
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('dialog', { name: msg('ui.methods.link_google_title') })
      .getByRole('button', { name: msg('ui.methods.link_google_continue') })
      .click(),
  ]);
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(google);
  await popup.locator('#display-name-input').fill('Gina Google');
  await popup.locator('#sign-in').click();
  await expectConfirmedInPlace(page, 'toast.methods_google_linked', page.getByTestId('sign-in-methods'));
  await expect(row(page, 'google')).toContainText(google);
  expect(await providersOf(person.localId)).toEqual(['google.com', 'password']);

  // Two ways in: Google may go, after the person confirms.
  await row(page, 'google').getByRole('button', { name: removeGoogle }).click();
  await page
    .getByRole('dialog', { name: msg('ui.methods.unlink_google_title') })
    .getByRole('button', { name: msg('ui.methods.unlink_google') })
    .click();
  await expectConfirmedInPlace(page, 'toast.methods_google_unlinked', page.getByTestId('sign-in-methods'));
  await expect(row(page, 'google')).toContainText(msg('ui.methods.off'));
  expect(await providersOf(person.localId)).toEqual(['password']);

  // Each change is in the account's security history (issue 55 section 3), reported by the hub as it happened.
  const history = async () => {
    const session = await signInWithPassword(person.email);
    const { events } = (
      await apiFetch<{ events: Array<{ kind: string }> }>('/api/v1/me/securityEvents', { headers: bearer(session.idToken) })
    ).body;
    return events.map((e) => e.kind).filter((k) => k !== 'signIn');
  };
  await expect.poll(history).toEqual(['googleUnlinked', 'googleLinked']);
});

test('a Google-only account cannot remove Google, adds a password and signs in with it, emailed as a new browser and not again from the same one; its security and methods pages in Arabic, dark (FVS)', async ({
  page,
}) => {
  const person = await googleOnlyAccount();
  // The account's first browser (its sign-up's), reported as the hub reports it.
  expect((await apiPost(EVENTS, { kind: 'signIn', browserId: 'sign-up-browser-0001' }, bearer(person.idToken))).status).toBe(201);
  await startSignedIn(page, person, METHODS_PAGE, FVS_APP);

  await expect(row(page, 'google')).toContainText(person.email);
  await expect(row(page, 'google')).toContainText(msg('ui.methods.last_way_in'));
  await expect(row(page, 'google').getByRole('button')).toHaveCount(0);

  await row(page, 'password')
    .getByRole('button', { name: msg('ui.methods.add_password') })
    .click();
  const dialog = page.getByRole('dialog', { name: msg('ui.methods.add_password_title') });
  // The password goes with the account's own address: shown, not editable.
  await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(person.email);
  await expect(field(page, msg('ui.sign_in.email'))).toBeDisabled();
  // The spec's password rules of the email-and-password form.
  await field(page, msg('ui.sign_in.password')).fill('short');
  await field(page, msg('ui.onboarding.confirm_password')).fill('short');
  await dialog.getByRole('button', { name: msg('ui.methods.add_password_submit') }).click();
  await expect(dialog.getByText(msg('form.onboarding_password_min_6'))).toBeVisible();
  await field(page, msg('ui.sign_in.password')).fill('Secret-42');
  await field(page, msg('ui.onboarding.confirm_password')).fill('Secret-42');
  await dialog.getByRole('button', { name: msg('ui.methods.add_password_submit') }).click();
  await expectConfirmedInPlace(page, 'toast.methods_password_added', page.getByTestId('sign-in-methods'));
  await expect(row(page, 'password')).toContainText(msg('ui.methods.on'));
  // Now Google is no longer the only way in.
  await expect(row(page, 'google').getByRole('button', { name: removeGoogle })).toBeVisible();
  expect(await providersOf(person.localId)).toEqual(['google.com', 'password']);

  // Signed out, the new password signs in. The account knew another browser (its sign-up's), so this
  // one is news: its holder is emailed, in FVS's default brand's name (issue 55 section 3).
  const newBrowserSubject = msg('email.security.new_browser.subject', { brand: brandName(whiteLabel('FVS').defaultBrand) });
  const newBrowserNotices = async () =>
    (await apiFetch<OutboxEmail[]>('/outbox.json')).body.filter((e) => e.to === person.email && e.subject === newBrowserSubject);
  const signInAgain = async () => {
    await page.goto(`${FVS_APP}/logout`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await fillSignIn(page, person.email, 'Secret-42');
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
  };
  await signInAgain();
  await expect.poll(newBrowserNotices).toHaveLength(1);

  // Both are in the account's recent security activity on this white-label's security page (issue 55 section 3).
  const kinds = async () => {
    const session = await signInWithPassword(person.email, 'Secret-42');
    const { events } = (
      await apiFetch<{ events: Array<{ kind: string }> }>('/api/v1/me/securityEvents', { headers: bearer(session.idToken) })
    ).body;
    return events.map((e) => e.kind);
  };
  await expect.poll(kinds).toEqual(['signIn', 'passwordAdded', 'signIn']);
  // The same browser (its id kept) signs in again: recorded, not told.
  await signInAgain();
  await expect.poll(kinds).toEqual(['signIn', 'signIn', 'passwordAdded', 'signIn']);
  expect(await newBrowserNotices()).toHaveLength(1);
  await page
    .getByRole('navigation', { name: msg('ui.dashboard.title') })
    .getByRole('link', { name: msg('ui.nav.security') })
    .click();
  await expect(page.getByTestId('security-events').getByRole('listitem')).toContainText([
    english.t('ui.security.activity_signed_in' as never, { method: 'password' }),
    english.t('ui.security.activity_way_in' as never, { kind: 'passwordAdded' }),
  ]);

  // FVS offers Arabic and the dark scheme: the security and sign-in methods pages there are right to
  // left, translated, dark, and nothing serious for axe (issue 55 section 5).
  const ar = (key: CatalogueKey, params?: Record<string, string>) => localeMsg('ar', key, params);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${FVS_APP}/dashboard/security?lang=ar`);
  await expect(page.getByTestId('security-events').getByRole('listitem')).toContainText([
    ar('ui.security.activity_signed_in', { method: 'password' }),
    ar('ui.security.activity_way_in', { kind: 'passwordAdded' }),
  ]);
  await expectArabicDark(page, ar('ui.security.title'));
  await page.goto(`${FVS_APP}${METHODS_PAGE}?lang=ar`);
  await expect(row(page, 'password')).toContainText(ar('ui.methods.on'));
  await expect(row(page, 'google').getByRole('button', { name: `${ar('ui.methods.remove')}: ${ar('ui.methods.google')}` })).toBeVisible();
  await expectArabicDark(page, ar('ui.methods.title'));
});

test('removing the phone from a page left open while another tab removed Google is refused and explained; the phone alone is not offered for removal (German)', async ({
  page,
}) => {
  const phone = freshPhone();
  await phoneAccount(phone.e164);
  const uid = (await adminAuth().getUserByPhoneNumber(phone.e164)).uid;
  // A name and an address (the onboarding asks for them) and Google linked: two ways in.
  const email = uniqueEmail('phone-google');
  await adminAuth().updateUser(uid, { displayName: 'Pia Phone', email });
  const signedIn = await identity<SignIn>('signInWithCustomToken', {
    token: await adminAuth().createCustomToken(uid),
    returnSecureToken: true,
  });
  expect(signedIn.status).toBe(200);
  const claims = { sub: String(Math.floor(Math.random() * 1e15)), email, email_verified: true, name: 'Pia Phone' };
  const linked = await identity<SignIn>('signInWithIdp', {
    idToken: signedIn.body.idToken,
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  expect(linked.status).toBe(200);
  expect(await providersOf(uid)).toEqual(['google.com', 'phone']);
  await startSignedIn(page, { ...linked.body, localId: uid }, `${METHODS_PAGE}?lang=de`);

  await expect(page.getByRole('heading', { name: localeMsg('de', 'ui.methods.title') })).toBeVisible();
  await expect(row(page, 'passkeys')).toContainText(localeMsg('de', 'ui.methods.passkey_count', { count: 0 }));
  const removePhone = row(page, 'phone').getByRole('button', {
    name: `${localeMsg('de', 'ui.methods.remove')}: ${localeMsg('de', 'ui.methods.phone')}`,
  });
  await expect(removePhone).toBeVisible();

  // Another tab removes Google; this page still offers removing the phone, which is now the last way in.
  expect((await identity('update', { idToken: linked.body.idToken, deleteProvider: ['google.com'] })).status).toBe(200);
  await removePhone.click();
  await page
    .getByRole('dialog', { name: localeMsg('de', 'ui.methods.unlink_phone_title') })
    .getByRole('button', { name: localeMsg('de', 'ui.methods.unlink_phone') })
    .click();
  await expect(page.getByText(localeMsg('de', 'hub.last_way_in'))).toBeVisible();
  // The page shows the account as it is now: the phone alone, not offered for removal.
  await expect(row(page, 'phone')).toContainText(localeMsg('de', 'ui.methods.last_way_in'));
  await expect(row(page, 'phone').getByRole('button')).toHaveCount(0);
  await expect(row(page, 'password').getByRole('button', { name: localeMsg('de', 'ui.methods.add_password') })).toBeVisible();
  expect(await providersOf(uid)).toEqual(['phone']);
});
