// Demo brand apps: the hand-over page completes the sign-in against the emulator.
import { test, expect } from '../browser/support/fixtures';
import { accountWithSecondFactor, freshPhone, signInWithSecondFactor } from '../browser/support/accounts.js';
import { apiFetch, bearer, brandPage, signInWithPassword, signUp, testIdText, untilNextSecond } from './helpers.js';
import { adminAuth } from '../../server/admin.js';
import { ELUMEN_MOBILE_APP, FVS_EMIOT_APP, PLEXUS_APP } from '../support/local-stack.js';

/** The Host header of the Plexus demo app. */
const PLEXUS_HOST = new URL(PLEXUS_APP).host;
/** The port of the demo brand apps (one server, chosen by Host). */
const BRAND_APPS_PORT = new URL(PLEXUS_APP).port;

/** What the hub fetches for a hand-over to `brand`, for the session of idToken (Alice's password session by default). */
async function handOverFor(brand: string, idToken?: string): Promise<{ customToken: string; oobCode: string }> {
  const token = idToken ?? (await signInWithPassword('alice@example.com')).idToken;
  const [custom, oob] = await Promise.all([
    apiFetch<{ customToken: string }>(`/api/v1/me/customToken?brand=${brand}`, { headers: bearer(token) }),
    apiFetch<{ oobCode: string }>(`/api/v1/me/oobCode?brand=${brand}`, { headers: bearer(token) }),
  ]);
  return { customToken: custom.body.customToken, oobCode: oob.body.oobCode };
}
const aliceHandOver = () => handOverFor('PLEXUS');

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

