/**
 * Issue 54, the hub's side: a person adds a passkey on the security page, renames it, signs in
 * with it on /sign-in and lands at the brand app signed in, then removes it. Chromium's virtual
 * authenticator (CDP WebAuthn: ctap2, internal, resident keys, user verification) stands in for
 * the platform's; each test has a context of its own, so its authenticator goes with it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectConfirmedInPlace } from './support/confirmation';
import { APP, field, fillSignIn, open, welcome } from './support/hub-page';
import { accountWithSecondFactor, freshPhone, namedUser, signedInFreshUser, startSignedIn } from './support/accounts';
import { smsCodeFor } from './support/session';
import { identity, signedInLongAgo, stack, type SignIn } from '../stack/helpers';
import { localeMsg, msg, msgPattern, startingWith } from '../support/messages';
import { expectAccessible } from './support/a11y';
import { ELUMEN_MOBILE_APP, FVS_APP } from '../support/local-stack';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';
import { register } from '../stack/passkey-ceremony';
import { adminAuth } from '../../server/admin';

/** A browser without passkey autofill, so the button signs in (with autofill the virtual authenticator picks the passkey on arrival). */
async function withoutAutofill(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    delete (PublicKeyCredential as { isConditionalMediationAvailable?: unknown }).isConditionalMediationAvailable;
  });
  return context;
}

/** A page of a fresh context with one virtual authenticator that answers at once (presence and user verification simulated). */
async function pageWithAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await addVirtualAuthenticator(await context.newCDPSession(page));
  return page;
}

/** The Plexus demo app shows the hand-over's account signed in, on the redirect path. */
async function landsSignedInAtPlexus(page: Page, email: string, redirectPath: string): Promise<void> {
  await page.waitForURL(new RegExp(`^http://plexus\\.localhost:${new URL(stack().brandApps).port}/login\\?`));
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await expect(page.getByTestId('redirect-path')).toHaveText(redirectPath);
}

const passkeyRows = (page: Page) => page.getByTestId('passkeys').getByRole('listitem');

/** The first passkey's Manage, then Remove in its dialog: the confirmation step is next. */
async function askToRemoveFirstPasskey(page: Page): Promise<void> {
  await passkeyRows(page)
    .first()
    .getByRole('button', { name: msg('ui.passkeys.manage') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: msg('ui.passkeys.remove') })
    .click();
}

