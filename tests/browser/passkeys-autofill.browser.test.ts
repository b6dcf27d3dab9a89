/**
 * Issue 54, passkey autofill on /sign-in: the email field takes passkeys in its autofill
 * (`autocomplete="username webauthn"`), the hub starts a conditional request once the page has
 * loaded, and a password sign-in aborts it. navigator.credentials.get is watched (not replaced) to
 * see the request's mediation and its abort.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectConfirmedInPlace } from './support/confirmation';
import { ALICE, APP, field, open } from './support/hub-page';
import { signedInFreshUser } from './support/accounts';
import { stack } from '../stack/helpers';
import { msg } from '../support/messages';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

type Watched = { mediation: string | undefined; aborted: boolean }[];

/** Records each navigator.credentials.get: its mediation, and whether its signal aborted. */
async function watchCredentialRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: { mediation: string | undefined; aborted: boolean }[] = [];
    (window as unknown as { credentialRequests: typeof seen }).credentialRequests = seen;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      const entry = { mediation: options?.mediation, aborted: false };
      seen.push(entry);
      options?.signal?.addEventListener('abort', () => (entry.aborted = true));
      return get(options);
    };
  });
}

const requests = (page: Page) => page.evaluate(() => (window as unknown as { credentialRequests: Watched }).credentialRequests);

test.describe('passkey autofill (issue 54)', () => {
  test('the email field offers passkeys; a conditional request starts after load and a password sign-in aborts it', async ({
    newContext,
  }) => {
    const context = await newContext();
    await watchCredentialRequests(context);
    // No authenticator: the request waits (a virtual one with no passkey for the site ends it at once).
    const page = await context.newPage();
    await open(page, `${APP}/sign-in`, msg('ui.sign_in.passkey'));
    await expect(field(page, msg('ui.sign_in.email'))).toHaveAttribute('autocomplete', 'username webauthn');
    await expect.poll(() => requests(page)).toEqual([{ mediation: 'conditional', aborted: false }]);

    await field(page, msg('ui.sign_in.email')).fill(ALICE.email);
    await field(page, msg('ui.sign_in.password')).fill(ALICE.password);
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    await expect.poll(() => requests(page)).toEqual([{ mediation: 'conditional', aborted: true }]);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  });

  test('a passkey chosen in the autofill signs in and goes on to the brand as the button does', async ({ newContext }) => {
    const context = await newContext();
    const page = await context.newPage();
    await addVirtualAuthenticator(await context.newCDPSession(page));
    const me = await signedInFreshUser(page, 'passkey-autofill');
    await page.goto(`${APP}/dashboard/security`);
    await page.getByRole('button', { name: msg('ui.passkeys.add') }).click();
    await expectConfirmedInPlace(page, 'toast.passkey_added');
    await page.goto(`${APP}/logout`);
    await page.waitForURL(new RegExp(`^${APP}/sign-in`));

    // Chromium's virtual authenticator answers a conditional request with its one passkey, as a person picking it would.
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/v1/passkeys/authentication/verify'));
    await page.goto(`${APP}/sign-in?brand=plexus&redirectPath=/p`);
    expect((await verified).status()).toBe(200);
    await page.waitForURL(new RegExp(`^http://plexus\\.localhost:${new URL(stack().brandApps).port}/login\\?`));
    await expect(page.getByTestId('signed-in-email')).toHaveText(me.email);
    await expect(page.getByTestId('redirect-path')).toHaveText('/p');
  });
});
