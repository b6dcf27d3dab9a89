/**
 * Issue 6: headers and CSP, credentials out of the URL, one request per action, multi-tab
 * sign-out, outages, no silent account switch, and a corpus of redirect bypass payloads.
 */
import { test, expect } from './support/fixtures';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALICE, APP, field, fillSignIn, open, passwordSignIns, profileEmail, welcome } from './support/hub-page';
import { apiFetch, bearer, identity, signUp } from '../stack/helpers';
import { accountWithSecondFactor, freshPhone, namedUser, openTokenLink, signedInAlice, signedInFreshUser } from './support/accounts';
import { safeRelativePath } from '../../src/domain/navigation';
import { msg, startingWith } from '../support/messages';
import { EMULATOR, PLEXUS_APP } from '../support/local-stack';
import { withHint } from '../../src/messages/shown-text';
import { STEP_ERROR } from '../support/shown-errors';
import { whiteLabelSupport } from '../support/brand-docs';

const corpus = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/redirect-bypass-corpus.json'), 'utf8')) as { payloads: string[] }
).payloads;

test.describe('headers', () => {
  test('index.html carries a CSP without unsafe-eval and the other security headers', async () => {
    const res = await fetch(`${APP}/sign-in`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

test.describe('hand-over (issue 32)', () => {
  test('an account whose email is not verified is handed over with the custom token alone; Back does not mint credentials again', async ({
    page,
  }) => {
    const user = await signedInFreshUser(page, 'unverified-hand-over');
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/me/')) asked.push(path);
    });
    const handOver = page.waitForRequest(startingWith(`${PLEXUS_APP}/login?`));
    await page.goto(`${APP}/redirect?brand=plexus&redirectPath=/projects/3`);
    const url = new URL((await handOver).url());
    expect(url.searchParams.has('oobCode')).toBe(false);
    expect(url.searchParams.get('customToken')).toBeTruthy();
    expect(url.searchParams.get('email')).toBe(user.email);
    await expect(page.getByTestId('signed-in-email')).toHaveText(user.email);
    expect(asked).toEqual(['/api/v1/me/customToken']);
    // The hub left with location.replace: Back skips /redirect and returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(`${APP}/dashboard/profile`);
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    expect(asked).toEqual(['/api/v1/me/customToken']);
  });
});

test.describe('hand-over strength (issue 53)', () => {
  test('a session that did not use its second factor is not handed to a brand that requires one; the catalogue says why', async ({
    page,
  }) => {
    const phone = freshPhone();
    const person = await accountWithSecondFactor('hand-over-required', phone.e164);
    // A custom token minted by a password session from before the factor was enrolled: the session
    // it makes has the factor enrolled (the onboarding asks nothing) but shows none used.
    const { body } = await apiFetch<{ customToken: string }>('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(person.idToken) });
    const toBrandApp: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'elumen-mobile.localhost') toBrandApp.push(r.url());
    });
    await openTokenLink(
      page,
      `${APP}/login-with-custom-token?${new URLSearchParams({ customToken: body.customToken, brand: 'elumen_mobile', redirectPath: '/m' }).toString()}`,
    );
    // Whichever comes first: the hand-over's failure, or the brand app.
    const failed = page.getByText(msg('screen.redirect_failed', whiteLabelSupport('WBS')));
    await expect(failed.or(page.getByTestId('signed-in-as'))).toBeVisible();
    expect(toBrandApp).toEqual([]);
    await expect(page.getByText(msg('error.second_factor_required'))).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/redirect\?/);
  });

  test('Back from the brand app after signing in leaves the hub: no new credentials are minted', async ({ page }) => {
    await page.goto(`${PLEXUS_APP}/`); // the brand's own page the person came from
    const minted: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/me/customToken') minted.push(r.url());
    });
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/p`, welcome('PLEXUS'));
    await fillSignIn(page, ALICE.email, ALICE.password);
    await expect(page.getByTestId('signed-in-email')).toHaveText(ALICE.email);
    expect(minted).toHaveLength(1);
    await page.goBack();
    await expect(page).toHaveURL(`${PLEXUS_APP}/`);
    expect(minted).toHaveLength(1);
  });
});

test.describe('credentials in URLs', () => {
  test('oobCode and customToken leave the address bar at once and only go to the identity provider', async ({ page }) => {
    const carriers: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().startsWith(APP)) return; // the link itself arriving at the hub
      if (
        r.url().includes('SECRET-OOB') ||
        (r.postData() ?? '').includes('SECRET-OOB') ||
        r.url().includes('SECRET-TOKEN') ||
        (r.postData() ?? '').includes('SECRET-TOKEN')
      )
        carriers.push(new URL(r.url()).origin);
    });
    await page.goto(`${APP}/email-action?mode=resetPassword&oobCode=SECRET-OOB&brand=plexus`);
    expect(new URL(page.url()).searchParams.has('oobCode')).toBe(false);
    await expect(page.getByText(msg('auth.invalid_action_code'))).toBeVisible(); // an unknown code reads as used (issue 56 item 12)
    await expect(page).toHaveURL(`${APP}/email-action?mode=resetPassword&brand=plexus`);
    await page.goto(`${APP}/login-with-custom-token?customToken=SECRET-TOKEN`);
    await expect(page.getByText(msg('ui.token.invalid_title'))).toBeVisible();
    await expect(page).toHaveURL(`${APP}/login-with-custom-token`);
    expect(new Set(carriers)).toEqual(new Set([EMULATOR]));
  });
});

test.describe('one request in flight', () => {
  test('five fast clicks on LOG IN make one sign-in call', async ({ page }) => {
    const calls = passwordSignIns(page);
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await page
      .getByLabel(startingWith(msg('ui.sign_in.email')))
      .first()
      .fill(ALICE.email);
    await page
      .getByLabel(startingWith(msg('ui.sign_in.password')))
      .first()
      .fill('wrong-password');
    // The answer is held until every click has landed, so all of them fall while the first call
    // is in flight (a fast emulator answered between clicks, and a click after the answer is a new attempt).
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route('**/accounts:signInWithPassword*', async (r) => {
      await released;
      await r.continue();
    });
    const button = page.getByRole('button', { name: msg('ui.sign_in.log_in') });
    await Promise.all([1, 2, 3, 4, 5].map(() => button.click({ force: true, noWaitAfter: true }).catch(() => undefined)));
    release();
    await expect(page.getByText(msg('auth.wrong_password'))).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});

test.describe('multi-tab', () => {
  test('signing out in one tab ends the session shown in the other, which nobody touches', async ({ page, context }) => {
    const first = page;
    await signedInAlice(first);
    await expect(first.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    const second = await context.newPage();
    await second.goto(`${APP}/dashboard/password`);
    await expect(second.getByRole('heading', { name: msg('ui.password.title') })).toBeVisible();
    // A mark on the second tab's document: it survives in-app navigation, not a reload.
    await second.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));
    let secondLoads = 0;
    second.on('load', () => (secondLoads += 1));
    await first.goto(`${APP}/logout`);
    await first.waitForURL(/\/sign-in/);
    // Event-based, not timed: the second tab goes to sign-in on its own (the identity
    // provider's cross-tab notice), within the one default wait; nothing is done to it meanwhile.
    await second.waitForURL(/\/sign-in/);
    expect(await second.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    expect(secondLoads).toBe(0);
  });
});

test.describe('outages', () => {
  test('an unreachable identity service gives a clear message; it works again once it is back', async ({ page, context }) => {
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await context.route(`${EMULATOR}/**`, (route) => route.abort('connectionrefused'));
    await fillSignIn(page, ALICE.email, ALICE.password);
    // Spec 8: a code outside the catalogue (auth/network-request-failed) shows the caller's fallback, then the hint.
    const alert = page.locator(STEP_ERROR).filter({ hasText: msg('screen.login_failed') });
    await expect(alert).toHaveText(withHint(msg('screen.login_failed'), msg('hint.check_connection')));
    await expect(alert).toBeFocused(); // said once, where the person looks (issue 31)
    await expect(page.getByRole('button', { name: msg('ui.sign_in.log_in') })).toBeEnabled();
    await expect(field(page, msg('ui.sign_in.email'))).toHaveValue(ALICE.email); // nothing typed is lost
    await context.unroute(`${EMULATOR}/**`);
    await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
    await page.waitForURL(/\/dashboard\/profile/);
  });
});

test.describe('no silent account switch', () => {
  test('a custom token for another account asks first; Continue switches, Stay keeps the session', async ({ page }) => {
    await signedInAlice(page);
    await expect(profileEmail(page)).toHaveText(ALICE.email);
    const other = await signUp('switch');
    await identity('update', { idToken: other.idToken, displayName: 'Other Person', returnSecureToken: true });
    const { body } = await apiFetch<{ customToken: string }>('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(other.idToken) });
    const link = `${APP}/login-with-custom-token?customToken=${encodeURIComponent(body.customToken)}`;
    await page.goto(link);
    await expect(page.getByText(msg('ui.switch.question', { userEmail: ALICE.email }))).toBeVisible();
    await page.getByRole('link', { name: msg('ui.switch.stay') }).click();
    await expect(profileEmail(page)).toHaveText(ALICE.email);
    await page.goto(link);
    await page.getByRole('button', { name: msg('ui.switch.continue') }).click();
    await page.waitForURL(/\/dashboard/);
    await expect(profileEmail(page)).toHaveText(other.email);
  });

  test('a custom token opened signed out names its account and signs in only on Continue (issue 53, login CSRF)', async ({ page }) => {
    const other = await namedUser('csrf');
    const { body } = await apiFetch<{ customToken: string }>('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(other.idToken) });
    const link = `${APP}/login-with-custom-token?customToken=${encodeURIComponent(body.customToken)}`;
    await page.goto(link);
    await expect(page.getByText(msg('ui.token.confirm_question', { account: other.email }))).toBeVisible();
    // The token has left the address bar while the person decides, and nobody is signed in yet.
    await expect(page).toHaveURL(`${APP}/login-with-custom-token`);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('firebase:authUser')))).toEqual([]);
    await page.getByRole('link', { name: msg('ui.token.not_you') }).click();
    await expect(page.getByText(welcome('WBS'))).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('firebase:authUser')))).toEqual([]);

    await openTokenLink(page, link);
    await page.waitForURL(/\/dashboard/);
    await expect(profileEmail(page)).toHaveText(other.email);
  });

  test('a custom token for the same account signs in without asking', async ({ page }) => {
    const alice = await signedInAlice(page);
    await expect(profileEmail(page)).toHaveText(ALICE.email);
    const { body } = await apiFetch<{ customToken: string }>('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(alice.idToken) });
    await page.goto(`${APP}/login-with-custom-token?customToken=${encodeURIComponent(body.customToken)}`);
    await page.waitForURL(/\/dashboard\/profile/);
  });
});

/**
 * Every payload of the corpus is checked against the URL parser in tests/unit/redirect-corpus.test.ts;
 * these few, one of each kind, go the whole way: page load, hand-over, the brand app's origin.
 */
const BROWSER_PAYLOADS = [
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/projects/42?tab=x#y',
  '/ok/%7Euser',
];

test.describe('redirect bypass corpus', () => {
  test("one payload of each kind as redirectPath: every hand-over lands on the brand's own origin with a safe path or none", async ({
    page,
  }) => {
    for (const payload of BROWSER_PAYLOADS) expect(corpus, payload).toContain(payload);
    await signedInAlice(page, '/dashboard/profile');
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    const outcomes = new Set<string>();
    for (const payload of BROWSER_PAYLOADS) {
      const expected = safeRelativePath(payload);
      outcomes.add(expected ? 'handed over' : 'refused');
      await page.goto(`${APP}/sign-in?brand=plexus&redirectPath=${encodeURIComponent(payload)}`);
      if (expected) {
        await page.waitForURL((u) => u.origin === PLEXUS_APP);
        const url = new URL(page.url());
        expect(url.pathname, payload).toBe('/login');
        // Engines differ on normalising %7E and the like; the decoded path must be the same.
        expect(decodeURI(url.searchParams.get('redirectPath') ?? ''), payload).toBe(decodeURI(expected));
        expect(new URL(expected, PLEXUS_APP).origin).toBe(PLEXUS_APP);
      } else {
        // Refused: no hand-over is triggered by it; the person stays in the hub.
        await expect(page.getByTestId('signed-in-panel')).toBeVisible();
        expect(new URL(page.url()).origin).toBe(APP);
      }
    }
    expect([...outcomes].sort()).toEqual(['handed over', 'refused']);
  });
});
