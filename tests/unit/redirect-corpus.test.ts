/**
 * Every payload of tests/fixtures/redirect-bypass-corpus.json against an oracle that does not
 * use safeRelativePath: the WHATWG URL parser (`new URL(x, base)`), i.e. what a browser would
 * load. The hub hands the accepted path to `<brand origin>/login?redirectPath=<path>` and the
 * brand application goes to that path on its own origin; so whatever is accepted must stay on
 * the origin of any page it is resolved against, read as a plain path, and mean what the payload
 * itself meant. Whatever would leave the origin must be refused.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { handOverDestination, safeRelativePath } from '../../src/flow/navigation';
import { hubConfigFor } from '../support/project';

const corpus = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/redirect-bypass-corpus.json'), 'utf8')) as { payloads: string[] }
).payloads;

const plexus = [...hubConfigFor('localhost').brands.values()].find((b) => b?.code === 'PLEXUS');
if (!plexus) throw new Error('the localhost config has no PLEXUS brand');
const BRAND_ORIGIN = 'http://plexus.localhost:8788';

/** Pages a path may be resolved on: the brand's login page, the hub, and an unrelated https site. */
const BASES = [plexus.loginUrl, 'https://account.hub.example/redirect', 'https://elsewhere.example/some/page'];

/** The URL a browser on the page at base would load for href, or null when it cannot parse it. */
function browserLoad(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

const pathOf = (u: URL): string => u.pathname + u.search + u.hash;

/**
 * Why href must be refused, or null when a browser keeps it on the page's origin everywhere and
 * its path can be passed on as a path. The parser strips tabs and newlines, reads '\' as '/', and
 * gives javascript:, data: and the like the opaque origin 'null'.
 */
function mustRefuse(href: string): string | null {
  for (const base of BASES) {
    const url = browserLoad(href, base);
    if (!url) return `unparseable on ${base}`;
    if (url.origin !== new URL(base).origin) return `leaves ${base} for ${url.origin}`;
    if (url.pathname.startsWith('//')) return `its path ${url.pathname} reads as protocol-relative`;
  }
  return null;
}

/** Characters browsers strip from or escape in a URL, and the backslash they read as a slash. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const STRIPPED_OR_REREAD = /[\u0000-\u0020\u007f-\u009f\\]/;

/** The oracle for one payload; returns whether it was accepted. */
function checkPayload(payload: string): boolean {
  const out = safeRelativePath(payload);
  const refuse = mustRefuse(payload);
  if (refuse) expect(out, `${JSON.stringify(payload)} ${refuse}`).toBeNull();
  if (out === null) return false;

  // One leading slash, nothing a browser strips or rereads.
  expect(out, payload).toMatch(/^\/(?![/\\])/);
  expect(out, payload).not.toMatch(STRIPPED_OR_REREAD);
  for (const base of BASES) {
    const origin = new URL(base).origin;
    const target = browserLoad(out, base);
    // The same-origin guarantee, on the brand's origin and on any other.
    expect(target?.origin, `${payload} on ${base}`).toBe(origin);
    // Exactly what a browser would have loaded for the payload itself.
    expect(pathOf(target!), `${payload} on ${base}`).toBe(pathOf(browserLoad(payload, base)!));
  }
  // What is passed on passes the same check unchanged (the brand app may check it again).
  expect(safeRelativePath(out), payload).toBe(out);
  return true;
}

describe('redirect bypass corpus, against the URL parser', () => {
  it('is large enough and still holds both hostile payloads and safe controls', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    const hostile = corpus.filter((p) => mustRefuse(p) !== null);
    expect(hostile.length).toBeGreaterThanOrEqual(40);
    for (const control of ['/projects/42', '/projects/42?tab=x#y', '/ok/%7Euser']) expect(corpus).toContain(control);
  });

  it.each(corpus.map((p) => [JSON.stringify(p).slice(0, 60), p] as const))('%s', (_name, payload) => {
    checkPayload(payload);
  });

  it('both refuses and accepts payloads, and accepts ordinary paths unchanged', () => {
    const accepted = corpus.filter((p) => checkPayload(p));
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
      const to = handOverDestination(plexus, { email: 'a@b.co', oobCode: 'o', customToken: 't', apiKey: 'k', redirectPath: payload });
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
