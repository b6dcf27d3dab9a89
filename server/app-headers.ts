// The app's security headers for the local stack, from the `local` environment of the validated documents.
import { DOCUMENTS } from './documents.js';
import { securityHeaders } from '../src/config/security-headers.js';

export function localAppHeaders(): Record<string, string> {
  const { fixtureBaseUrl, posthogHost } = DOCUMENTS.environments.hosts.local;
  const { authDomain, authEmulatorUrl } = DOCUMENTS.environments.firebase.local;
  return securityHeaders({ fixtureBaseUrl, posthogHost, authDomain, ...(authEmulatorUrl ? { authEmulatorUrl } : {}) });
}
