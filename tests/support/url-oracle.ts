/**
 * An oracle for redirect paths that does not use safeRelativePath: the WHATWG URL parser
 * (`new URL(x, base)`), i.e. what a browser would load. The hub hands an accepted path to
 * `<brand origin>/login?redirectPath=<path>` and the brand application goes to that path on its
 * own origin; so whatever is accepted must stay on the origin of any page it is resolved against,
 * read as a plain path, and mean what the raw value itself meant. Used by the corpus unit test and
 * the property test of src/domain/navigation.ts.
 */
import { expect } from 'vitest';
import { safeRelativePath } from '../../src/domain/navigation';
import { hubConfigFor } from './project';

const plexus = [...hubConfigFor('localhost').brands.values()].find((b) => b?.code === 'PLEXUS');
if (!plexus) throw new Error('the localhost config has no PLEXUS brand');

/** The Plexus brand of the local WBS configuration (its login page is the hand-over target). */
export const PLEXUS = plexus;

/** Pages a path may be resolved on: the brand's login page, the hub, and an unrelated https site. */
export const ORACLE_PAGES = [plexus.loginUrl, 'https://account.hub.example/redirect', 'https://elsewhere.example/some/page'];

/** The URL a browser on the page at base would load for href, or null when it cannot parse it. */
export function browserLoad(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

export const pathOf = (u: URL): string => u.pathname + u.search + u.hash;

/**
 * Why href must be refused, or null when a browser keeps it on the page's origin everywhere and
 * its path can be passed on as a path. The parser strips tabs and newlines, reads '\' as '/', and
 * gives javascript:, data: and the like the opaque origin 'null'.
 */
export function mustRefuse(href: string): string | null {
  for (const base of ORACLE_PAGES) {
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

/**
 * safeRelativePath(raw) checked against the oracle: refused when a browser would leave the
 * origin; when accepted, one leading slash, nothing a browser strips or rereads, the same origin
 * and exactly what the raw value meant on every page, and unchanged by a second check. Returns
 * whether it was accepted.
 */
export function expectSafeRelativePath(raw: string): boolean {
  const out = safeRelativePath(raw);
  const refuse = mustRefuse(raw);
  if (refuse) expect(out, `${JSON.stringify(raw)} ${refuse}`).toBeNull();
  if (out === null) return false;
  expect(out, raw).toMatch(/^\/(?![/\\])/);
  expect(out, raw).not.toMatch(STRIPPED_OR_REREAD);
  for (const base of ORACLE_PAGES) {
    const target = browserLoad(out, base);
    // The same-origin guarantee, on the brand's origin and on any other.
    expect(target?.origin, `${raw} on ${base}`).toBe(new URL(base).origin);
    expect(pathOf(target!), `${raw} on ${base}`).toBe(pathOf(browserLoad(raw, base)!));
  }
  // What is passed on passes the same check unchanged (the brand app may check it again).
  expect(safeRelativePath(out), raw).toBe(out);
  return true;
}
