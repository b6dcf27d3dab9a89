// Issue 55 section 4: the breached-password range route and its sources, through inject() (no
// port): the local list built from @zxcvbn-ts/language-common, and production's relay to Have I
// Been Pwned with its cache and timeout, on a fake upstream.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../server/api';
import { CaptureStore } from '../../server/capture';
import { Outbox } from '../../server/outbox';
import { PUBLIC_LIMITS } from '../../server/rate-limits';
import { commonPasswordRanges } from '../../server/passwords/common-password-ranges';
import { relayedRanges } from '../../server/passwords/range-relay';
import { splitSha1, timesSeen } from '../../src/domain/password-range';

const RANGE = '/public/api/v1/passwords/range';
const database = { get: () => Promise.reject(new Error('no database in this test')), close: async () => {} };
const split = (password: string) => splitSha1(createHash('sha1').update(password).digest('hex'));

describe('the range route on the local list', () => {
  const asked: string[] = [];
  const local = commonPasswordRanges();
  const api = buildApi({
    outbox: new Outbox(),
    capture: new CaptureStore(),
    database,
    log: () => {},
    passwordRanges: (prefix) => {
      asked.push(prefix);
      return local(prefix);
    },
  });
  afterAll(() => api.close());

  it("answers HIBP's text for a prefix: a common password's suffix is listed, a made-up one is not", async () => {
    const { prefix, suffix } = split('password1');
    const res = await api.inject({ method: 'GET', url: `${RANGE}/${prefix.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^([0-9A-F]{35}:\d+)(\r\n[0-9A-F]{35}:\d+)*$/);
    expect(timesSeen(res.body, suffix)).toBeGreaterThan(0);
    expect(timesSeen(res.body, split('Kx9!vq-Unlisted-2026').suffix)).toBe(0);
  });

  it('refuses with 400 anything but 5 hex characters, before the source is asked', async () => {
    asked.length = 0;
    const whole = createHash('sha1').update('password1').digest('hex');
    for (const bad of ['ABCD', 'ABCDEF', 'GHIJK', whole, 'password1', encodeURIComponent('Pass word!')]) {
      const res = await api.inject({ method: 'GET', url: `${RANGE}/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(asked).toEqual([]);
  });

  it('counts against the client network like the other public calls (429 once over)', async () => {
    const ask = (remoteAddress: string) => api.inject({ method: 'GET', url: `${RANGE}/ABCDE`, remoteAddress });
    for (let i = 0; i < PUBLIC_LIMITS.perClient.max; i++) expect((await ask('198.51.100.7')).statusCode, `call ${i + 1}`).toBe(200);
    expect((await ask('198.51.100.8')).statusCode).toBe(429);
    expect((await ask('198.51.101.7')).statusCode).toBe(200);
  });

  it('answers 503 when its source cannot tell (the hub then goes on)', async () => {
    const down = buildApi({
      outbox: new Outbox(),
      capture: new CaptureStore(),
      database,
      log: () => {},
      passwordRanges: () => Promise.reject(new Error('upstream down')),
    });
    const res = await down.inject({ method: 'GET', url: `${RANGE}/ABCDE` });
    expect(res.statusCode).toBe(503);
    await down.close();
  });
});

describe("production's relay", () => {
  const upstream = 'https://range.example/range/';
  function fakeUpstream(answer: (url: string) => Promise<Response>) {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetchImpl = ((input: URL | RequestInfo, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return answer(String(input));
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  it('asks the range API for the prefix with padding, and serves a repeat from its cache until it expires', async () => {
    const { calls, fetchImpl } = fakeUpstream(
      async () => new Response('0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n00000000000000000000000000000000000:0'),
    );
    let now = 0;
    const relay = relayedRanges({ upstream, fetch: fetchImpl, cacheMs: 1000, now: () => now });
    const text = await relay('abcde');
    expect(timesSeen(text, '0018A45C4D1DEF81644B54AB7F969B88D65')).toBe(3);
    expect(calls[0]?.url).toBe(`${upstream}ABCDE`);
    expect(new Headers(calls[0]?.init?.headers).get('Add-Padding')).toBe('true');
    await relay('ABCDE');
    expect(calls).toHaveLength(1);
    now = 1000;
    await relay('ABCDE');
    expect(calls).toHaveLength(2);
  });

  it('shares one upstream call between people asking the same prefix at once, and keeps at most cacheEntries prefixes', async () => {
    const { calls, fetchImpl } = fakeUpstream(async () => new Response(''));
    const relay = relayedRanges({ upstream, fetch: fetchImpl, cacheEntries: 1 });
    await Promise.all([relay('AAAAA'), relay('AAAAA')]);
    expect(calls).toHaveLength(1);
    await relay('BBBBB');
    await relay('AAAAA'); // pushed out by BBBBB
    expect(calls).toHaveLength(3);
  });

  it('rejects when the range API fails or does not answer in time, and caches no failure', async () => {
    const failing = fakeUpstream(async () => new Response('busy', { status: 503 }));
    const relay = relayedRanges({ upstream, fetch: failing.fetchImpl });
    await expect(relay('ABCDE')).rejects.toThrow();
    await expect(relay('ABCDE')).rejects.toThrow();
    expect(failing.calls).toHaveLength(2);

    const hanging = fakeUpstream(
      (url) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = hanging.calls.find((c) => c.url === url)?.init?.signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    await expect(relayedRanges({ upstream, fetch: hanging.fetchImpl, timeoutMs: 20 })('ABCDE')).rejects.toThrow();
  });
});
