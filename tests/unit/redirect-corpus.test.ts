/**
 * Every payload of tests/fixtures/redirect-bypass-corpus.json against an oracle that does not
 * use safeRelativePath: the URL parser, i.e. what a browser would load (tests/support/url-oracle.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { handOverDestination, safeRelativePath } from '../../src/domain/navigation';
import { PLEXUS, expectSafeRelativePath, mustRefuse, pathOf } from '../support/url-oracle';

const corpus = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/redirect-bypass-corpus.json'), 'utf8')) as { payloads: string[] }
).payloads;

const BRAND_ORIGIN = 'http://plexus.localhost:8788';

describe('redirect bypass corpus, against the URL parser', () => {
  it('is large enough and still holds both hostile payloads and safe controls', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    const hostile = corpus.filter((p) => mustRefuse(p) !== null);
    expect(hostile.length).toBeGreaterThanOrEqual(40);
    for (const control of ['/projects/42', '/projects/42?tab=x#y', '/ok/%7Euser']) expect(corpus).toContain(control);
  });

  it.each(corpus.map((p) => [JSON.stringify(p).slice(0, 60), p] as const))('%s', (_name, payload) => {
    expectSafeRelativePath(payload);
  });

  it('both refuses and accepts payloads, and accepts ordinary paths unchanged', () => {
    const accepted = corpus.filter((p) => expectSafeRelativePath(p));
    const refused = corpus.filter((p) => !accepted.includes(p));
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThanOrEqual(40);
    // A path of plain segments (no dot segments, no encoding but %7E), within the hub's 512
    // characters, is passed on as it is.
    const segment = '(?:[\\w~-]|%7E)(?:[\\w.~-]|%7E)*';
    const plain = new RegExp(`^(?:/${segment})+(?:\\?[\\w=&.~-]*)?(?:#[\\w-]*)?$`);
    const ordinary = corpus.filter((x) => plain.test(x) && x.length <= 512);
    expect(ordinary).toEqual(expect.arrayContaining(['/projects/42', '/projects/42?tab=x#y', '/ok/%7Euser']));
    for (const p of ordinary) expect(safeRelativePath(p), p).toBe(p);
  });

  it("hands every payload to the brand's login page so that the brand app stays on its own origin", () => {
    for (const payload of corpus) {
      const to = handOverDestination(PLEXUS, { email: 'a@b.co', oobCode: 'o', customToken: 't', apiKey: 'k', redirectPath: payload });
      expect(to?.kind, payload).toBe('external');
      if (to?.kind !== 'external') continue;
      const landing = new URL(to.url);
      expect(landing.origin, payload).toBe(BRAND_ORIGIN);
      expect(landing.pathname, payload).toBe('/login');
      const carried = landing.searchParams.get('redirectPath');
      if (mustRefuse(payload)) expect(carried, payload).toBeNull();
      if (carried === null) continue;
      // The brand app goes to the carried path on its own origin: where the payload itself led.
      const next = new URL(carried, landing);
      expect(next.origin, payload).toBe(BRAND_ORIGIN);
      expect(pathOf(next), payload).toBe(pathOf(new URL(payload, landing)));
    }
  });
});
