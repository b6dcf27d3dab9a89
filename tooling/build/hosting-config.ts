/**
 * Firebase Hosting configuration of the built app, per environment (issue 12): SPA rewrites, the
 * security headers of security-headers.ts and cache rules. Pure; tooling/build/firebase-config.ts writes
 * it into firebase.json (local: served by the Hosting emulator) and firebase.<env>.json (deploy),
 * so the headers the browser tests check are exactly the ones that deploy.
 */
import { securityHeaders } from './security-headers.js';
import type { EnvironmentName, EnvironmentsDoc, RoutesDoc } from '../../src/config/types';

interface HeaderRule {
  /** RE2 (Hosting) and JavaScript (emulator) read these the same: no look-around. */
  regex?: string;
  source?: string;
  headers: Array<{ key: string; value: string }>;
}

export interface HostingConfig {
  public: string;
  ignore: string[];
  trailingSlash: false;
  rewrites: Array<{ regex: string; destination: string } | { source: string; destination: string }>;
  headers: HeaderRule[];
}

/** App routes have no dot in their path; index.html and the pre-rendered pages name the hashed bundles. None may be cached. */
export const APP_PAGE_REGEX = '^/[^.]*$|^/index\\.html$|^/prerendered/';

/** Vite puts every hashed bundle, font and brand asset under /assets/: safe to keep for a year. */
export const HASHED_ASSETS = '/assets/**';

/** Brand SVGs (and any other): a browser opens one as a document when it is visited directly. */
export const SVG_ASSETS_REGEX = '^/assets/.*\\.[sS][vV][gG]$';
/**
 * An SVG opened as a document runs nothing, loads nothing and gets an opaque origin, whatever got
 * past the allow-list of validate/svg-allow-list.ts; inline styles stay, logos use them.
 */
export const SVG_ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const CACHE_PAGE = 'no-store';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';

/** The page tooling/build/vite-prerender.ts writes for a pre-rendered route: /sign-in -> /prerendered/sign-in.html. */
export const prerenderedFile = (path: string): string => `/prerendered/${path.slice(1).replace(/\//g, '-')}.html`;

const pairs = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * scriptHashes: CSP sources ('sha256-...') of the inline scripts the pages carry (the pre-render
 * picker); computed by the caller, which has a hash function.
 */
export function hostingConfig(
  environments: EnvironmentsDoc,
  env: EnvironmentName,
  routes: RoutesDoc,
  scriptHashes: string[] = [],
): HostingConfig {
  const { fixtureBaseUrl, posthogHost, baseUrl } = environments.hosts[env];
  const { authDomain, authEmulatorUrl } = environments.firebase[env] as { authDomain: string; authEmulatorUrl?: string };
  // The schema gives the local stack no report address.
  const reports: Partial<Record<EnvironmentName, string>> = environments.cspReports ?? {};
  const cspReportUrl = reports[env];
  return {
    public: 'dist',
    ignore: ['**/.*'],
    trailingSlash: false,
    // Only paths without a file extension are app routes: a missing /assets/x.js must be a 404,
    // not index.html cached for a year under a script's name.
    // Pre-rendered routes first: Hosting takes the first rewrite that matches.
    rewrites: [
      ...routes.routes.filter((r) => r.prerender).map((r) => ({ source: r.path, destination: prerenderedFile(r.path) })),
      { regex: '^/[^.]*$', destination: '/index.html' },
    ],
    headers: [
      {
        source: '**',
        headers: pairs(
          securityHeaders({
            fixtureBaseUrl,
            posthogHost,
            authDomain,
            scriptHashes,
            https: new URL(baseUrl).protocol === 'https:',
            ...(authEmulatorUrl ? { authEmulatorUrl } : {}),
            ...(cspReportUrl ? { cspReportUrl } : {}),
          }),
        ),
      },
      // The two cache rules never match the same path, so no rule order is relied on.
      { regex: APP_PAGE_REGEX, headers: pairs({ 'Cache-Control': CACHE_PAGE }) },
      { source: HASHED_ASSETS, headers: pairs({ 'Cache-Control': CACHE_HASHED }) },
      // After '**': Hosting lets the later rule's value win, and were both sent, a browser would
      // enforce both, so an SVG gets at least this policy either way.
      { regex: SVG_ASSETS_REGEX, headers: pairs({ 'Content-Security-Policy': SVG_ASSET_POLICY }) },
    ],
  };
}
