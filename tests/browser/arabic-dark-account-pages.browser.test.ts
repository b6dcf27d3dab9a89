/**
 * Issues 54 and 55 in Arabic and the dark scheme: the security page with a passkey listed and recent
 * activity (sign-in method changes among it), the sign-in methods page and the deletion page. One
 * sign-in, then each page: lang="ar" dir="rtl", its texts translated (no English text of its
 * catalogue left), laid out right to left, and axe finding nothing serious or critical in the dark.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { freshPhone, linkPhone, namedUser, startSignedIn } from './support/accounts';
import { APP } from './support/hub-page';
import { expectAccessible } from './support/a11y';
import { apiPost, bearer, identity, type SignIn } from '../stack/helpers';
import { browserWithAuthenticator, register } from '../stack/passkey-ceremony';
import { localeMsg, msg } from '../support/messages';
import catalogue from '../../flows/messages.json';
import type { CatalogueKey } from '../support/messages';

const ar = (key: CatalogueKey, params?: Record<string, string | number>) => localeMsg('ar', key, params);

/** English texts of these pages' catalogue parts that Arabic says otherwise: none may show. */
const ENGLISH = Object.entries(catalogue.messages)
  .filter(([key, text]) => /^ui\.(security|passkeys|methods|delete_account|nav|dashboard)\./.test(key) && typeof text === 'string')
  .filter(([key, text]) => !text.includes('{') && text.length >= 8 && ar(key as CatalogueKey) !== text)
  .map(([, text]) => text);
/** A catalogue key drawn as itself (a text missing everywhere). */
const RAW_KEY = /\b(ui|hub|toast|screen|form|auth|error)\.[a-z0-9_]+\.[a-z0-9_]+/;

/** Right to left, translated, and accessible in the dark: what every page here must be. */
async function expectArabicDark(page: Page, heading: string): Promise<void> {
  const h1 = page.getByRole('heading', { name: heading, level: 1 });
  await expect(h1).toBeVisible();
  expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({
    lang: 'ar',
    dir: 'rtl',
  });
  const text = await page.locator('div#root').innerText();
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  expect(text).not.toMatch(RAW_KEY);
  // Mirrored: the title's words end at its box's right edge, not its left.
  const edges = await h1.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const words = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { right: box.right - words.right, left: words.left - box.left, direction: getComputedStyle(el).direction };
  });
  expect(edges.direction).toBe('rtl');
  expect(edges.right).toBeLessThanOrEqual(2);
  expect(edges.left).toBeGreaterThan(20);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await expectAccessible(page);
}

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
