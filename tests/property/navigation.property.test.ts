import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  handOverDestination,
  logoutDestination,
  postSignInDestination,
  reauthenticateDestination,
  safeRelativePath,
  withQuery,
} from '../../src/domain/navigation';
import { hubConfigFor } from '../support/project';
import { expectSafeRelativePath } from '../support/url-oracle';

const wbs = hubConfigFor('localhost');
const brands = [...wbs.brands.values()].filter((b) => b !== null);
const HUB = 'https://account.hub.example';

/**
 * Paths people really use. (Path and query drawn side by side: a query arbitrary built inside
 * `.chain` compiled its pattern again for every path, 5.6 s for 500 paths against a few ms.)
 */
const goodPath = fc
  .tuple(
    fc.array(fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9_.~-]{0,11}$/), { minLength: 0, maxLength: 5 }),
    fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined }),
  )
  .map(([segs, q]) => `/${segs.join('/')}${q ? `?${q}` : ''}`);

/** Strings built to escape: schemes, protocol-relative, backslashes, encodings, control characters, userinfo. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '//user@evil.example',
    '/%09/evil.example',
    '/%2e%2e%2f',
    ' /a',
    '/a b',
    'http:evil.example',
    '//[::1]/x',
    '//127.0.0.1:80/x',
    '/%00',
    '/%252F%252Fevil.example',
    '///evil.example',
  ),
  fc
    .tuple(
      fc.constantFrom('', '/', '//', '\\', '/\\', 'http://', 'https://', '//u:p@'),
      fc.domain(),
      fc.option(fc.integer({ min: 1, max: 65535 })),
    )
    .map(([pre, d, port]) => `${pre}${d}${port ? `:${port}` : ''}/x`),
);

describe('safeRelativePath', () => {
  it('keeps ordinary relative paths as they are', () => {
    fc.assert(
      fc.property(goodPath, (p) => {
        expect(safeRelativePath(p)).toBe(p);
      }),
    );
  });

  it("whatever it accepts resolves to the hub's own origin, and starts with one slash", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, goodPath), (raw) => {
        const ok = safeRelativePath(raw);
        if (ok === null) return;
        expect(new URL(ok, HUB).origin).toBe(HUB);
        expect(ok[0]).toBe('/');
        expect(ok[1]).not.toBe('/');
        expect(ok).not.toMatch(/[\\\s]/);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses protocol-relative, backslash, encoded-slash, control-character and absolute forms', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5cx',
      '/\t/x',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      'x',
      '/a\u0000',
    ]) {
      expect(safeRelativePath(bad)).toBeNull();
    }
    expect(safeRelativePath(`/${'a'.repeat(600)}`)).toBeNull();
  });
});

/** Pieces of known bypasses: slashes, backslashes, schemes, userinfo, dot segments, encodings, stripped whitespace. */
const DANGEROUS = ['/', '\\', ':', '@', '.', '%', '2', 'f', 'F', '5', 'c', '\t', '\n', ' ', 'evil', 'http', 'javascript', '#', '?', 'x'];
const dangerous = fc.array(fc.constantFrom(...DANGEROUS), { maxLength: 14 }).map((parts) => parts.join(''));
/** Paths of such pieces, with empty and dot segments often enough to reach '/.//x' and '/a/..//x'. */
const dangerousPath = fc
  .array(fc.oneof(fc.constantFrom('', '.', '..'), dangerous), { minLength: 1, maxLength: 6 })
  .map((segments) => `/${segments.join('/')}`);

describe('safeRelativePath against the URL parser, over a dangerous alphabet', () => {
  it('refuses whatever a browser would take off the origin; what it accepts stays on it and means the same', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          dangerous,
          dangerous.map((s) => `/${s}`),
          dangerousPath,
        ),
        (raw) => {
          if (expectSafeRelativePath(raw)) accepted += 1;
          else refused += 1;
        },
      ),
      { numRuns: 3000 },
    );
    // Neither side may be empty, or the property proved nothing.
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});

