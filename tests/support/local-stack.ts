/**
 * The local stack's addresses as brands/environments.json gives them (hosts.local and
 * firebase.local), the same file the stack and the build follow: a checkout that moves its stack
 * to other ports (two side by side on one machine) runs the same tests against its own.
 */
import environments from '../../brands/environments.json';

const HOSTS: Readonly<Record<string, string>> = environments.hosts.local;
const FIREBASE: { projectId: string; authEmulatorUrl?: string } = environments.firebase.local;

/** The origin of a hosts.local entry (e.g. plexusFrontendUrl -> http://plexus.localhost:8788). */
export function localOrigin(hostKey: string): string {
  const url = HOSTS[hostKey];
  if (url === undefined) throw new Error(`brands/environments.json: hosts.local has no "${hostKey}"`);
  return new URL(url).origin;
}

/** The hub, default white-label (WBS) and FVS. */
export const APP = localOrigin('baseUrl');
export const FVS_APP = localOrigin('fvsBaseUrl');
/** The product API. */
export const API = localOrigin('fixtureBaseUrl');

/** The demo brand apps the hub hands over to (server/brand-apps.ts), by the host key of each. */
export const PLEXUS_APP = localOrigin('plexusFrontendUrl');
export const ELUMEN_APP = localOrigin('elumifyUrl');
export const EMIOT_APP = localOrigin('emiotFrontendUrl');
export const EMIOT_MOBILE_APP = localOrigin('emiotMobileUrl');
export const ELUMEN_MOBILE_APP = localOrigin('elumenMobileUrl');
export const FVS_PLEXUS_APP = localOrigin('fvsPlexusUrl');
export const FVS_EMIOT_APP = localOrigin('fvsEMIoTUrl');

if (!FIREBASE.authEmulatorUrl) throw new Error('brands/environments.json: firebase.local.authEmulatorUrl is needed for the local stack');
/** The Auth Emulator and the (demo-) project the stack runs. */
export const EMULATOR = new URL(FIREBASE.authEmulatorUrl).origin;
export const PROJECT_ID = FIREBASE.projectId;
