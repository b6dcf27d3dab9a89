/**
 * `npm run bench:profile` (issue 30): where /sign-in's main thread and bytes go before it is
 * usable, beside the rjsf floor (bench/floors.ts) built in the same run. The app is built as
 * `npm run bench` builds it, both with source maps; each load is a cold desktop load (bench/bench.ts's
 * desktop profile: no throttling, cache off) from navigation until the page reports usable
 * (bench/bench-probe.ts). Three tables, figures only (no budget, not in CI):
 *  - the main thread by kind of work (script, style, layout, paint, images, ...: a Chromium trace,
 *    bench/trace-phases.ts), the route's and the floor's, loads of the two taking turns;
 *  - the route's JavaScript until usable by part (bench/bytes-by-part.ts), gzip, beside the floor's;
 *  - the script's self time by part of the code, under the CDP sampling profiler (0.1 ms): each
 *    sample's function mapped through the source map to its module, modules grouped into parts
 *    (src/<folder>, the config documents, each npm package). The profiler files Blink's own work
 *    (style, layout, parsing) under "(program)", which the first table splits.
 * Both instruments slow the page (the trace more): read the figures beside each other, not as `npm run bench`'s.
 *
 * PROFILE_RUNS=<n> changes the number of loads of each kind (default 5); PROFILE_PATH the route (default /sign-in).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { FLOOR_SPEC, SIGN_IN_SPEC, type ProbeSpec } from './bench-probe';
import { kb, median, partOf } from './bench-support';
import { buildFloorRjsf } from './floors';
import { PHASES, phaseTimes, type Phase, type ThreadEvent } from './trace-phases';
import { gzipByPart } from './bytes-by-part';
import { checkServed, filesOf, hostingRewrites, launch, loadUntilUsable, probedPage, serveBuild } from './bench-serve';
import { startStack } from '../server/stack.js';

const ROOT = resolve('.');
const OUT = join(ROOT, '.bench', 'profile-app');
const FLOOR_OUT = join(ROOT, '.bench', 'profile-floor-rjsf');
const PORT = 5194;
const FLOOR_PORT = 5195;
const APP = `http://localhost:${PORT}`;
const FLOOR = `http://localhost:${FLOOR_PORT}/`;
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

/** First scripts of the pages loaded, by URL: the same for every load of a page. */
const firstScripts = new Map<string, string>();

/**
 * A cold desktop page whose next load of `url` reports usable: the probe in, the cache off, and its
 * renderer already started on a file of the same origin (the page's first script: never rewritten to
 * a page that would run and report), so the renderer measured is the one the page runs in.
 */
async function coldPage(browser: Browser, url: string, spec: ProbeSpec) {
  const { context, page, cdp } = await probedPage(browser, spec, { viewport: { width: 1280, height: 900 } });
  if (!firstScripts.has(url)) {
    const script = /<script[^>]+src="([^"]+)"/.exec(await (await fetch(url)).text())?.[1];
    if (!script) throw new Error(`bench:profile: ${url} has no script`);
    firstScripts.set(url, new URL(script, url).href);
  }
  await page.goto(firstScripts.get(url)!);
  return { context, cdp, load: () => loadUntilUsable(page, url) };
}

async function profiledLoad(browser: Browser): Promise<{ usable: number; parts: Map<string, number> }> {
  const { context, cdp, load } = await coldPage(browser, APP + PATH, SIGN_IN_SPEC);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const result = await load();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return { usable: result.usableAt ?? NaN, parts: partsOf(profile) };
  } finally {
    await context.close();
  }
}

/** A trace event as Chromium reports it (the fields read here). */
interface TraceEvent extends ThreadEvent {
  ph: string;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

interface TracedLoad {
  usable: number;
  phases: Map<Phase, number>;
  /** Script URLs fully fetched by usable. */
  js: string[];
}

/** One load under a Chromium trace: the main thread's self time by kind of work, from navigation to usable. */
async function tracedLoad(browser: Browser, url: string, spec: ProbeSpec): Promise<TracedLoad> {
  const { context, cdp, load } = await coldPage(browser, url, spec);
  try {
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline,v8,blink,loading',
      transferMode: 'ReportEvents',
    });
    const result = await load();
    await cdp.send('Tracing.end');
    await complete;
    // The page's main thread: the one its navigation started on; its events until usable.
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
    if (!nav || result.usableAt === null) throw new Error(`bench:profile: no navigation or usable in the trace of ${url}`);
    const end = nav.ts + result.usableAt * 1000;
    const main = events.filter((e) => e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end);
    return { usable: result.usableAt, phases: phaseTimes(main), js: result.js };
  } finally {
    await context.close();
  }
}