test.describe('brand apps', () => {
  test('signs in with a real custom token and shows the email and redirect path', async () => {
    const { customToken, oobCode } = await aliceHandOver();
    const page = await brandPage(
      PLEXUS_HOST,
      `/login${query({ email: 'alice@example.com', oobCode, customToken, mode: 'signIn', apiKey: 'demo-api-key', redirectPath: '/projects/7' })}`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<title>Plexus demo app<\/title>/);
    expect(page.body).toContain('<h1>Plexus demo app</h1>');
    expect(testIdText(page.body, 'signed-in-email')).toBe('alice@example.com');
    expect(testIdText(page.body, 'redirect-path')).toBe('/projects/7');
  });

  test('signs in with email and oobCode when there is no custom token', async () => {
    const { oobCode } = await aliceHandOver();
    const page = await brandPage(
      new URL(FVS_EMIOT_APP).host,
      `/magic-login${query({ email: 'alice@example.com', oobCode, mode: 'signIn' })}`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>FVS EMIoT demo app</h1>');
    expect(testIdText(page.body, 'signed-in-email')).toBe('alice@example.com');
  });

  test('maps every local brand host to its login path', async () => {
    const alice = await signInWithPassword('alice@example.com');
    const cases: Array<[string, string, string, string]> = [
      ['elumen.localhost', '/login', 'Elumen demo app', 'ELUMEN'],
      ['emiot.localhost', '/magic-login', 'EMIoT demo app', 'EMIOT'],
      ['emiot-mobile.localhost', '/handleLogin', 'EMIoT mobile demo app', 'EMIOT_MOBILE'],
      ['fvs-plexus.localhost', '/login', 'FVS Plexus demo app', 'PLEXUS'],
    ];
    for (const [host, path, title, brand] of cases) {
      const { customToken } = await handOverFor(brand, alice.idToken);
      const page = await brandPage(`${host}:${BRAND_APPS_PORT}`, `${path}${query({ customToken })}`);
      expect(page.status, host).toBe(200);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(testIdText(page.body, 'signed-in-email')).toBe('alice@example.com');
    }
  });

  test('a brand app takes only a token minted for its own brand; one that requires a second factor only one minted with it (issue 53)', async () => {
    const elumenMobile = (params: Record<string, string>) => brandPage(new URL(ELUMEN_MOBILE_APP).host, `/handleLogin${query(params)}`);
    // The attack probe's M3: a password session with no factor, its credentials taken to the app that requires one.
    const weak = await signUp('brand-app-weak');
    const plexus = await handOverFor('PLEXUS', weak.idToken);
    const wrongBrand = await elumenMobile({ customToken: plexus.customToken });
    expect(wrongBrand.status).toBe(401);
    expect(testIdText(wrongBrand.body, 'hand-over-error')).toBe(
      `Sign-in hand-over failed: The token was minted for PLEXUS, not ELUMEN_MOBILE`,
    );
    const phone = freshPhone();
    const person = await accountWithSecondFactor('brand-app-strong', phone.e164);
    const strong = await handOverFor('ELUMEN_MOBILE', (await signInWithSecondFactor(person.email, phone.e164)).idToken);
    // Email and code alone show no second factor: not taken (and not used up).
    const codeOnly = await elumenMobile({ email: person.email, oobCode: strong.oobCode });
    expect(codeOnly.status).toBe(401);
    expect(testIdText(codeOnly.body, 'hand-over-error')).toBe(
      `Sign-in hand-over failed: This brand requires a sign-in with a second factor`,
    );
    const page = await elumenMobile({ email: person.email, oobCode: strong.oobCode, customToken: strong.customToken, redirectPath: '/m' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Elumen mobile demo app</h1>');
    expect(testIdText(page.body, 'signed-in-email')).toBe(person.email);
    // The same token at another brand's app is refused.
    const elsewhere = await brandPage(PLEXUS_HOST, `/login${query({ customToken: strong.customToken })}`);
    expect(testIdText(elsewhere.body, 'hand-over-error')).toBe(
      `Sign-in hand-over failed: The token was minted for ELUMEN_MOBILE, not PLEXUS`,
    );
  });

  test('shows the error with status 401 for a bad token, escaping what it prints', async () => {
    const page = await brandPage(PLEXUS_HOST, `/login${query({ customToken: 'not-a-token', redirectPath: '<b>x</b>' })}`);
    expect(page.status).toBe(401);
    expect(page.body).toContain('data-testid="hand-over-error"');
    expect(testIdText(page.body, 'hand-over-error')).toMatch(/INVALID_CUSTOM_TOKEN/);
    expect(page.body).not.toContain('<b>x</b>');
    expect(testIdText(page.body, 'redirect-path')).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  test('shows an error for a used oobCode and when nothing is given', async () => {
    const { oobCode } = await aliceHandOver();
    const first = await brandPage(PLEXUS_HOST, `/login${query({ email: 'alice@example.com', oobCode })}`);
    expect(first.status).toBe(200);
    const again = await brandPage(PLEXUS_HOST, `/login${query({ email: 'alice@example.com', oobCode })}`);
    expect(again.status).toBe(401);
    expect((await brandPage(PLEXUS_HOST, '/login')).status).toBe(401);
  });

  test('keeps a session of its own, checked at every load: a deleted account or one signed out everywhere is shown signed out (issue 55)', async () => {
    /** Hands over to Plexus, and answers the Cookie header of the session the app kept. */
    const keptSession = async (idToken: string) => {
      const page = await brandPage(PLEXUS_HOST, `/login${query({ customToken: (await handOverFor('PLEXUS', idToken)).customToken })}`);
      expect(page.status).toBe(200);
      const cookie = String(page.headers['set-cookie'] ?? '');
      expect(cookie).toMatch(/^brand_app_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
      return { Cookie: cookie.split(';')[0] ?? '' };
    };
    const reload = (cookie: Record<string, string>) => brandPage(PLEXUS_HOST, '/login', cookie);

    const deleted = await signUp('brand-app-deleted');
    const cookie = await keptSession(deleted.idToken);
    const before = await reload(cookie);
    expect(testIdText(before.body, 'signed-in-email')).toBe(deleted.email);
    // Another brand's app does not take Plexus's session.
    expect(testIdText((await brandPage(new URL(ELUMEN_MOBILE_APP).host, '/handleLogin', cookie)).body, 'signed-in-email')).toBeUndefined();
    await adminAuth().deleteUser(deleted.localId);
    const after = await reload(cookie);
    expect(after.status).toBe(401);
    expect(testIdText(after.body, 'signed-in-email')).toBeUndefined();
    expect(testIdText(after.body, 'signed-out')).toMatch(/^Signed out: /);
    expect(String(after.headers['set-cookie'])).toMatch(/^brand_app_session=; .*Max-Age=0/);
    // Forgotten: the same cookie later finds no session at all.
    expect(testIdText((await reload(cookie)).body, 'signed-out')).toBeUndefined();

    const revoked = await signUp('brand-app-revoked');
    const revokedCookie = await keptSession(revoked.idToken);
    await untilNextSecond(); // Firebase counts revocation in whole seconds
    await adminAuth().revokeRefreshTokens(revoked.localId);
    const signedOut = await reload(revokedCookie);
    expect(testIdText(signedOut.body, 'signed-in-email')).toBeUndefined();
    expect(testIdText(signedOut.body, 'signed-out')).toMatch(/^Signed out: /);
  });

  test('answers 404 for an unknown host or path', async () => {
    expect((await brandPage(`unknown.localhost:${BRAND_APPS_PORT}`, '/login')).status).toBe(404);
    expect((await brandPage(PLEXUS_HOST, '/magic-login')).status).toBe(404);
    const escaped = await brandPage(PLEXUS_HOST, '/%3Cscript%3E');
    expect(escaped.status).toBe(404);
    expect(escaped.body).not.toContain('<script>');
  });
});