test.describe('passkeys (issue 54)', () => {
  test('add a passkey on the security page, rename it, sign in with it at a brand (not offered on FVS), remove it, then it is refused in words', async ({
    newContext,
  }) => {
    // Autofill's own sign-in: tests/browser/passkeys-autofill.browser.test.ts.
    const page = await pageWithAuthenticator(await withoutAutofill(await newContext()));
    const me = await signedInFreshUser(page, 'passkey-ui');

    await page.goto(`${APP}/dashboard/security`);
    await expect(page.getByText(msg('ui.passkeys.none'))).toBeVisible();
    await page.getByRole('button', { name: msg('ui.passkeys.add') }).click();
    await expectConfirmedInPlace(page, 'toast.passkey_added', page.getByTestId('passkeys'));
    // Named by default from the browser and platform; never used yet, kept on this one authenticator.
    await expect(passkeyRows(page)).toHaveCount(1);
    await expect(passkeyRows(page).first()).toContainText(/^Chrome on /);
    await expect(passkeyRows(page).first()).toContainText(msg('ui.passkeys.never_used'));
    await expect(passkeyRows(page).first()).toContainText(msg('ui.passkeys.this_device'));

    await passkeyRows(page)
      .first()
      .getByRole('button', { name: msg('ui.passkeys.manage') })
      .click();
    const dialog = page.getByRole('dialog');
    await field(page, msg('ui.passkeys.name')).fill('Work laptop');
    await dialog.getByRole('button', { name: msg('ui.passkeys.rename') }).click();
    await expectConfirmedInPlace(page, 'toast.passkey_renamed', page.getByTestId('passkeys'));
    await expect(passkeyRows(page).first()).toContainText('Work laptop');

    // Signed out, the passkey alone signs in, and the sign-in goes on to the brand as every sign-in
    // does: the account lacks an onboarding step (its name, dropped here), so onboarding comes first.
    await page.goto(`${APP}/logout`);
    await page.waitForURL(new RegExp(`^${APP}/sign-in`));
    await adminAuth().updateUser(me.localId, { displayName: null });
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/p`, msg('ui.sign_in.passkey'));
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/v1/passkeys/authentication/verify'));
    await page.getByRole('button', { name: msg('ui.sign_in.passkey') }).click();
    expect((await verified).status()).toBe(200);
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.name_title') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${APP}/`));
    await field(page, msg('ui.profile.name')).fill('Fresh Person');
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await landsSignedInAtPlexus(page, me.email, '/p');

    // FVS is another relying party (fvs.localhost): the authenticator offers it nothing, so no assertion reaches the API.
    const verifyCalls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/passkeys/authentication/verify') && verifyCalls.push(r.url())));
    await open(page, `${FVS_APP}/sign-in?brand=plexus`, msg('ui.sign_in.passkey'));
    await page.getByRole('button', { name: msg('ui.sign_in.passkey') }).click();
    await expect(page.getByText(msg('hub.passkey_cancelled'))).toBeVisible();
    expect(verifyCalls).toEqual([]);

    // Back in the hub, signed in by the passkey: it shows as used, and it can be removed.
    await page.goto(`${APP}/dashboard/security`);
    await expect(passkeyRows(page).first()).toContainText('Work laptop');
    await expect(passkeyRows(page).first()).not.toContainText(msg('ui.passkeys.never_used'));
    await askToRemoveFirstPasskey(page);
    await expect(page.getByRole('dialog')).toContainText('Work laptop');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: msg('ui.passkeys.remove') })
      .click();
    await expectConfirmedInPlace(page, 'toast.passkey_removed');
    await expect(page.getByText(msg('ui.passkeys.none'))).toBeVisible();

    // The authenticator still holds it, but the hub no longer takes it, and says so in words.
    await page.goto(`${APP}/logout`);
    await page.waitForURL(new RegExp(`^${APP}/sign-in`));
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/passkeys/authentication/verify'));
    await page.getByRole('button', { name: msg('ui.sign_in.passkey') }).click();
    expect((await refused).status()).toBe(401);
    await expect(page.getByText(msg('error.passkey_unknown'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${APP}/sign-in`));
  });

  test('a brand that requires a second factor (Elumen mobile) takes a passkey sign-in without the SMS code; a password sign-in still asks for it', async ({
    newContext,
  }) => {
    const page = await pageWithAuthenticator(await withoutAutofill(await newContext()));
    const phone = freshPhone();
    const person = await accountWithSecondFactor('passkey-required', phone.e164);
    // The passkey is added through the API (adding one on the page is the first test's); the page
    // is of the hub's origin, where the virtual authenticator keeps it.
    await page.goto(`${APP}/sign-in`);
    expect((await register(page, person.idToken)).status).toBe(200);

    await open(page, `${APP}/sign-in?brand=ELUMEN_MOBILE&redirectPath=/m`, msg('ui.sign_in.passkey'));
    const handOver = page.waitForRequest(startingWith(`${ELUMEN_MOBILE_APP}/handleLogin?`));
    await page.getByRole('button', { name: msg('ui.sign_in.passkey') }).click();
    expect(new URL((await handOver).url()).searchParams.get('redirectPath')).toBe('/m');
    await expect(page.getByTestId('signed-in-email')).toHaveText(person.email);

    // The same account by its password: the code step comes before the hand-over.
    await page.goto(`${APP}/logout`);
    await page.waitForURL(new RegExp(`^${APP}/sign-in`));
    await open(page, `${APP}/sign-in?brand=ELUMEN_MOBILE&redirectPath=/m`, welcome('ELUMEN_MOBILE'));
    await fillSignIn(page, person.email, 'Password1!');
    await expect(page.getByRole('heading', { name: msg('ui.mfa.sign_in_title') })).toBeVisible();
    // The sole factor's code is sent at once; the emulator holds it once the page says so.
    await expect(page.getByText(msgPattern('ui.phone.code_sent', { phone: /.+/ }))).toBeVisible();
    await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
    const handOverAgain = page.waitForRequest(startingWith(`${ELUMEN_MOBILE_APP}/handleLogin?`));
    await page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') }).click();
    expect(new URL((await handOverAgain).url()).searchParams.get('redirectPath')).toBe('/m');
  });

  test('adding a passkey with a sign-in older than 5 minutes asks to sign in again, then adds it', async ({ newContext }) => {
    const page = await pageWithAuthenticator(await withoutAutofill(await newContext()));
    const person = await namedUser('passkey-reauth');
    await startSignedIn(page, await signedInLongAgo(person), '/dashboard/security');
    await page.getByRole('button', { name: msg('ui.passkeys.add') }).click();
    // The API refuses the old sign-in; the hub's one re-authentication step follows, back to this page.
    await expect(page.getByText(msg('auth.reauthenticate'))).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('internalRedirect') === '/dashboard/security');
    await expect(page.getByText(msg('toast.passkey_added'))).toHaveCount(0);

    await fillSignIn(page, person.email, 'Password1!');
    await page.waitForURL((url) => url.pathname === '/dashboard/security');
    await expect(page.getByText(msg('ui.passkeys.none'))).toBeVisible();
    await page.getByRole('button', { name: msg('ui.passkeys.add') }).click();
    await expectConfirmedInPlace(page, 'toast.passkey_added', page.getByTestId('passkeys'));
    await expect(passkeyRows(page)).toHaveCount(1);
  });

  test('the security page in German lists a passkey in German; axe finds nothing serious there or in its dialogs, light or dark', async ({
    newContext,
  }) => {
    // Without autofill, or /sign-in, where the passkey is added, would sign in with it at once.
    const page = await pageWithAuthenticator(await withoutAutofill(await newContext()));
    const person = await namedUser('passkey-de');
    await page.goto(`${APP}/sign-in`);
    expect((await register(page, person.idToken, APP, 'Arbeitslaptop')).status).toBe(200);

    await startSignedIn(page, person, '/dashboard/security?lang=de');
    const de = (key: Parameters<typeof msg>[0]) => localeMsg('de', key);
    await expect(page.getByRole('heading', { name: de('ui.passkeys.section') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect(page.getByText(de('ui.passkeys.intro'))).toBeVisible();
    await expect(page.getByRole('button', { name: de('ui.passkeys.add') })).toBeVisible();
    const row = passkeyRows(page).first();
    await expect(row).toContainText('Arbeitslaptop');
    await expect(row).toContainText(de('ui.passkeys.never_used'));
    await expect(row).toContainText(de('ui.passkeys.this_device'));
    await expect(row).toContainText(localeMsg('de', 'ui.passkeys.added_on', { date: '\u0000' }).split('\u0000')[0]!);
    await expect(row.getByRole('button', { name: de('ui.passkeys.manage') })).toBeVisible();
    await expect(page.getByText(msg('ui.passkeys.intro'))).toHaveCount(0);
    await expectAccessible(page);
    // The passkey's dialogs too: Manage in light and dark, then the removal's confirmation in dark.
    await row.getByRole('button', { name: de('ui.passkeys.manage') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: de('ui.passkeys.rename') })).toBeVisible();
    await expectAccessible(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: de('ui.passkeys.remove') }).click();
    await expect(dialog).toContainText('Arbeitslaptop');
    await expect(dialog.getByRole('button', { name: de('ui.passkeys.rename') })).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectAccessible(page);
  });

  test('removing the passkey that is the only way in: the API refuses it and the hub says why; the passkey stays', async ({
    newContext,
  }) => {
    const page = await pageWithAuthenticator(await withoutAutofill(await newContext()));
    const person = await namedUser('passkey-only-way');
    // The account loses its password (as tests/stack/passkey-last-way-in.test.ts): one passkey is all it has.
    expect((await identity('update', { idToken: person.idToken, deleteProvider: ['password'] })).status).toBe(200);
    // Its address back (the emulator drops it with the password), and a session begun after both.
    await adminAuth().updateUser(person.localId, { email: person.email });
    const signedIn = await identity<SignIn>('signInWithCustomToken', {
      token: await adminAuth().createCustomToken(person.localId),
      returnSecureToken: true,
    });
    const session = { ...person, ...signedIn.body };
    await page.goto(`${APP}/sign-in`);
    expect((await register(page, session.idToken, APP, 'Only key')).status).toBe(200);

    await startSignedIn(page, session, '/dashboard/security');
    await expect(passkeyRows(page)).toHaveCount(1);
    await askToRemoveFirstPasskey(page);
    const refused = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/v1/me/passkeys/'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: msg('ui.passkeys.remove') })
      .click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByText(msg('hub.last_way_in'))).toBeVisible();
    await expect(page.getByText(msg('toast.passkey_removed'))).toHaveCount(0);
    await page.goto(`${APP}/dashboard/security`);
    await expect(passkeyRows(page).first()).toContainText('Only key');
  });

  test('a person who chooses no passkey is told calmly and stays on the sign-in screen', async ({ newContext }) => {
    // An authenticator with no passkey for this site: the browser answers NotAllowedError, as when the person closes its prompt.
    const page = await pageWithAuthenticator(await newContext());
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/p`, msg('ui.sign_in.passkey'));
    await page.getByRole('button', { name: msg('ui.sign_in.passkey') }).click();
    await expect(page.getByText(msg('hub.passkey_cancelled'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${APP}/sign-in`));
    await expect(page.getByRole('button', { name: msg('ui.sign_in.passkey') })).toBeEnabled();
  });

  test('a browser without passkeys is offered none: no button on /sign-in, no section on the security page, no error on the way', async ({
    newContext,
  }) => {
    const context = await newContext();
    await context.addInitScript(() => {
      // As in a browser without WebAuthn.
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    const page = await context.newPage();
    // Nothing breaks: the pages work, and nothing fails on the way where no one would see it.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(`console error: ${m.text()}`)));
    await open(page, `${APP}/sign-in`, msg('ui.sign_in.google'));
    await expect(page.getByRole('button', { name: msg('ui.sign_in.passkey') })).toHaveCount(0);
    await signedInFreshUser(page, 'passkey-none');
    await page.goto(`${APP}/dashboard/security`);
    await expect(page.getByRole('button', { name: msg('ui.security.sign_out_everywhere') })).toBeVisible();
    await expect(page.getByText(msg('ui.passkeys.section'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: msg('ui.passkeys.add') })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
