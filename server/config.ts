// Shared constants for the local stack: ports, project id and the local hosts of the
// validated brands/environments.json, so the stack follows that file.
import { DOCUMENTS, ROOT_DIR } from './documents.js';
import { hostOf } from '../src/brand/resolve-brand.js';
import type { Hosts } from '../src/config/types.js';

export { ROOT_DIR };

const LOCAL_FIREBASE = DOCUMENTS.environments.firebase.local as { apiKey: string; projectId: string; authEmulatorUrl?: string };
if (!LOCAL_FIREBASE.authEmulatorUrl)
  throw new Error('brands/environments.json: firebase.local.authEmulatorUrl is needed for the local stack');
/** Where the Auth Emulator listens: the local environment's authEmulatorUrl, as firebase.json says too (tooling/build/firebase-config.ts). */
const EMULATOR_URL = new URL(LOCAL_FIREBASE.authEmulatorUrl);

/**
 * The local stack talks to the Auth Emulator only. A `demo-` project id is one the emulator
 * serves without any real project behind it (firebase-tools never reaches Google for it); any
 * other id could point firebase-admin at a real project's users by a slip of configuration.
 */
export function demoProjectOnly(projectId: string): string {
  if (!projectId.startsWith('demo-'))
    throw new Error(
      `brands/environments.json: firebase.local.projectId is "${projectId}"; the local stack runs only against a demo- project (e.g. demo-account-hub), so it can never touch a real one`,
    );
  return projectId;
}

export const PROJECT_ID = demoProjectOnly(LOCAL_FIREBASE.projectId);
export const EMULATOR_HOST = EMULATOR_URL.hostname;
export const EMULATOR_PORT = Number(EMULATOR_URL.port);
export const EMULATOR_ORIGIN = EMULATOR_URL.origin;

export const LOCAL_HOSTS: Readonly<Hosts> = DOCUMENTS.environments.hosts.local as Hosts;
/** The product API listens where the app calls it (hosts.local.fixtureBaseUrl). */
export const API_PORT = Number(new URL(LOCAL_HOSTS.fixtureBaseUrl).port);
export const LOCAL_API_KEY: string = LOCAL_FIREBASE.apiKey;

/** The default white-label's account host (hosts.local.baseUrl): the Hosting emulator's origin, and links' fallback origin. */
export const DEFAULT_APP_ORIGIN = new URL(LOCAL_HOSTS.baseUrl).origin;

/** Each white-label's account host locally, by white-label id (wbs -> http://localhost:5173). */
export const WHITE_LABEL_ORIGINS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(DOCUMENTS.whiteLabels).map((wl) => [wl.id, new URL(hostOf(LOCAL_HOSTS, wl.baseUrlKey)).origin]),
);

// Origins the product front end may be served from locally (CORS + link building): each
// white-label's account host, and the loopback address of the app port.
export const ALLOWED_APP_ORIGINS: readonly string[] = [
  ...new Set(Object.values(WHITE_LABEL_ORIGINS)),
  `http://127.0.0.1:${new URL(DEFAULT_APP_ORIGIN).port}`,
];
