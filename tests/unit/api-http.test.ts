// The local API's and demo brand apps' HTTP layer (Fastify), through inject(): no port, no
// emulator. Every request here is answered before a handler would call firebase-admin.
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../server/api';
import { DeletionFaults } from '../../server/account-deletion/deletion-faults';
import { buildBrandApps, withoutCredentials } from '../../server/brand-apps';
import { CaptureStore } from '../../server/capture';
import { Outbox } from '../../server/outbox';
import { PUBLIC_LIMITS } from '../../server/rate-limits';
import { isLoopbackHost } from '../../server/local-fastify';
import { ALLOWED_APP_ORIGINS, demoProjectOnly, LOCAL_HOSTS, PROJECT_ID, WHITE_LABEL_ORIGINS } from '../../server/config';
import { BRAND_APPS_PORT, brandAppsPort } from '../../server/brand-hosts';

const AUTH = '/public/api/v1/auth';
const SEND = `${AUTH}/sendMagicLinkEmail`;
// The local stack's addresses come from brands/environments.json (a worktree may shift its ports).
const APP_ORIGIN = WHITE_LABEL_ORIGINS.wbs!;
const FVS_ORIGIN = WHITE_LABEL_ORIGINS.fvs!;

const logged: string[] = [];
const capture = new CaptureStore();
/** Nothing here reaches the database: every request is answered before a handler would query it. */
const database = { get: () => Promise.reject(new Error('no database in this test')), close: async () => {} };
const api = buildApi({ outbox: new Outbox(), capture, database, log: (line) => logged.push(line) });
afterAll(() => api.close());

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
const send = (body: unknown) => postJson(SEND, JSON.stringify(body));