describe('post-sign-in navigation (spec 2)', () => {
  it('internalRedirect first, then /redirect when redirectPath is set, else /dashboard', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(goodPath, hostile), { nil: undefined }),
        fc.option(fc.oneof(goodPath, hostile), { nil: undefined }),
        (internal, redirectPath) => {
          const q = new URLSearchParams();
          if (internal !== undefined) q.set('internalRedirect', internal);
          if (redirectPath !== undefined) q.set('redirectPath', redirectPath);
          const to = postSignInDestination(q);
          expect(to.kind).toBe('internal');
          if (to.kind !== 'internal') return;
          const safeInternal = safeRelativePath(internal);
          if (safeInternal) expect(to.path).toBe(safeInternal);
          else if (safeRelativePath(redirectPath)) expect(to.path.startsWith('/redirect')).toBe(true);
          else expect(to.path.startsWith('/dashboard')).toBe(true);
          // internalRedirect is cleared from what is carried on
          expect(new URL(to.path, HUB).origin).toBe(HUB);
          if (!safeInternal) expect(new URL(to.path, HUB).searchParams.has('internalRedirect')).toBe(false);
        },
      ),
    );
  });
});

describe('hand-over (spec 2)', () => {
  it("always lands on the brand's mapped origin and carries the spec parameters", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...brands),
        fc.emailAddress(),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.option(fc.oneof(goodPath, hostile), { nil: null }),
        (brand, email, oobCode, customToken, redirectPath) => {
          const to = handOverDestination(brand, { email, oobCode, customToken, apiKey: 'k', redirectPath });
          expect(to?.kind).toBe('external');
          if (to?.kind !== 'external') return;
          const url = new URL(to.url);
          expect(url.origin).toBe(new URL(brand.baseUrl).origin);
          expect(url.pathname).toBe(new URL(brand.loginUrl).pathname);
          expect(url.searchParams.get('email')).toBe(email);
          expect(url.searchParams.get('oobCode')).toBe(oobCode);
          expect(url.searchParams.get('customToken')).toBe(customToken);
          expect(url.searchParams.get('mode')).toBe('signIn');
          expect(url.searchParams.get('apiKey')).toBe('k');
          expect(url.searchParams.get('redirectPath')).toBe(safeRelativePath(redirectPath));
        },
      ),
    );
  });
});

describe('logout destination (spec 2)', () => {
  it('returns to the flagged brand only with a safe redirectPath and no internalRedirect; otherwise sign-in with the query', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...brands), { nil: null }),
        fc.option(fc.oneof(goodPath, hostile), { nil: undefined }),
        fc.boolean(),
        (brand, redirectPath, internal) => {
          const q = new URLSearchParams();
          if (redirectPath !== undefined) q.set('redirectPath', redirectPath);
          if (internal) q.set('internalRedirect', '/dashboard/profile');
          const to = logoutDestination(q, brand);
          const safe = safeRelativePath(redirectPath);
          if (brand?.logoutReturnsToBrand && safe && !internal) {
            expect(to.kind).toBe('external');
            if (to.kind === 'external') {
              expect(new URL(to.url).origin).toBe(new URL(brand.baseUrl).origin);
              expect(to.url).toBe(new URL(safe, brand.baseUrl).href);
            }
          } else {
            expect(to).toEqual({ kind: 'internal', path: `/sign-in${q.toString() ? `?${q.toString()}` : ''}` });
          }
        },
      ),
    );
  });
});

describe('requires-recent-login round trip (spec 8)', () => {
  it('signing out and in again returns to the page the person was on, with its query', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.constantFrom('brand', 'redirectPath', 'init', 'x'), fc.stringMatching(/^[a-zA-Z0-9/]{0,8}$/)),
        (segs, params) => {
          const current = `/${segs.join('/')}`;
          const query = new URLSearchParams(params);
          const out = reauthenticateDestination('/logout', current, query);
          expect(out.kind).toBe('internal');
          if (out.kind !== 'internal') return;
          const url = new URL(out.path, HUB);
          expect(url.pathname).toBe('/logout');
          // The logout route keeps the query on its way to sign-in; sign-in then applies rule 1.
          const back = postSignInDestination(url.searchParams);
          const search = query.toString();
          expect(back).toEqual({ kind: 'internal', path: safeRelativePath(`${current}${search ? `?${search}` : ''}`) });
        },
      ),
    );
  });
});

describe('withQuery', () => {
  it('appends a non-empty query with one ?, and leaves the path alone otherwise', () => {
    fc.assert(
      fc.property(
        goodPath.map((p) => p.split('?')[0]!),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), fc.string({ maxLength: 8 })),
        (path, params) => {
          const q = new URLSearchParams(params);
          const out = withQuery(path, q);
          expect(out).toBe(q.toString() ? `${path}?${q.toString()}` : path);
          expect(withQuery(path, q.toString())).toBe(out);
        },
      ),
    );
  });
});
