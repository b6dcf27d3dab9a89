// Demo brand apps: the hand-over page completes the sign-in against the emulator.
import { test, expect } from '../browser/support/fixtures';
import { apiFetch, bearer, brandPage, signInWithPassword, testIdText } from './helpers.js';
import { FVS_EMIOT_APP, PLEXUS_APP } from '../support/local-stack.js';

/** The Host header of the Plexus demo app. */
const PLEXUS_HOST = new URL(PLEXUS_APP).host;

async function aliceHandOver(): Promise<{ customToken: string; oobCode: string }> {
  const alice = await signInWithPassword('alice@example.com');
  const [custom, oob] = await Promise.all([
    apiFetch<{ customToken: string }>('/api/v1/me/customToken', { headers: bearer(alice.idToken) }),
    apiFetch<{ oobCode: string }>('/api/v1/me/oobCode', { headers: bearer(alice.idToken) }),
  ]);
  return { customToken: custom.body.customToken, oobCode: oob.body.oobCode };
}

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
    const { customToken } = await aliceHandOver();
    const cases: Array<[string, string, string]> = [
      ['elumen.localhost', '/login', 'Elumen demo app'],
      ['emiot.localhost', '/magic-login', 'EMIoT demo app'],
      ['emiot-mobile.localhost', '/handleLogin', 'EMIoT mobile demo app'],
      ['elumen-mobile.localhost', '/handleLogin', 'Elumen mobile demo app'],
      ['fvs-plexus.localhost', '/login', 'FVS Plexus demo app'],
    ];
    for (const [host, path, title] of cases) {
      // The same custom token can be used again: it is a signed assertion, not a one-time code.
      const page = await brandPage(`${host}:${new URL(PLEXUS_APP).port}`, `${path}${query({ customToken })}`);
      expect(page.status, host).toBe(200);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(testIdText(page.body, 'signed-in-email')).toBe('alice@example.com');
    }
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

  test('answers 404 for an unknown host or path', async () => {
    expect((await brandPage(`unknown.localhost:${new URL(PLEXUS_APP).port}`, '/login')).status).toBe(404);
    expect((await brandPage(PLEXUS_HOST, '/magic-login')).status).toBe(404);
    const escaped = await brandPage(PLEXUS_HOST, '/%3Cscript%3E');
    expect(escaped.status).toBe(404);
    expect(escaped.body).not.toContain('<script>');
  });
});
