// The app's security headers for the local stack, from the `local` environment of brands/environments.json.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT_DIR } from './config.js';
import { securityHeaders } from '../src/config/security-headers.js';

interface LocalEnvironment {
  hosts: { local: { fixtureBaseUrl: string; posthogHost: string } };
  firebase: { local: { authDomain: string; authEmulatorUrl?: string } };
}

export function localAppHeaders(): Record<string, string> {
  const env = JSON.parse(readFileSync(resolve(ROOT_DIR, 'brands/environments.json'), 'utf8')) as LocalEnvironment;
  const { fixtureBaseUrl, posthogHost } = env.hosts.local;
  const { authDomain, authEmulatorUrl } = env.firebase.local;
  return securityHeaders({ fixtureBaseUrl, posthogHost, authDomain, ...(authEmulatorUrl ? { authEmulatorUrl } : {}) });
}
