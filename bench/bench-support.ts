/**
 * Pure helpers of `npm run bench` (bench/bench.ts): medians, the interleaved load order, the
 * figure names, budget lines and the Firebase Hosting rewrite a request path gets. Unit-tested in
 * tests/unit/bench-support.test.ts; nothing here starts a browser or a server.
 */

/** The routes the bench times, by the prefix of their figure names. */
export type RouteKey = 'signin' | 'signin_de' | 'phone_login' | 'dashboard_profile' | 'email_action';
/**
 * The page each timed load opens: a route of the app, or a floor page: `floor` (React +
 * firebase/auth + a plain form) or `floor_rjsf` (the same with @rjsf/core drawing the sign-in form
 * document, issue 30).
 */
export type Floor = 'floor' | 'floor_rjsf';
export type Target = RouteKey | Floor;
export const isFloor = (target: Target): target is Floor => target === 'floor' || target === 'floor_rjsf';
export type Profile = 'desktop' | 'mobile';

/** The median; for an even count, the mean of the middle two. NaN for no values. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The order of the cold loads: `runs` rounds, each opening every target once in the order given
 * (e.g. signin, floor, phone_login, ...), so the app and the floor alternate and a slow spell of a
 * shared machine falls on both rather than on one.
 */
export function interleaved<T>(targets: readonly T[], runs: number): T[] {
  const order: T[] = [];
  for (let i = 0; i < runs; i++) order.push(...targets);
  return order;
}

/**
 * `signin_visible_ms_mobile`, `floor_usable_ms_desktop`, `phone_login_usable_ratio_mobile`; a ratio
 * over the rjsf floor ends in `_rjsf` (`signin_usable_ratio_desktop_rjsf`, issue 30's names).
 */
export function figureName(
  target: Target,
  figure: 'visible_ms' | 'usable_ms' | 'visible_ratio' | 'usable_ratio',
  profile: Profile,
  over: Floor = 'floor',
): string {
  return `${target}_${figure}_${profile}${over === 'floor_rjsf' ? '_rjsf' : ''}`;
}

/** `signin_usable_js_gzip_kb`, `floor_usable_js_gzip_kb`. */
export const usableJsName = (target: Target): string => `${target}_usable_js_gzip_kb`;

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
export const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;

/** A budget: the CI limit (exit 1 above it) and, where issue 15 sets one, the goal it moves toward. */
export interface Budget {
  max: number;
  goal?: number;
}

/** One line per budgeted figure, and whether any limit was missed (a missing or NaN figure misses). */
export function budgetLines(
  figures: Readonly<Record<string, number>>,
  budget: Readonly<Record<string, Budget>>,
): { lines: string[]; missed: boolean } {
  let missed = false;
  const lines = Object.entries(budget).map(([name, { max, goal }]) => {
    const value = figures[name];
    const ok = value !== undefined && value <= max; // NaN <= max is false
    missed ||= !ok;
    const toward = goal === undefined ? '' : `; goal <= ${goal}: ${value !== undefined && value <= goal ? 'met' : 'not yet'}`;
    return `${ok ? 'budget met' : 'budget MISSED'}: ${name} ${value ?? 'missing'} (budget <= ${max}${toward})`;
  });
  return { lines, missed };
}

/** A rewrite of firebase.json's hosting section: a glob `source` or a `regex`, and the file it serves. */
export interface HostingRewrite {
  source?: string;
  regex?: string;
  destination?: string;
}

/** A Firebase Hosting glob (`**`, `*`, literal characters) as a regular expression over the whole path. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * The file Firebase Hosting serves for a path that is not a file of the build: the destination of
 * the first rewrite that matches, or null (Hosting answers 404). Files that exist are served as
 * they are before any rewrite applies; the caller checks that.
 */
export function rewriteFor(path: string, rewrites: readonly HostingRewrite[]): string | null {
  for (const r of rewrites) {
    const re = r.regex !== undefined ? new RegExp(r.regex) : r.source !== undefined ? globToRegExp(r.source) : null;
    if (re?.test(path) && r.destination) return r.destination;
  }
  return null;
}

/** The part a source path belongs to: an npm package, a folder of src/, the config documents, or the page itself. */
export function partOf(source: string): string {
  const path = source.replace(/\\/g, '/');
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path); // the innermost package
  if (pkg) return pkg[1]!;
  if (/(^|\/)(flows|brands|schemas)\//.test(path)) return 'config documents (flows/, brands/, schemas/)';
  const src = /(^|\/)src\/([^/]+)\//.exec(path);
  if (src) return `src/${src[2]}`;
  if (/(^|\/)src\/[^/]+$/.test(path)) return 'src (top level)';
  return path.includes('vite/') || path.includes('preload-helper') ? 'vite runtime' : `other: ${path}`;
}
