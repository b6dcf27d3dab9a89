/**
 * Issues 54 and 55 in Arabic and the dark scheme: the security page with a passkey listed and recent
 * activity (sign-in method changes among it), the sign-in methods page and the deletion page. One
 * sign-in, then each page: lang="ar" dir="rtl", its texts translated (no English text of its
 * catalogue left), laid out right to left, and axe finding nothing serious or critical in the dark.
 */
import { test, expect } from './support/fixtures';
import { freshPhone, linkPhone, namedUser, startSignedIn } from './support/accounts';
import { APP } from './support/hub-page';
import { ENGLISH, expectArabicDark } from './support/arabic-dark';
import { apiPost, bearer, identity, type SignIn } from '../stack/helpers';
import { browserWithAuthenticator, register } from '../stack/passkey-ceremony';
import { localeMsg, msg } from '../support/messages';
import type { CatalogueKey } from '../support/messages';

const ar = (key: CatalogueKey, params?: Record<string, string | number>) => localeMsg('ar', key, params);

test('the security, sign-in methods and deletion pages in Arabic, dark: translated, right to left, nothing serious for axe', async ({
  page,
  newContext,
}) => {
  const person = await namedUser('arabic-dark');
  // Google and a phone number linked, each reported as the hub reports it, and a passkey added.
  const claims = { sub: String(Math.floor(Math.random() * 1e15)), email: person.email, email_verified: true };
  const google = await identity<SignIn>('signInWithIdp', {
    idToken: person.idToken,
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  expect(google.status).toBe(200);
  const session: SignIn = { ...person, ...google.body };
  expect((await apiPost('/api/v1/me/securityEvents', { kind: 'googleLinked' }, bearer(session.idToken))).status).toBe(201);
  await linkPhone(session.idToken, freshPhone().e164);
  expect((await apiPost('/api/v1/me/securityEvents', { kind: 'phoneLinked' }, bearer(session.idToken))).status).toBe(201);
  const keyName = 'مفتاح المكتب';
  expect((await register((await browserWithAuthenticator(newContext)).page, session.idToken, APP, keyName)).status).toBe(200);

  await page.emulateMedia({ colorScheme: 'dark' });
  await startSignedIn(page, session, '/dashboard/security?lang=ar');
  await expect(page.getByRole('heading', { name: ar('ui.passkeys.section') })).toBeVisible();
  await expect(page.getByTestId('passkeys').getByRole('listitem')).toContainText(keyName);
  const activity = page.getByTestId('security-events').getByRole('listitem');
  await expect(activity).toHaveCount(3);
  await expect(activity.nth(0)).toContainText(ar('ui.security.activity_what', { kind: 'passkeyAdded' }));
  await expect(activity.nth(1)).toContainText(ar('ui.security.activity_way_in', { kind: 'phoneLinked' }));
  await expect(activity.nth(2)).toContainText(ar('ui.security.activity_way_in', { kind: 'googleLinked' }));
  await expectArabicDark(page, ar('ui.security.title'));

  await page.goto(`${APP}/dashboard/sign-in-methods?lang=ar`);
  await expect(page.getByText(ar('ui.methods.passkey_count', { count: 1 }))).toBeVisible();
  await expectArabicDark(page, ar('ui.methods.title'));

  await page.goto(`${APP}/dashboard/delete-account?lang=ar`);
  await expect(page.getByText(ar('ui.delete_account.security'))).toBeVisible();
  await expectArabicDark(page, ar('ui.delete_account.title'));
  // The English page says it in English: the check above can fail.
  expect(ENGLISH).toContain(msg('ui.delete_account.security'));
});