describe('error answers', () => {
  it('404 for an unknown path, as JSON { message }', async () => {
    const res = await api.inject({ method: 'GET', url: '/public/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('405 with Allow for a known path and a wrong method', async () => {
    const wrong = await api.inject({ method: 'GET', url: `${SEND}?x=1` });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toEqual({ message: expect.any(String) });

    const put = await api.inject({ method: 'PUT', url: '/outbox' });
    expect(put.statusCode).toBe(405);
    expect(String(put.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD']);
  });

  it('413 for an API body over 16 KiB', async () => {
    const res = await send({ email: 'a@example.com', redirectPath: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('400 for malformed or empty JSON', async () => {
    for (const payload of ['{"email": ', '']) {
      const res = await postJson(SEND, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
    }
  });

  it('415 for a body that does not say it is JSON', async () => {
    const res = await api.inject({
      method: 'POST',
      url: SEND,
      payload: '{"email":"a@example.com"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('500 logs the stack and says only "Internal error"', async () => {
    const app = buildApi({ outbox: new Outbox(), capture: new CaptureStore(), database, log: (line) => logged.push(line) });
    app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal error' });
    expect(logged.at(-1)).toMatch(/^\[api\] GET \/boom failed: Error: secret detail\n\s+at /);
  });

  it('every answer is Cache-Control: no-store', async () => {
    const answers = await Promise.all([
      api.inject({ method: 'GET', url: '/' }),
      api.inject({ method: 'GET', url: '/outbox.json' }),
      api.inject({ method: 'GET', url: '/nope' }),
      send({}),
      api.inject({ method: 'OPTIONS', url: SEND, headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' } }),
    ]);
    expect(answers.map((res) => res.headers['cache-control'])).toEqual(Array(answers.length).fill('no-store'));
    expect(answers[0]?.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('request body validation', () => {
  it('says what is wrong with each field, in the words the app and tests rely on', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-email', brand: 'PLEXUS', redirectPath: null }, 'email: must match format "email"'],
      [{ brand: 'PLEXUS' }, 'email: is required'],
      [{ email: 'a@example.com', admin: true }, 'admin: is not allowed'],
      [[], 'body: must be object'],
      [{ email: 'a@example.com', brand: 'ACME' }, 'brand: is not a known brand'],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('reports every problem at once, joined by "; " (allErrors), and coerces nothing', async () => {
    expect((await send({ admin: true })).json()).toEqual({ message: 'email: is required; admin: is not allowed' });
    expect((await send({ email: ['a@example.com'] })).json()).toEqual({ message: 'email: must be string' });
  });

  it('checks the bearer token before the body: 401 whatever the body', async () => {
    const res = await api.inject({
      method: 'PUT',
      url: '/api/v1/users/mergeWithIdToken',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Missing or invalid bearer token' });
  });

  it('answers 400 for a phone number that is not E.164', async () => {
    const res = await api.inject({ method: 'GET', url: `${AUTH}/isPhoneRegistered?phone=0412345678` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid phone number' });
  });
});

describe('rate limits (issue 32)', () => {
  it('one client gets 429 with Retry-After and no message once over its limit of public calls; another client is still answered', async () => {
    // A different number each time, one the handler refuses (400) before any identity call: only
    // the client's count can run out.
    let n = 0;
    const ask = (remoteAddress: string) =>
      api.inject({ method: 'GET', url: `${AUTH}/isPhoneRegistered?phone=04${String((n += 1)).padStart(8, '0')}`, remoteAddress });
    const { max, minutes } = PUBLIC_LIMITS.perClient;
    for (let i = 0; i < max; i++) expect((await ask('203.0.113.7')).statusCode, `call ${i + 1}`).toBe(400);
    const limited = await ask('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
    // No message: the hub shows its catalogue's text (flows/errors.json apiStatuses), not the server's words.
    expect(limited.json()).toEqual({ retryAfterSeconds: retryAfter });
    expect(limited.headers['access-control-allow-origin']).toBeUndefined();
    // The count is the client's network (issue 53 item 5): a neighbour in its /24 shares it, another /24 does not.
    expect((await ask('203.0.113.8')).statusCode).toBe(429);
    expect((await ask('::ffff:203.0.113.9')).statusCode).toBe(429);
    expect((await ask('203.0.114.7')).statusCode).toBe(400);
  });

  it('a body the schema refuses is answered 400 and not counted against its address', async () => {
    for (let i = 0; i <= PUBLIC_LIMITS.perEmailFromNetwork.max; i++) {
      const res = await api.inject({
        method: 'POST',
        url: SEND,
        payload: JSON.stringify({ email: 'same@example.com', admin: true }),
        headers: { 'content-type': 'application/json' },
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('passkey routes, before the database (issue 54)', () => {
  const PASSKEY_OPTIONS = '/api/v1/passkeys/authentication/options';

  it('a sign-in ceremony needs an account host as Origin: 403 passkey-origin-not-account-host otherwise', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { origin: 'http://evil.example' },
      { origin: `http://127.0.0.1:${new URL(APP_ORIGIN).port}` },
    ]) {
      const res = await postJson(PASSKEY_OPTIONS, '{}', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Passkeys are only used from an account host', code: 'passkey-origin-not-account-host' });
    }
  });

  it('the public pair counts against the client network’s limit of public calls, shared with the other public calls', async () => {
    const { max } = PUBLIC_LIMITS.perClient;
    const ask = (url: string) =>
      api.inject({ method: 'POST', url, payload: '{}', headers: { 'content-type': 'application/json' }, remoteAddress: '198.51.100.4' });
    for (let i = 0; i < max; i++) expect((await ask(PASSKEY_OPTIONS)).statusCode, `call ${i + 1}`).toBe(403);
    expect((await ask(PASSKEY_OPTIONS)).statusCode).toBe(429);
    expect((await ask('/api/v1/passkeys/authentication/verify')).statusCode).toBe(400); // its body is refused before any count
    const verify = await api.inject({
      method: 'POST',
      url: '/api/v1/passkeys/authentication/verify',
      payload: JSON.stringify({ response: { id: 'a', rawId: 'a', type: 'public-key', response: {}, clientExtensionResults: {} } }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '198.51.100.5',
    });
    expect(verify.statusCode).toBe(429);
    expect((await api.inject({ method: 'GET', url: `${AUTH}/isPhoneRegistered?phone=x`, remoteAddress: '198.51.100.6' })).statusCode).toBe(
      429,
    );
  });

  it('bodies follow their schemas: options take {}, verify a credential of type public-key', async () => {
    expect((await postJson(PASSKEY_OPTIONS, '{"email":"a@example.com"}', { origin: APP_ORIGIN })).json()).toEqual({
      message: 'email: is not allowed',
    });
    const res = await postJson(
      '/api/v1/passkeys/authentication/verify',
      JSON.stringify({ response: { id: 'abc', rawId: 'abc', type: 'password', response: {}, clientExtensionResults: {} } }),
      { origin: FVS_ORIGIN },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^response\.type: /);
  });

  it('the bearer routes answer 401 without a token, whatever the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/me/passkeys/registration/options'],
      ['POST', '/api/v1/me/passkeys/registration/verify'],
      ['GET', '/api/v1/me/passkeys'],
      ['PATCH', '/api/v1/me/passkeys/abc'],
      ['DELETE', '/api/v1/me/passkeys/abc'],
    ] as const) {
      const res = await api.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{"x":1}',
        headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    api.inject({
      method: 'OPTIONS',
      url: '/api/v1/me/customToken',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('answers a preflight from an app origin with 204 and the access headers', async () => {
    const res = await preflight(APP_ORIGIN);
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type, Accept-Language',
      'access-control-max-age': '600',
    });
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('gives a foreign origin no Access-Control-Allow-Origin, on preflights and answers', async () => {
    const res = await preflight('http://evil.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await api.inject({
      method: 'GET',
      url: `${AUTH}/isPhoneRegistered?phone=x`,
      headers: { origin: 'http://localhost:5174' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Origin/);
  });

  it('lets the app read error answers (a 401 makes it refresh its token)', async () => {
    const res = await api.inject({ method: 'GET', url: '/api/v1/me/customToken', headers: { origin: FVS_ORIGIN } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(FVS_ORIGIN);
  });

  it('answers any OPTIONS with 204, not a text error', async () => {
    expect((await api.inject({ method: 'OPTIONS', url: SEND })).statusCode).toBe(204);
  });
});

describe('capture sink', () => {
  it('keeps a gzip body as raw bytes, whatever its content type', async () => {
    const batch = JSON.stringify([{ event: 'logout', properties: { n: 'x'.repeat(20 * 1024) } }]);
    const gzip = gzipSync(batch);
    const res = await api.inject({
      method: 'POST',
      url: '/e/?compression=gzip-js',
      payload: gzip,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
    const kept = capture.list().at(-1);
    expect(kept).toMatchObject({ url: '/e/?compression=gzip-js', contentType: 'text/plain', encoding: 'base64' });
    expect(gunzipSync(Buffer.from(kept?.body ?? '', 'base64')).toString('utf8')).toBe(batch);
  });

  it('accepts batches over the API limit, up to 1 MiB', async () => {
    const post = (size: number) =>
      api.inject({ method: 'POST', url: '/i/v0/e/', payload: 'x'.repeat(size), headers: { 'content-type': 'application/json' } });
    expect((await post(512 * 1024)).statusCode).toBe(200);
    expect((await post(1024 * 1024 + 1)).statusCode).toBe(413);
  });

  // Issue 53 item 8: a page of any site could post a simple (text/plain) request here; the app's
  // own pages send their Origin, which must be one of the white-labels' app origins.
  const postEvent = (headers: Record<string, string>) =>
    api.inject({ method: 'POST', url: '/e/', payload: '{"event":"x"}', headers: { 'content-type': 'text/plain', ...headers } });

  it('refuses a cross-site simple POST (403, the error shape) and keeps nothing of it', async () => {
    const before = capture.list().length;
    const crossSite: Array<Record<string, string>> = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { origin: new URL(String(LOCAL_HOSTS.plexusFrontendUrl)).origin }, // a brand app is not the hub
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const res = await postEvent(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: expect.stringContaining('app origins') });
    }
    expect(capture.list()).toHaveLength(before);
  });

  it("takes events from every white-label's app origin (fvs.localhost to localhost is cross-site to a browser), and from tools that send no Origin", async () => {
    expect(ALLOWED_APP_ORIGINS.length).toBeGreaterThan(1);
    for (const origin of ALLOWED_APP_ORIGINS) {
      const res = await postEvent({ origin, 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode, origin).toBe(200);
    }
    expect((await postEvent({})).statusCode).toBe(200);
    expect((await postEvent({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('keeps at most 1000 events, the oldest dropped', () => {
    const store = new CaptureStore();
    for (let i = 0; i < 1001; i++) store.add(`/e/?n=${i}`, 'text/plain', Buffer.from('{}'));
    const kept = store.list();
    expect(kept).toHaveLength(1000);
    expect(kept[0]?.url).toBe('/e/?n=1');
    expect(kept.at(-1)?.url).toBe('/e/?n=1000');
  });

  it('keeps at most 16 MiB of bodies, the oldest dropped, so posts of 1 MiB cannot fill the memory', () => {
    const store = new CaptureStore();
    const MiB = 1024 * 1024;
    for (let i = 0; i < 40; i++) store.add(`/e/?n=${i}`, 'text/plain', Buffer.alloc(MiB, 'x'));
    const kept = store.list();
    expect(kept.reduce((sum, e) => sum + e.body.length, 0)).toBeLessThanOrEqual(16 * MiB);
    expect(kept.at(-1)?.url).toBe('/e/?n=39');
    expect(kept).toHaveLength(16);
    // One body as large as the whole budget is still kept, alone.
    store.add('/e/?n=big', 'text/plain', Buffer.alloc(16 * MiB, 'x'));
    expect(store.list().map((e) => e.url)).toEqual(['/e/?n=big']);
  });
});

describe('loopback Host only (DNS rebinding, issue 32)', () => {
  it('the API and the outbox refuse a request naming another host, and answer loopback names', async () => {
    for (const host of ['evil.example', 'evil.example:8787', 'localhost.evil.example:8787', '127.0.0.2:8787', '0.0.0.0:8787']) {
      for (const url of ['/outbox.json', '/public/api/v1/auth/isPhoneRegistered?phone=%2B61412345678']) {
        const res = await api.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode, `${host} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: expect.stringContaining('loopback') });
      }
    }
    for (const host of ['localhost:8787', '127.0.0.1:8787', '[::1]:8787', 'LOCALHOST:8787'])
      expect((await api.inject({ method: 'GET', url: '/outbox.json', headers: { host } })).statusCode, host).toBe(200);
  });

  it('the stack starts only against a demo- project id', () => {
    expect(PROJECT_ID).toMatch(/^demo-/);
    expect(demoProjectOnly('demo-x')).toBe('demo-x');
    for (const id of ['account-hub-prod', 'my-demo-project', 'Demo-x', ''])
      expect(() => demoProjectOnly(id), id).toThrow(/runs only against a demo- project/);
  });

  it("the demo brand apps listen on their local hosts' one port (environments.json), and hosts on two ports are refused", () => {
    expect(BRAND_APPS_PORT).toBe(Number(new URL(String(LOCAL_HOSTS.plexusFrontendUrl)).port));
    expect(brandAppsPort([{ origin: 'http://a.localhost:8798' }, { origin: 'http://b.localhost:8798' }])).toBe(8798);
    expect(brandAppsPort([{ origin: 'http://a.localhost' }])).toBe(80);
    expect(() => brandAppsPort([{ origin: 'http://a.localhost:8788' }, { origin: 'http://b.localhost:8789' }])).toThrow(
      'brands/environments.json: the local brand app hosts must share one port (one demo server), not 8788, 8789',
    );
  });

  it('loopback names are localhost, *.localhost, 127.0.0.1 and [::1], with or without a port', () => {
    expect(
      ['localhost', 'plexus.localhost:8788', 'fvs.localhost', '127.0.0.1:9', '[::1]', '[::1]:5173'].filter(isLoopbackHost),
    ).toHaveLength(6);
    expect(
      ['evil.example', 'localhostevil.example', 'localhost.evil', '[::2]', '127.0.0.1.evil', 'localhost:99999x', undefined].filter((h) =>
        isLoopbackHost(h),
      ),
    ).toEqual([]);
  });
});

describe('demo brand apps', () => {
  const brandApps = buildBrandApps(() => {});
  afterAll(() => brandApps.close());
  const page = (method: 'GET' | 'POST', host: string, url: string) => brandApps.inject({ method, url, headers: { host } });

  it('refuse a Host that is not a loopback name (DNS rebinding)', async () => {
    expect((await page('GET', 'plexus.evil.example:8788', '/login')).statusCode).toBe(403);
  });

  it('answers the 404 page for an unknown host, path or method', async () => {
    for (const res of [
      await page('GET', 'nowhere.localhost:8788', '/login'),
      await page('GET', 'plexus.localhost:8788', '/elsewhere?x=1'),
      await page('POST', 'plexus.localhost:8788', '/login'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<h1>Not found</h1>');
    }
    expect((await page('GET', 'nowhere.localhost:8788', '/login')).body).toContain('No demo brand app at nowhere.localhost:8788/login.');
  });

  it('answers 401 with the reason when the link carries nothing to sign in with', async () => {
    const res = await page('GET', 'plexus.localhost:8788', '/login?redirectPath=%3Cb%3E');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('data-testid="hand-over-error"');
    expect(res.body).toContain('<code data-testid="redirect-path">&lt;b&gt;</code>');
  });

  it('take the credentials out of the address once read, keeping the rest (issue 32)', async () => {
    expect(withoutCredentials('/login?apiKey=k&email=a%40b.c&mode=signIn&oobCode=o&customToken=t&redirectPath=%2Fp%3Fq%3D1')).toBe(
      '/login?mode=signIn&redirectPath=%2Fp%3Fq%3D1',
    );
    expect(withoutCredentials('/handleLogin?customToken=t')).toBe('/handleLogin');
    const res = await page('GET', 'plexus.localhost:8788', '/login?email=a%40b.c&redirectPath=%3C%2Fscript%3E');
    // The address goes into the page as a script string: '<' escaped, so no path can end the script.
    expect(res.body).toContain(`<script>history.replaceState(null, '', "/login?redirectPath=%3C%2Fscript%3E");</script>`);
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('account deletion routes (issue 55)', () => {
  it('DELETE /api/v1/me needs a bearer token: 401 in the error shape', async () => {
    const res = await api.inject({ method: 'DELETE', url: '/api/v1/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Missing or invalid bearer token' });
  });

  it('the fault injection exists only where the API was given it (the test stack): elsewhere its routes are not there', async () => {
    const fault = { method: 'POST', url: '/__test/account-deletion/fault', payload: { uid: 'someone', after: 'record' } } as const;
    expect((await api.inject(fault)).statusCode).toBe(404);
    expect((await api.inject({ method: 'POST', url: '/__test/account-deletion/resume' })).statusCode).toBe(404);
    const testStack = buildApi({
      outbox: new Outbox(),
      capture: new CaptureStore(),
      database,
      log: () => {},
      deletionFaults: new DeletionFaults(),
    });
    expect((await testStack.inject(fault)).json()).toEqual({ armed: 'record' });
    await testStack.close();
  });
});
