// Shared constants for the local stack: ports, project id and the local hosts of the
// validated brands/environments.json, so the stack follows that file.
import { DOCUMENTS, ROOT_DIR } from './documents.js';
import { hostOf } from '../src/brand/resolve-brand.js';
import type { Hosts } from '../src/config/types.js';

export { ROOT_DIR };

export const PROJECT_ID = 'demo-account-hub';
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORT = 9099;
export const EMULATOR_ORIGIN = `http://${EMULATOR_HOST}:${EMULATOR_PORT}`;
export const API_PORT = 8787;
export const BRAND_APPS_PORT = 8788;
export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

export const LOCAL_HOSTS: Readonly<Hosts> = DOCUMENTS.environments.hosts.local as Hosts;
export const LOCAL_API_KEY: string = DOCUMENTS.environments.firebase.local.apiKey;

/** Each white-label's account host locally, by white-label id (wbs -> http://localhost:5173). */
export const WHITE_LABEL_ORIGINS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(DOCUMENTS.whiteLabels).map((wl) => [wl.id, new URL(hostOf(LOCAL_HOSTS, wl.baseUrlKey)).origin]),
);

// Origins the product front end may be served from locally (CORS + link building): each
// white-label's account host, and the loopback address of the app port.
export const ALLOWED_APP_ORIGINS: readonly string[] = [...new Set(Object.values(WHITE_LABEL_ORIGINS)), 'http://127.0.0.1:5173'];
