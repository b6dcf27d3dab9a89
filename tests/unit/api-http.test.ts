// The local API's and demo brand apps' HTTP layer (Fastify), through inject(): no port, no
// emulator. Every request here is answered before a handler would call firebase-admin.
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../server/api';
import { buildBrandApps } from '../../server/brand-apps';
import { CaptureStore } from '../../server/capture';
import { Outbox } from '../../server/outbox';

const AUTH = '/public/api/v1/auth';
const SEND = `${AUTH}/sendMagicLinkEmail`;
const APP_ORIGIN = 'http://localhost:5173';

const logged: string[] = [];
const capture = new CaptureStore();
const api = buildApi({ outbox: new Outbox(), capture, log: (line) => logged.push(line) });
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
    const app = buildApi({ outbox: new Outbox(), capture: new CaptureStore(), log: (line) => logged.push(line) });
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
      'access-control-allow-methods': 'GET, POST, PUT',
      'access-control-allow-headers': 'Authorization, Content-Type',
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
    const res = await api.inject({ method: 'GET', url: '/api/v1/me/customToken', headers: { origin: 'http://fvs.localhost:5173' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('http://fvs.localhost:5173');
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
});

describe('demo brand apps', () => {
  const brandApps = buildBrandApps(() => {});
  afterAll(() => brandApps.close());
  const page = (method: 'GET' | 'POST', host: string, url: string) => brandApps.inject({ method, url, headers: { host } });

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
});
