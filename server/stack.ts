// Starts the whole local stack in dependency order and stops it in reverse.
import { startApi } from './api.js';
import { brandAppUrls } from './brand-hosts.js';
import { startBrandApps } from './brand-apps.js';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { ALLOWED_APP_ORIGINS, API_PORT, DEFAULT_APP_ORIGIN, EMULATOR_ORIGIN, ROOT_DIR, WHITE_LABEL_ORIGINS } from './config.js';
import { startEmulator } from './emulator.js';
import { seedDemoUsers } from './seed.js';
import { freshCopyOfTemplate } from './db/data-folder.js';
import { lazyDatabase, openDatabase } from './db/open-database.js';

export interface StackUrls {
  emulator: string;
  api: string;
  outbox: string;
  /** Base URL of the demo brand apps; select the brand with the Host header (e.g. plexus.localhost). */
  brandApps: string;
  brandAppPages: Array<{ title: string; url: string }>;
  /** Present when the built front end is served (by the Hosting emulator). */
  app?: string;
  fvsApp?: string;
}

export interface Stack {
  urls: StackUrls;
  /** uid of each seeded demo user, by email. */
  demoUids: Record<string, string>;
  stop(): Promise<void>;
}

export interface StartStackOptions {
  /** Serve this build through the Hosting emulator; it must be dist/, the `public` folder of firebase.json. */
  appDist?: string;
  log?: (line: string) => void;
  /** PGlite's data folder (default: npm start's, which survives restarts); ignored when DATABASE_URL is set. */
  dbDir?: string;
  /** Start `dbDir` over as a copy of the initialised template (the test stack: empty, without initdb). */
  freshDb?: boolean;
  /** The test stack only: the API's fault injection (api.ts StartApiOptions.testFaults). */
  testFaults?: boolean;
  /** How often the API sweeps pending email changes (api.ts StartApiOptions.emailChangeSweepMs). */
  emailChangeSweepMs?: number;
}

export async function startStack(opts: StartStackOptions = {}): Promise<Stack> {
  const log = opts.log ?? (() => {});
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    // Reverse order; keep going when one part fails so nothing is left listening.
    for (const fn of stops.splice(0).reverse()) await fn().catch((e: unknown) => log(`stop failed: ${String(e)}`));
  };
  const hosting = opts.appDist !== undefined;
  if (hosting) checkAppDist(opts.appDist!);
  // The database opens (and migrates) while the emulator starts: both are seconds of CPU, and only
  // what is still left of the database's after the emulator is ready adds to the start.
  const startedAt = performance.now();
  const database = lazyDatabase(async () => {
    const { dbDir, freshDb } = opts;
    const db = await openDatabase(
      dbDir && freshDb && !process.env.DATABASE_URL ? { dir: await freshCopyOfTemplate(dbDir) } : { dir: dbDir },
    );
    log(`Database ready in ${seconds(performance.now() - startedAt)}`);
    return db;
  });
  const opening = database.get();
  opening.catch(() => undefined); // awaited below; a failure then stops the stack
  stops.push(() => database.close());
  try {
    const emulator = await startEmulator({ log, hosting });
    stops.push(() => emulator.stop());
    const demoUids = await seedDemoUsers();
    log(`Seeded ${Object.keys(demoUids).length} demo users`);
    const waitFrom = performance.now();
    await opening;
    log(`Waited ${seconds(performance.now() - waitFrom)} for the database after the emulator was ready`);
    const api = await startApi({
      log,
      database,
      ...(opts.testFaults ? { testFaults: true } : {}),
      ...(opts.emailChangeSweepMs ? { emailChangeSweepMs: opts.emailChangeSweepMs } : {}),
    });
    stops.push(() => api.close());
    const brandApps = await startBrandApps({ log });
    stops.push(() => brandApps.close());
    const urls: StackUrls = {
      emulator: EMULATOR_ORIGIN,
      api: `http://localhost:${API_PORT}`,
      outbox: `http://localhost:${API_PORT}/outbox`,
      brandApps: `http://127.0.0.1:${brandApps.port}`,
      brandAppPages: brandAppUrls(),
    };
    if (hosting) {
      urls.app = DEFAULT_APP_ORIGIN;
      if (WHITE_LABEL_ORIGINS.fvs) urls.fvsApp = WHITE_LABEL_ORIGINS.fvs;
    }
    log(`Stack ready (app origins allowed by the API: ${ALLOWED_APP_ORIGINS.join(', ')})`);
    return { urls, demoUids, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The Hosting emulator serves firebase.json's `public` folder (dist/) and nothing else. */
function checkAppDist(appDist: string): void {
  const dist = resolve(ROOT_DIR, 'dist');
  if (resolve(appDist) !== dist) throw new Error(`The Hosting emulator serves ${dist} (firebase.json "public"), not ${resolve(appDist)}`);
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`${dist}/index.html not found: build the app first (npm run build:stack)`);
  if (!existsSync(resolve(ROOT_DIR, 'firebase.json'))) throw new Error('firebase.json not found: run npm run generate first');
}
