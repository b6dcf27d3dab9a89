/**
 * `npm run bench:profile` (issue 30): where the main thread goes before /sign-in is usable, by
 * part of the code. The app is built as `npm run bench` builds it, plus source maps; each load is
 * a cold desktop load (bench/bench.ts's desktop profile: no throttling, cache off) under the CDP
 * sampling profiler (0.1 ms), from navigation until the page reports usable (bench/bench-probe.ts).
 * Each sample's function is mapped through the source map to its module, and modules are grouped
 * into parts: src/<folder>, the config documents, and each npm package. Prints the median
 * milliseconds of each part over the loads, beside usable. Figures only: no budget, not in CI.
 *
 * PROFILE_RUNS=<n> changes the number of loads (default 5); PROFILE_PATH the route (default /sign-in).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { DONE_MESSAGE, probeScript, SIGN_IN_SPEC, type ProbeResult } from './bench-probe';
import { median, partOf } from './bench-support';
import { checkServed, hostingRewrites, launch, serveBuild } from './bench-serve';
import { desktopAgent } from '../tests/browser/support/browser.js';
import { startStack } from '../server/stack.js';

const ROOT = resolve('.');
const OUT = join(ROOT, '.bench', 'profile-app');
const PORT = 5194;
const APP = `http://localhost:${PORT}`;
const RUNS = Number(process.env.PROFILE_RUNS ?? 5);
const PATH = process.env.PROFILE_PATH ?? '/sign-in';

/** The CDP profile, as much of it as is read here. */
interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Source maps of the build's scripts, by URL path, loaded once. */
const maps = new Map<string, TraceMap | null>();
function mapOf(urlPath: string): TraceMap | null {
  if (!maps.has(urlPath)) {
    const file = join(OUT, `${urlPath}.map`);
    maps.set(urlPath, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(urlPath)!;
}

/** Milliseconds of each part in one profile (self time: the function a sample stopped in). */
function partsOf(profile: Profile): Map<string, number> {
  const nodePart = new Map<number, string>();
  for (const { id, callFrame } of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = callFrame;
    let part: string;
    if (!url) part = functionName.startsWith('(') ? functionName : '(V8 built-ins)';
    else if (!url.startsWith(APP)) part = `other: ${url}`;
    else {
      const path = new URL(url).pathname;
      const map = path.endsWith('.js') ? mapOf(path) : null;
      const source = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source : null;
      part = source ? partOf(source) : `page: ${path}`;
    }
    nodePart.set(id, part);
  }
  const ms = new Map<string, number>();
  // timeDeltas[i] is the time before sample i: sample i lasted until the next one.
  profile.samples.forEach((node, i) => {
    const part = nodePart.get(node) ?? '(unknown)';
    ms.set(part, (ms.get(part) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return ms;
}

async function profiledLoad(browser: Browser): Promise<{ usable: number; parts: Map<string, number> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: desktopAgent(browser.version()) });
  try {
    await context.addInitScript({ content: probeScript(SIGN_IN_SPEC) });
    const page = await context.newPage();
    // A page of the same origin first, so the profiler's renderer is the one /sign-in runs in.
    await page.goto(`${APP}/favicon.ico`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const done = page.waitForEvent('console', { predicate: (m) => m.text() === DONE_MESSAGE, timeout: 60000 });
    await page.goto(APP + PATH, { waitUntil: 'commit' });
    await done;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const result = await page.evaluate(() => (window as unknown as { __bench: ProbeResult }).__bench);
    return { usable: result.usableAt ?? NaN, parts: partsOf(profile) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/generate.ts'], { cwd: ROOT, stdio: 'ignore' });
  await build({ root: ROOT, mode: 'stack', logLevel: 'error', build: { outDir: OUT, emptyOutDir: true, sourcemap: true } });
  const stack = await startStack();
  const server = await serveBuild(OUT, PORT, hostingRewrites());
  const browser = await launch();
  const loads: { usable: number; parts: Map<string, number> }[] = [];
  try {
    await checkServed(APP, PATH);
    await profiledLoad(browser); // untimed: the browser's first page pays for starting its processes
    for (let i = 0; i < RUNS; i++) loads.push(await profiledLoad(browser));
  } finally {
    await browser.close();
    await server.close();
    await stack.stop();
  }
  const names = [...new Set(loads.flatMap((l) => [...l.parts.keys()]))];
  const rows = names
    .map((name) => ({ name, ms: median(loads.map((l) => l.parts.get(name) ?? 0)) }))
    .filter((r) => r.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
  const busy = median(loads.map((l) => [...l.parts].filter(([n]) => n !== '(idle)').reduce((s, [, v]) => s + v, 0)));
  console.log(`# ${PATH} desktop, ${RUNS} cold loads: usable ${Math.round(median(loads.map((l) => l.usable)))} ms (median)`);
  console.log(`# main thread busy until usable (not idle): ${Math.round(busy)} ms; by part (self time, median ms):`);
  for (const r of rows) console.log(`${r.ms.toFixed(1).padStart(7)}  ${r.name}`);
}

if (!existsSync(join(ROOT, 'node_modules'))) throw new Error('run npm ci first');
await main();
process.exit(0);
