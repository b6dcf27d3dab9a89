/**
 * `npm run bench`: size and speed figures of the production app, one `name: value` a line,
 * and the budgets of issue 7 (exit 1 when one is missed). Nothing here is a timed test.
 *
 *  - *_initial_js_gzip_kb: gzip -9 of every JS chunk a route needs before it is interactive,
 *    from Vite's manifest (the entry's static imports plus the chunks the route loads at once).
 *  - signin_fcp_ms / signin_interactive_ms: median of 5 cold loads in headless Chromium over
 *    loopback with the cache disabled, beside a floor page (React + firebase/auth + a plain
 *    form) built in the same run.
 *  - bytes_per_extra_brand_gzip: the same build with 50 generated extra brands.
 *  - emotion_theme_*: the same build with the brand theme applied through @emotion/react
 *    (ThemeProvider + <Global>, scripts/bench-variants/emotion-theme-app.tsx) instead of CSS
 *    custom properties set on the root: its sign-in JS and the extra over the real app. Figures
 *    only, no budget: they show what the design card's styling library would cost. (No timing:
 *    the first paint of both is index.html's spinner, so it could not tell them apart.)
 */
import { newBrand } from './new-brand';
import { copyProject } from './project-copy';
import { build, preview, type Manifest, type PreviewServer } from 'vite';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { launchBrowser, newContext } from '../tests/browser/support/browser.js';

const ROOT = resolve('.');
const WORK = join(ROOT, '.bench');
// signinKb: 150 -> 152 with issue 13 (storage fallback, offline notice, busy buttons, session-ended prompt: +1.1 KiB gz
// in the sign-in entry); issue 15 replaces this figure with JS until usable and cuts.
const BUDGET = { signinKb: 152, perBrandBytes: 1024, newFunction: 0, fcpRatio: 1.3 };

/** Source files (relative to the root) of the lazy chunks each route needs at once. */
const ROUTE_NEEDS: Record<string, string[]> = {
  signin: [], // its form validator ships in the entry chunk
  phone_login: ['src/generated/forms/phone.validator.js', 'src/flow/phone-rules.ts'],
  dashboard_profile: [
    'src/services/firebase-auth.ts',
    'src/render/layouts/dashboard-layout.tsx',
    'src/render/blocks/avatar-block.tsx',
    'src/render/blocks/user-flag-block.tsx',
    'src/generated/forms/name.validator.js',
    'src/generated/forms/email.validator.js',
    'src/generated/forms/phone.validator.js',
    'src/flow/phone-rules.ts',
  ],
};

const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function buildApp(root: string, outDir: string): Promise<Manifest> {
  await build({ root, mode: 'stack', logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** gzip bytes of the entry's static closure plus the given lazy sources' closures. */
function routeJsBytes(manifest: Manifest, outDir: string, needs: string[]): number {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  visit(entry);
  for (const need of needs) {
    if (!manifest[need]) throw new Error(`bench: ${need} is not a chunk of the build; update ROUTE_NEEDS`);
    visit(need);
  }
  return [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(join(outDir, f)), 0);
}

function countNewFunction(outDir: string): number {
  const dir = join(outDir, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + (readFileSync(join(dir, f), 'utf8').match(/new Function\s*\(/g)?.length ?? 0), 0);
}

/** The floor: React + firebase/auth + a plain form, nothing else. */
async function buildFloor(outDir: string): Promise<void> {
  const dir = join(WORK, 'floor');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { initializeApp } from 'firebase/app';
import { initializeAuth, browserLocalPersistence, signInWithEmailAndPassword } from 'firebase/auth';
const auth = initializeAuth(initializeApp({ apiKey: 'k', authDomain: 'x', projectId: 'demo-floor' }), { persistence: [browserLocalPersistence] });
function App() {
  return <main><h1>Sign in</h1><form onSubmit={(e) => { e.preventDefault(); const f = new FormData(e.currentTarget); void signInWithEmailAndPassword(auth, String(f.get('email')), String(f.get('password'))); }}>
    <label>Email <input id="root_email" name="email" type="email" /></label><label>Password <input name="password" type="password" /></label><button>LOG IN</button></form></main>;
}
createRoot(document.getElementById('root')!).render(<App />);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: { outDir, emptyOutDir: true },
  });
}

/** Median FCP and time until the email field can take input, over cold loads. */
async function timings(url: string, runs = 5): Promise<{ fcp: number; interactive: number }> {
  const browser = await launchBrowser();
  const fcp: number[] = [];
  const interactive: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(url);
      await page.locator('#root_email:not([disabled])').waitFor({ timeout: 30000 });
      const t = await page.evaluate(() => performance.now());
      const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      fcp.push(paint);
      interactive.push(t);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { fcp: median(fcp), interactive: median(interactive) };
}

/** A fresh copy of the project under .bench/<name>/ for a variant build; src/generated is left to the caller (scripts/generate.ts). */
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
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: dir, stdio: 'ignore' });
  return buildApp(dir, outDir);
}

