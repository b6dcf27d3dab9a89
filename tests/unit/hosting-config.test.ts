// The Hosting configuration generated from the environment documents: which paths are the app,
// which are cached for a year, and that every environment deploys its own security headers.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  APP_PAGE_REGEX,
  CACHE_HASHED,
  CACHE_PAGE,
  SVG_ASSET_POLICY,
  SVG_ASSETS_REGEX,
  hostingConfig,
  prerenderedFile,
} from '../../tooling/build/hosting-config';
import { DENIED_FEATURES, STRICT_TRANSPORT_SECURITY, securityHeaders } from '../../tooling/build/security-headers';
import { createAjv } from '../../validate/ajv';
import environmentsSchema from '../../schemas/environments.schema.json';
import { isAllowedPhoto } from '../../src/domain/photo-sources';
import type { EnvironmentName } from '../../src/config/types';
import { projectDocuments } from '../support/project';

const documents = projectDocuments();
const environments = Object.keys(documents.environments.hosts) as EnvironmentName[];
// Superstatic (the emulator) falls back to JavaScript's engine with the u flag when RE2 is missing.
const matches = (regex: string, path: string) => new RegExp(regex, 'u').test(path);

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
/** Paths the routes schema allows (no dots), with an optional trailing slash. */
const appPath = fc
  .tuple(fc.array(segment, { maxLength: 4 }), fc.boolean())
  .map(([s, slash]) => `/${s.join('/')}${slash && s.length ? '/' : ''}`);
/** What Vite writes under /assets/: hashed names with an extension. */
const assetPath = fc
  .tuple(segment, fc.constantFrom('js', 'css', 'svg', 'woff2', 'woff', 'png', 'map'))
  .map(([n, ext]) => `/assets/${n}-Ab12_x.${ext}`);

describe('hosting config', () => {
  const local = hostingConfig(documents.environments, 'local', documents.routes, ['sha256-abc']);
  const rewrite = local.rewrites.at(-1) as { regex: string; destination: string };
  const cacheRule = (value: string) => local.headers.find((h) => h.headers.some((p) => p.key === 'Cache-Control' && p.value === value))!;

  it('rewrites every route of the routes document, and any dot-free path, to index.html with no-store', () => {
    for (const { path } of documents.routes.routes) {
      const concrete = path.replace(/\/\*$/, '/profile');
      expect(matches(rewrite.regex, concrete), path).toBe(true);
      expect(matches(APP_PAGE_REGEX, concrete), path).toBe(true);
    }
    fc.assert(fc.property(appPath, (path) => matches(rewrite.regex, path) && matches(APP_PAGE_REGEX, path)));
    expect(rewrite.destination).toBe('/index.html');
    expect(matches(APP_PAGE_REGEX, '/index.html')).toBe(true);
    expect(cacheRule(CACHE_PAGE).regex).toBe(APP_PAGE_REGEX);
  });

  it('serves each pre-rendered route its page first (Hosting takes the first rewrite that matches), under no-store, and lets the CSP run the picker', () => {
    const prerendered = documents.routes.routes.filter((r) => r.prerender);
    expect(prerendered.length).toBeGreaterThan(0);
    expect(local.rewrites.slice(0, -1)).toEqual(prerendered.map((r) => ({ source: r.path, destination: prerenderedFile(r.path) })));
    for (const r of prerendered) expect(matches(APP_PAGE_REGEX, prerenderedFile(r.path)), r.path).toBe(true);
    const csp = local.headers.find((h) => h.source === '**')!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toContain("'sha256-abc'");
    expect(scriptSrc).not.toContain("'unsafe-inline'"); // no inline script but the hashed one
  });

  it('never rewrites a file: a missing hashed asset is a 404, not a page cached for a year', () => {
    fc.assert(fc.property(assetPath, (path) => !matches(rewrite.regex, path) && !matches(APP_PAGE_REGEX, path)));
    expect(cacheRule(CACHE_HASHED).source).toBe('/assets/**');
  });

  it('gives every environment its own security headers, and production nothing of the local stack', () => {
    for (const env of environments) {
      const config = hostingConfig(documents.environments, env, documents.routes, ['sha256-abc']);
      const all = config.headers.find((h) => h.source === '**')!;
      const { fixtureBaseUrl, posthogHost, baseUrl } = documents.environments.hosts[env];
      const firebase = documents.environments.firebase[env] as { authDomain: string; authEmulatorUrl?: string };
      const expected = securityHeaders({
        fixtureBaseUrl,
        posthogHost,
        authDomain: firebase.authDomain,
        scriptHashes: ['sha256-abc'],
        https: baseUrl.startsWith('https://'),
        ...(firebase.authEmulatorUrl ? { authEmulatorUrl: firebase.authEmulatorUrl } : {}),
      });
      expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value])), env).toEqual(expected);
      expect(config.public).toBe('dist');
    }
    const production = JSON.stringify(hostingConfig(documents.environments, 'production', documents.routes));
    expect(production).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(production).toContain('https://api.wbs.example');
  });
});

