// GET /public/api/v1/passwords/range/:prefix on the running stack (issue 55 section 4): Have I Been
// Pwned's range format from the local list of common passwords, reachable from the app's origin,
// and nothing but a 5-character prefix accepted: the whole password never reaches the API.
import { createHash } from 'node:crypto';
import { test, expect } from '../browser/support/fixtures';
import { stack } from './helpers.js';
import { APP } from '../support/local-stack.js';
import { splitSha1, timesSeen } from '../../src/domain/password-range.js';

const range = (prefix: string) => fetch(`${stack().api}/public/api/v1/passwords/range/${prefix}`, { headers: { Origin: APP } });
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

test.describe('breached-password range route', () => {
  test("answers the suffixes under a common password's prefix, to the app's origin", async () => {
    const { prefix, suffix } = splitSha1(sha1('password1'));
    const res = await range(prefix);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    const text = await res.text();
    expect(timesSeen(text, suffix)).toBeGreaterThan(0);
    // Every line is SUFFIX:COUNT, the prefix itself left out, as HIBP answers.
    for (const line of text.split('\r\n')) expect(line).toMatch(/^[0-9A-F]{35}:[1-9]\d*$/);
  });

  test('400 for anything but 5 hex characters: a short or long prefix, a whole hash, a password', async () => {
    for (const bad of ['ABC', 'ABCDEF', 'XYZ12', sha1('password1'), 'password1', encodeURIComponent('Secret 123!')]) {
      const res = await range(bad);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
  });
});
