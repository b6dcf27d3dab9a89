/**
 * Where the hub may send the browser (spec 2: post-sign-in navigation, hand-over, logout).
 * Every destination is built here from config, never taken from the URL as it is. Pure.
 */
import type { ResolvedBrand } from '../brand/resolve-brand';
import { ROUTE } from './hub-routes';
import { LINK_PARAMS } from './link-credentials';

/** A destination the runtime may follow. External URLs exist only as built by this module. */
export type Navigation =
  /** keepQuery: a route path from a flow document, which carries the current query string. */
  { kind: 'internal'; path: string; keepQuery?: boolean } | { kind: 'external'; url: string };

/**
 * Where a flow document may send the person by name (a transition's "navigate"): the spec's
 * rules, computed here from the query and the brand when the flow leaves.
 */
export const NAVIGATION_RULES = ['@afterSignIn', '@afterLogout'] as const;
export type NavigationRule = (typeof NAVIGATION_RULES)[number];
export const isNavigationRule = (s: string): s is NavigationRule => (NAVIGATION_RULES as readonly string[]).includes(s);

/** What the flow machine asks to follow: a destination, or a rule the host computes with its query and brand. */
export type Destination = Navigation | { kind: 'rule'; rule: NavigationRule };

/** The destination of a rule (spec 2 post-sign-in navigation, logout). */
export function ruleDestination(rule: NavigationRule, query: URLSearchParams, brand: ResolvedBrand | null): Navigation {
  return rule === '@afterSignIn' ? postSignInDestination(query) : logoutDestination(query, brand);
}

const MAX_PATH = 512;
// Whitespace, control characters and backslashes never belong in a path we pass on.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;
// Encoded slash, backslash, control characters and percent (double encoding).
const FORBIDDEN_ENCODED = /%(2f|5c|25|0[0-9a-f]|1[0-9a-f]|7f|20)/i;
const PROBE_ORIGIN = 'https://hub.invalid';

/**
 * A strict relative path ('/x...', never '//' or '/\'), or null. The result is rebuilt from
 * the URL parser's pathname + search + hash, so what is passed on is what was checked.
 */
export function safeRelativePath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH) return null;
  // Encoded slashes and the like are refused in the path; in the query they are ordinary values (redirectPath=%2Fx).
  const pathPart = raw.split(/[?#]/, 1)[0] ?? '';
  if (raw[0] !== '/' || raw[1] === '/' || FORBIDDEN_CHARS.test(raw) || FORBIDDEN_ENCODED.test(pathPart)) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== PROBE_ORIGIN) return null;
  const rebuilt = parsed.pathname + parsed.search + parsed.hash;
  return rebuilt.startsWith('//') ? null : rebuilt;
}

/** path with the query string appended ('?...'), or path alone when the query is empty. */
export function withQuery(path: string, query: URLSearchParams | string): string {
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}

/** The query string with the given parameters removed, '?'-prefixed or empty. */
export function queryWithout(query: URLSearchParams, ...names: string[]): string {
  const copy = new URLSearchParams(query);
  for (const n of names) copy.delete(n);
  const s = copy.toString();
  return s ? `?${s}` : '';
}

/**
 * Spec 2, post-sign-in navigation: internalRedirect (then cleared), else /redirect when
 * redirectPath is set, else /dashboard.
 */
export function postSignInDestination(query: URLSearchParams): Navigation {
  const internal = safeRelativePath(query.get('internalRedirect'));
  if (internal) return { kind: 'internal', path: internal };
  // Credentials of the link that signed the person in are never carried on.
  const rest = queryWithout(query, 'internalRedirect', ...LINK_PARAMS);
  if (safeRelativePath(query.get('redirectPath'))) return { kind: 'internal', path: `${ROUTE.handOver}${rest}` };
  return { kind: 'internal', path: `${ROUTE.dashboard}${rest}` };
}

/**
 * Whether going to `path` replaces the current history entry instead of adding one: the hand-over
 * is a way through, never a place to come back to. After a sign-in on an auth screen, that screen's
 * entry becomes /redirect, which the brand URL replaces in turn, so Back from the brand leaves the
 * hub instead of landing on the auth screen, which (signed in, with redirectPath) would hand over again.
 */
export function replacesHistoryEntry(path: string): boolean {
  return new URL(path, PROBE_ORIGIN).pathname === ROUTE.handOver;
}

/** An absolute URL on the brand's own origin, or null when it would leave it. */
function onBrandOrigin(brand: ResolvedBrand, url: URL): string | null {
  return url.origin === new URL(brand.baseUrl).origin ? url.href : null;
}

/** What the hub hands to a brand application (spec 2). */
export interface HandOver {
  email: string;
  /** The email-link code; null for an account whose email is not verified (the custom token alone signs it in). */
  oobCode: string | null;
  customToken: string;
  apiKey: string;
  redirectPath: string | null;
}

/** The brand's login URL carrying the hand-over parameters; null if it would leave the brand's origin. */
export function handOverDestination(brand: ResolvedBrand, h: HandOver): Navigation | null {
  const url = new URL(brand.loginUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set('email', h.email);
  if (h.oobCode !== null) url.searchParams.set('oobCode', h.oobCode);
  url.searchParams.set('customToken', h.customToken);
  url.searchParams.set('mode', 'signIn');
  url.searchParams.set('apiKey', h.apiKey);
  const redirectPath = safeRelativePath(h.redirectPath);
  if (redirectPath) url.searchParams.set('redirectPath', redirectPath);
  const href = onBrandOrigin(brand, url);
  return href ? { kind: 'external', url: href } : null;
}

/**
 * Spec 2, /logout: back to the brand's own address with redirectPath, only for the brand
 * flagged logoutReturnsToBrand, when redirectPath is set and internalRedirect absent;
 * otherwise sign-in with the current query kept.
 */
export function logoutDestination(query: URLSearchParams, brand: ResolvedBrand | null): Navigation {
  const redirectPath = safeRelativePath(query.get('redirectPath'));
  if (brand?.logoutReturnsToBrand && redirectPath && !query.has('internalRedirect')) {
    const href = onBrandOrigin(brand, new URL(redirectPath, brand.baseUrl));
    if (href) return { kind: 'external', url: href };
  }
  return { kind: 'internal', path: `${ROUTE.signIn}${queryWithout(query, ...LINK_PARAMS)}` };
}

/**
 * Spec 8 requires-recent-login: go to the sign-out route carrying the current place as
 * internalRedirect, so that signing in again returns there (post-sign-in rule 1).
 */
export function reauthenticateDestination(
  signOutPath: string,
  currentPath: string,
  query: URLSearchParams,
): Extract<Navigation, { kind: 'internal' }> {
  const q = new URLSearchParams(query);
  q.delete('internalRedirect');
  const here = safeRelativePath(withQuery(currentPath, q)) ?? ROUTE.dashboard;
  q.set('internalRedirect', here);
  return { kind: 'internal', path: `${signOutPath}?${q.toString()}` };
}