const ms = (x: number): string => x.toFixed(1).padStart(7);

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'tooling/build/generate.ts'], { cwd: ROOT, stdio: 'ignore' });
  await build({ root: ROOT, mode: 'stack', logLevel: 'error', build: { outDir: OUT, emptyOutDir: true, sourcemap: true } });
  await buildFloorRjsf(FLOOR_OUT, { sourcemap: true });
  const stack = await startStack();
  const server = await serveBuild(OUT, PORT, hostingRewrites());
  const floorServer = await serveBuild(FLOOR_OUT, FLOOR_PORT, [{ source: '**', destination: '/floor-rjsf.html' }]);
  const browser = await launch();
  const loads: { usable: number; parts: Map<string, number> }[] = [];
  const traced: { app: TracedLoad[]; floor: TracedLoad[] } = { app: [], floor: [] };
  try {
    await checkServed(APP, PATH);
    await profiledLoad(browser); // untimed: the browser's first page pays for starting its processes
    for (let i = 0; i < RUNS; i++) {
      traced.app.push(await tracedLoad(browser, APP + PATH, SIGN_IN_SPEC));
      traced.floor.push(await tracedLoad(browser, FLOOR, FLOOR_SPEC));
    }
    for (let i = 0; i < RUNS; i++) loads.push(await profiledLoad(browser));
  } finally {
    await browser.close();
    await server.close();
    await floorServer.close();
    await stack.stop();
  }

  const usableOf = (l: readonly { usable: number }[]) => Math.round(median(l.map((x) => x.usable)));
  console.log(
    `# ${PATH} desktop, ${RUNS} traced cold loads: usable ${usableOf(traced.app)} ms; rjsf floor ${usableOf(traced.floor)} ms (medians, both slowed by the trace)`,
  );
  console.log('# main thread until usable by kind of work (self time, median ms):');
  console.log(`${'app'.padStart(7)}${'floor'.padStart(7)}  kind`);
  const phase = (l: TracedLoad[], p: Phase | 'all') =>
    median(l.map((x) => (p === 'all' ? [...x.phases.values()].reduce((s, v) => s + v, 0) : x.phases.get(p)!)));
  for (const p of [...PHASES, 'all'] as const) console.log(`${ms(phase(traced.app, p))}${ms(phase(traced.floor, p))}  ${p}`);

  // Scripts fetched by usable in the first traced load of each (the bench checks the sets agree).
  const appBytes = gzipByPart(filesOf(traced.app[0]!.js, OUT));
  const floorBytes = gzipByPart(filesOf(traced.floor[0]!.js, FLOOR_OUT));
  console.log('# JavaScript until usable by part (gzip KiB of each part alone), app beside the rjsf floor:');
  console.log(`${'app'.padStart(7)}${'floor'.padStart(7)}${'more'.padStart(7)}  part`);
  const parts = [...new Set([...appBytes.keys(), ...floorBytes.keys()])].sort((a, b) => (appBytes.get(b) ?? 0) - (appBytes.get(a) ?? 0));
  const total = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
  for (const part of [...parts, 'all']) {
    const [a, f] = part === 'all' ? [total(appBytes), total(floorBytes)] : [appBytes.get(part) ?? 0, floorBytes.get(part) ?? 0];
    if (Math.max(a, f) >= 200) console.log(`${ms(kb(a))}${ms(kb(f))}${ms(kb(a - f))}  ${part}`);
  }

  const names = [...new Set(loads.flatMap((l) => [...l.parts.keys()]))];
  const rows = names
    .map((name) => ({ name, ms: median(loads.map((l) => l.parts.get(name) ?? 0)) }))
    .filter((r) => r.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
  const busy = median(loads.map((l) => [...l.parts].filter(([n]) => n !== '(idle)').reduce((s, [, v]) => s + v, 0)));
  console.log(`# ${PATH} desktop, ${RUNS} profiled cold loads: usable ${usableOf(loads)} ms (median, slowed by the profiler)`);
  console.log(`# main thread busy until usable (not idle): ${Math.round(busy)} ms; script by part (self time, median ms):`);
  for (const r of rows) console.log(`${ms(r.ms)}  ${r.name}`);
}

if (!existsSync(join(ROOT, 'node_modules'))) throw new Error('run npm ci first');
await main();
process.exit(0);
