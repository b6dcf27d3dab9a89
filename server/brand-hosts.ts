// Which demo brand application a Host header selects: one per host a white-label hands over to,
// derived from the validated brand and white-label documents (a new brand needs no code here).
import { DOCUMENTS } from './documents.js';
import { LOCAL_HOSTS } from './config.js';
import { whiteLabelBrands, hostOf } from '../src/brand/resolve-brand.js';
import type { BrandCode } from '../src/config/types.js';

export interface BrandApp {
  /** Brand code as the product uses it (an FVS app reuses the PLEXUS/EMIOT codes). */
  brand: BrandCode;
  /** The white-label (WBS, FVS). */
  whiteLabel: string;
  title: string;
  loginPath: string;
  /** The app's origin in the local environment. */
  origin: string;
}

/** Every white-label x brand it offers, first one per host (WBS hands over to the EMIoT app). */
function brandApps(): BrandApp[] {
  const byHost = new Map<string, BrandApp>();
  for (const wl of Object.values(DOCUMENTS.whiteLabels)) {
    for (const entry of whiteLabelBrands(wl)) {
      const doc = Object.values(DOCUMENTS.brands).find((b) => b.brand === entry.brand);
      if (!doc) continue;
      const origin = new URL(hostOf(LOCAL_HOSTS, entry.hostKey ?? doc.hostKey)).origin;
      if (byHost.has(origin)) continue;
      const title = `${wl.hostPrefix === null ? '' : `${wl.whiteLabel} `}${doc.displayName} demo app`;
      byHost.set(origin, { brand: doc.brand, whiteLabel: wl.whiteLabel, title, loginPath: doc.loginPath, origin });
    }
  }
  return [...byHost.values()];
}

const APPS = brandApps();

/**
 * The one port the demo brand apps listen on: the port of every brand app host in
 * hosts.local (8788 in the repository; a copy of the project may move the whole stack).
 */
export function brandAppsPort(apps: readonly Pick<BrandApp, 'origin'>[]): number {
  const ports = new Set(apps.map((app) => Number(new URL(app.origin).port || 80)));
  if (ports.size !== 1)
    throw new Error(
      `brands/environments.json: the local brand app hosts must share one port (one demo server), not ${[...ports].join(', ')}`,
    );
  return [...ports][0]!;
}
export const BRAND_APPS_PORT = brandAppsPort(APPS);
const BY_HOSTNAME: ReadonlyMap<string, BrandApp> = new Map(APPS.map((app) => [new URL(app.origin).hostname, app]));

/** Hostname only: the port in the Host header is ignored. */
export function brandAppForHost(hostHeader: string | undefined): BrandApp | undefined {
  if (!hostHeader) return undefined;
  try {
    return BY_HOSTNAME.get(new URL(`http://${hostHeader}`).hostname.toLowerCase());
  } catch {
    return undefined;
  }
}

/** Every demo app origin, for printing. */
export function brandAppUrls(): Array<{ title: string; url: string }> {
  return APPS.map((app) => ({ title: app.title, url: `${app.origin}${app.loginPath}` }));
}
