// Which demo brand application a Host header selects (from environments.json hosts.local).
import { LOCAL_HOSTS, type LocalHosts } from './config.js';

export interface BrandApp {
  /** Brand code as the product uses it (FVS apps reuse PLEXUS/EMIOT). */
  brand: 'ELUMEN' | 'PLEXUS' | 'EMIOT' | 'EMIOT_MOBILE' | 'ELUMEN_MOBILE';
  family: 'WBS' | 'FVS';
  title: string;
  loginPath: string;
}

const BY_HOST_KEY: ReadonlyArray<[keyof LocalHosts, BrandApp]> = [
  ['elumifyUrl', { brand: 'ELUMEN', family: 'WBS', title: 'Elumen demo app', loginPath: '/login' }],
  ['plexusFrontendUrl', { brand: 'PLEXUS', family: 'WBS', title: 'Plexus demo app', loginPath: '/login' }],
  // WBS has no app of its own and hands over to the EMIoT app.
  ['emiotFrontendUrl', { brand: 'EMIOT', family: 'WBS', title: 'EMIoT demo app', loginPath: '/magic-login' }],
  ['emiotMobileUrl', { brand: 'EMIOT_MOBILE', family: 'WBS', title: 'EMIoT mobile demo app', loginPath: '/handleLogin' }],
  ['elumenMobileUrl', { brand: 'ELUMEN_MOBILE', family: 'WBS', title: 'Elumen mobile demo app', loginPath: '/handleLogin' }],
  ['fvsPlexusUrl', { brand: 'PLEXUS', family: 'FVS', title: 'FVS Plexus demo app', loginPath: '/login' }],
  ['fvsEMIoTUrl', { brand: 'EMIOT', family: 'FVS', title: 'FVS EMIoT demo app', loginPath: '/magic-login' }],
];

const BY_HOSTNAME: ReadonlyMap<string, BrandApp> = new Map(
  BY_HOST_KEY.map(([key, app]) => [new URL(LOCAL_HOSTS[key]).hostname, app]),
);

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
  return BY_HOST_KEY.map(([key, app]) => ({ title: app.title, url: `${new URL(LOCAL_HOSTS[key]).origin}${app.loginPath}` }));
}
