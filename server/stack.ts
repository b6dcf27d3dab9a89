// Starts the whole local stack in dependency order and stops it in reverse.
import { startApi } from './api.js';
import { brandAppUrls } from './brand-hosts.js';
import { startBrandApps } from './brand-apps.js';
import { ALLOWED_APP_ORIGINS, API_PORT, EMULATOR_ORIGIN, LOCAL_HOSTS, STATIC_APP_PORT, WHITE_LABEL_ORIGINS } from './config.js';
import { startEmulator } from './emulator.js';
import { seedDemoUsers } from './seed.js';
import { startStaticApp } from './static-app.js';
import { localAppHeaders } from './app-headers.js';

export interface StackUrls {
  emulator: string;
  api: string;
  outbox: string;
  /** Base URL of the demo brand apps; select the brand with the Host header (e.g. plexus.localhost). */
  brandApps: string;
  brandAppPages: Array<{ title: string; url: string }>;
  /** Present when the built front end is served. */
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
  appDist?: string;
  log?: (line: string) => void;
}

export async function startStack(opts: StartStackOptions = {}): Promise<Stack> {
  const log = opts.log ?? (() => {});
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    // Reverse order; keep going when one part fails so nothing is left listening.
    for (const fn of stops.splice(0).reverse()) await fn().catch((e: unknown) => log(`stop failed: ${String(e)}`));
  };
  try {
    const emulator = await startEmulator({ log });
    stops.push(() => emulator.stop());
    const demoUids = await seedDemoUsers();
    log(`Seeded ${Object.keys(demoUids).length} demo users`);
    const api = await startApi({ log });
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
    if (opts.appDist) {
      const app = await startStaticApp({ dir: opts.appDist, log, headers: localAppHeaders() });
      stops.push(() => app.close());
      urls.app = new URL(LOCAL_HOSTS.baseUrl).origin;
      if (WHITE_LABEL_ORIGINS.fvs) urls.fvsApp = WHITE_LABEL_ORIGINS.fvs;
    }
    log(`Stack ready (app origins allowed by the API: ${ALLOWED_APP_ORIGINS.join(', ')}; static port ${STATIC_APP_PORT})`);
    return { urls, demoUids, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
