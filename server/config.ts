// Shared constants for the local stack: ports, project id and the local hosts
// from brands/environments.json (read once, so the stack follows that file).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const PROJECT_ID = 'demo-account-hub';
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORT = 9099;
export const EMULATOR_ORIGIN = `http://${EMULATOR_HOST}:${EMULATOR_PORT}`;
export const API_PORT = 8787;
export const BRAND_APPS_PORT = 8788;
export const STATIC_APP_PORT = 5173;
export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

export interface LocalHosts {
  fixtureBaseUrl: string;
  plexusFrontendUrl: string;
  emiotFrontendUrl: string;
  emiotMobileUrl: string;
  elumifyUrl: string;
  elumenMobileUrl: string;
  baseUrl: string;
  fvsBaseUrl: string;
  fvsPlexusUrl: string;
  fvsEMIoTUrl: string;
}

const HOST_KEYS: readonly (keyof LocalHosts)[] = [
  'fixtureBaseUrl', 'plexusFrontendUrl', 'emiotFrontendUrl', 'emiotMobileUrl', 'elumifyUrl',
  'elumenMobileUrl', 'baseUrl', 'fvsBaseUrl', 'fvsPlexusUrl', 'fvsEMIoTUrl',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readEnvironments(): { hosts: LocalHosts; apiKey: string } {
  const raw: unknown = JSON.parse(readFileSync(resolve(ROOT_DIR, 'brands/environments.json'), 'utf8'));
  const local = isRecord(raw) && isRecord(raw.hosts) ? raw.hosts.local : undefined;
  const firebase = isRecord(raw) && isRecord(raw.firebase) ? raw.firebase.local : undefined;
  if (!isRecord(local)) throw new Error('brands/environments.json: hosts.local is missing');
  const hosts: Partial<LocalHosts> = {};
  for (const key of HOST_KEYS) {
    const value = local[key];
    if (typeof value !== 'string') throw new Error(`brands/environments.json: hosts.local.${key} is missing`);
    hosts[key] = value;
  }
  const apiKey = isRecord(firebase) && typeof firebase.apiKey === 'string' ? firebase.apiKey : 'demo-api-key';
  return { hosts: hosts as LocalHosts, apiKey };
}

const environments = readEnvironments();

export const LOCAL_HOSTS: Readonly<LocalHosts> = environments.hosts;
export const LOCAL_API_KEY: string = environments.apiKey;

// Origins the product front end may be served from locally (CORS + link building).
export const ALLOWED_APP_ORIGINS: readonly string[] = [
  new URL(LOCAL_HOSTS.baseUrl).origin,
  new URL(LOCAL_HOSTS.fvsBaseUrl).origin,
  'http://127.0.0.1:5173',
];