describe('security headers beyond the CSP (issue 32)', () => {
  const headers = securityHeaders({
    fixtureBaseUrl: 'https://api.wbs.example',
    posthogHost: 'https://eu.i.posthog.com',
    authDomain: 'account-hub.firebaseapp.com',
  });
  const directive = (name: string) =>
    headers['Content-Security-Policy']!.split('; ')
      .find((d) => d.startsWith(`${name} `))!
      .split(' ')
      .slice(1);

  it('deny every browser feature the hub does not use, to the page and its frames', () => {
    const policy = headers['Permissions-Policy']!.split(', ');
    expect(policy).toEqual(DENIED_FEATURES.map((f) => `${f}=()`));
    expect(policy).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']));
  });

  it("keep the hub's own popup (Google sign-in) and keep its files to its own pages", () => {
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('load images only from the hub and Google account pictures, not from any https address', () => {
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com']);
    expect(directive('script-src')).not.toContain('https:');
  });

  it('show a profile photo only where img-src lets it load', () => {
    expect(isAllowedPhoto('https://lh3.googleusercontent.com/a/photo=s96-c')).toBe(true);
    for (const address of [
      'https://example.com/pat.png',
      'http://lh3.googleusercontent.com/a',
      'https://googleusercontent.com.evil.example/a',
      'https://evilgoogleusercontent.com/a',
      'https://lh3.googleusercontent.com:8443/a',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isAllowedPhoto(address), address).toBe(false);
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https', 'http'] }), (address) => {
        const url = new URL(address);
        const loadable = url.protocol === 'https:' && url.port === '' && url.hostname.endsWith('.googleusercontent.com');
        expect(isAllowedPhoto(address)).toBe(loadable);
      }),
    );
  });
});

describe('transport security and violation reports (issue 53 item 9)', () => {
  const REPORTS = 'https://reports.wbs.example/csp';
  /** The project's environments with a report address for production only. */
  const withReports = { ...documents.environments, cspReports: { production: REPORTS } };
  const headersOf = (env: EnvironmentName, doc = documents.environments) =>
    Object.fromEntries(
      hostingConfig(doc, env, documents.routes)
        .headers.find((h) => h.source === '**')!
        .headers.map((h) => [h.key, h.value]),
    );
  const directives = (csp: string) => csp.split('; ').map((d) => d.split(' ')[0]);

  it('tells browsers to use only https for two years on every https environment, and the local stack nothing', () => {
    for (const env of ['production', 'staging'] as const) {
      expect(headersOf(env)['Strict-Transport-Security'], env).toBe(STRICT_TRANSPORT_SECURITY);
    }
    // Preloading is the registrable domain's decision, not the hub's (docs/operations.md).
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
    expect(headersOf('local')).not.toHaveProperty('Strict-Transport-Security');
  });

  it("sends CSP violation reports to the environment's address, by report-to and report-uri", () => {
    const production = headersOf('production', withReports);
    expect(production['Reporting-Endpoints']).toBe(`csp="${REPORTS}"`);
    const csp = production['Content-Security-Policy']!;
    expect(csp).toContain(`; report-uri ${REPORTS}; report-to csp`);
    // The rest of the policy is the one without reports.
    expect(csp.replace(`; report-uri ${REPORTS}; report-to csp`, '')).toBe(headersOf('production')['Content-Security-Policy']);
  });

  it('leaves out every report directive where an environment names no address, locally always', () => {
    for (const env of environments) {
      const headers = headersOf(env, env === 'production' ? documents.environments : withReports);
      expect(headers, env).not.toHaveProperty('Reporting-Endpoints');
      expect(directives(headers['Content-Security-Policy']!), env).not.toEqual(expect.arrayContaining(['report-to']));
      expect(directives(headers['Content-Security-Policy']!), env).not.toEqual(expect.arrayContaining(['report-uri']));
    }
  });

  it('takes a report address only as an https URL that cannot end a directive or a header value, and none for local', () => {
    const validate = createAjv().compile(environmentsSchema);
    const accepts = (cspReports: unknown) => validate({ ...documents.environments, cspReports });
    expect(accepts({ production: REPORTS, staging: 'https://reports.staging.wbs.example:8443/v1/csp-reports' })).toBe(true);
    expect(accepts({})).toBe(true);
    for (const address of [
      'http://reports.wbs.example/csp',
      'https://reports.wbs.example/csp; script-src *',
      'https://reports.wbs.example/csp,evil',
      'https://reports.wbs.example/"csp',
      'https://reports.wbs.example/ csp',
      'https://reports.wbs.example/csp?x=1',
      'reports.wbs.example/csp',
    ])
      expect(accepts({ production: address }), address).toBe(false);
    expect(accepts({ local: 'https://reports.wbs.example/csp' })).toBe(false);
  });
});

describe('brand images under a policy of their own (issue 53 item 7)', () => {
  it('serves every SVG under /assets/ with a CSP that runs nothing, loads nothing and sandboxes it, in every environment', () => {
    for (const env of environments) {
      const rules = hostingConfig(documents.environments, env, documents.routes).headers;
      const svgRule = rules.findIndex((r) => r.regex === SVG_ASSETS_REGEX);
      expect(svgRule, env).toBeGreaterThan(-1);
      expect(rules[svgRule]!.headers).toEqual([{ key: 'Content-Security-Policy', value: SVG_ASSET_POLICY }]);
      // After the page policy: whether Hosting replaces it or sends both, the SVG gets at least this one.
      expect(svgRule, env).toBeGreaterThan(rules.findIndex((r) => r.source === '**'));
    }
    expect(SVG_ASSET_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    fc.assert(fc.property(assetPath, (path) => matches(SVG_ASSETS_REGEX, path) === path.endsWith('.svg')));
    fc.assert(fc.property(appPath, (path) => !matches(SVG_ASSETS_REGEX, path)));
    expect(matches(SVG_ASSETS_REGEX, '/assets/plexus/logo-Ab12.svg')).toBe(true);
    expect(matches(SVG_ASSETS_REGEX, '/favicon.svg')).toBe(false);
  });
});