/** A copy of the project whose App applies the brand theme through @emotion/react, built the same way. */
async function buildWithEmotionTheme(outDir: string): Promise<Manifest> {
  const dir = benchCopy('emotion-theme');
  const variant = 'scripts/bench-variants/emotion-theme-app.tsx';
  if (!existsSync(join(dir, variant))) throw new Error(`bench: ${variant} is missing`);
  writeFileSync(
    join(dir, 'src/app/app.tsx'),
    `// Bench variant: see ${variant}.\nexport { App } from '../../${variant.replace(/\.tsx$/, '')}';\n`,
  );
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: dir, stdio: 'ignore' });
  const manifest = await buildApp(dir, outDir);
  const js = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  if (!js.some((f) => readFileSync(join(outDir, 'assets', f), 'utf8').includes('emotion')))
    throw new Error('bench: the emotion variant has no emotion in it');
  return manifest;
}

async function main(): Promise<number> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: ROOT, stdio: 'ignore' });
  const appOut = join(WORK, 'app');
  const manifest = await buildApp(ROOT, appOut);
  const floorOut = join(WORK, 'floor-dist');
  await buildFloor(floorOut);

  const figures: Record<string, number> = {};
  for (const [route, needs] of Object.entries(ROUTE_NEEDS))
    figures[`${route}_initial_js_gzip_kb`] = kb(routeJsBytes(manifest, appOut, needs));
  figures.total_js_gzip_kb = kb(
    readdirSync(join(appOut, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .reduce((s, f) => s + gz(join(appOut, 'assets', f)), 0),
  );
  figures.new_function_in_bundle = countNewFunction(appOut);
  const floorJs = readdirSync(join(floorOut, 'assets')).filter((f) => f.endsWith('.js'));
  figures.floor_initial_js_gzip_kb = kb(floorJs.reduce((s, f) => s + gz(join(floorOut, 'assets', f)), 0));
  const emotionOut = join(WORK, 'emotion-theme-dist');
  const emotion = await buildWithEmotionTheme(emotionOut);
  const signinBytes = routeJsBytes(manifest, appOut, ROUTE_NEEDS.signin!);
  const emotionSigninBytes = routeJsBytes(emotion, emotionOut, ROUTE_NEEDS.signin!);
  figures.emotion_theme_signin_js_gzip_kb = kb(emotionSigninBytes);
  figures.emotion_theme_extra_js_gzip_kb = kb(emotionSigninBytes - signinBytes);

  const app = await serveBuild(appOut, 5191);
  const floor = await serveBuild(floorOut, 5192);
  try {
    const a = await timings('http://localhost:5191/sign-in');
    const f = await timings('http://localhost:5192/');
    figures.signin_fcp_ms = Math.round(a.fcp);
    figures.signin_interactive_ms = Math.round(a.interactive);
    figures.floor_fcp_ms = Math.round(f.fcp);
    figures.floor_interactive_ms = Math.round(f.interactive);
    figures.signin_fcp_ratio_vs_floor = Math.round((a.fcp / f.fcp) * 100) / 100;
  } finally {
    await app.close();
    await floor.close();
  }

  const extraOut = join(WORK, 'extra-dist');
  const extra = await buildWithExtraBrands(50, extraOut);
  const withExtra = routeJsBytes(extra, extraOut, ROUTE_NEEDS.signin!);
  figures.bytes_per_extra_brand_gzip = Math.round((withExtra - signinBytes) / 50);

  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
  const missed: string[] = [];
  if (figures.signin_initial_js_gzip_kb! > BUDGET.signinKb) missed.push(`signin_initial_js_gzip_kb > ${BUDGET.signinKb}`);
  if (figures.bytes_per_extra_brand_gzip > BUDGET.perBrandBytes) missed.push(`bytes_per_extra_brand_gzip > ${BUDGET.perBrandBytes}`);
  if (figures.new_function_in_bundle > BUDGET.newFunction) missed.push('new_function_in_bundle > 0');
  if (!(figures.signin_fcp_ratio_vs_floor <= BUDGET.fcpRatio)) missed.push(`signin_fcp_ratio_vs_floor > ${BUDGET.fcpRatio}`);
  for (const m of missed) console.log(`budget missed: ${m}`);
  if (missed.length === 0) console.log('budgets: all met');
  return missed.length === 0 ? 0 : 1;
}

/** A build served by Vite's preview server (SPA fallback), the same way for the app and the floor. */
function serveBuild(outDir: string, port: number): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root: outDir,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: 'localhost', port, strictPort: true },
  });
}

if (!existsSync(join(ROOT, 'node_modules'))) throw new Error('run npm ci first');
process.exit(await main());
