/**
 * Writes the Firebase CLI configuration from the validated environment documents (run by
 * `npm run generate`; the files are not committed):
 *  - firebase.json: the local environment. The Auth and Hosting emulators read it; its hosting
 *    section serves dist/ with the local security headers.
 *  - firebase.<env>.json for every other environment: `firebase deploy --only hosting --config
 *    firebase.<env>.json --project <projectId>` (docs/operations.md "Deploy").
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { hostingConfig } from './hosting-config.js';
import { PICKER_SCRIPT } from './prerender/picker-script.js';
import type { EnvironmentName, EnvironmentsDoc, RoutesDoc } from '../../src/config/types';
import { writeIfChanged } from './write-if-changed.js';

const LOCAL: EnvironmentName = 'local';

const portOf = (url: string): number => Number(new URL(url).port);

/** The emulators of the local stack, on the ports the local environment names. */
function emulators(environments: EnvironmentsDoc) {
  const authEmulatorUrl = (environments.firebase[LOCAL] as { authEmulatorUrl?: string }).authEmulatorUrl;
  if (!authEmulatorUrl) throw new Error('brands/environments.json: firebase.local.authEmulatorUrl is needed for the local stack');
  return {
    auth: { host: new URL(authEmulatorUrl).hostname, port: portOf(authEmulatorUrl) },
    // 'localhost': the app is opened as localhost and fvs.localhost (white-labels chosen by host name).
    hosting: { host: 'localhost', port: portOf(environments.hosts[LOCAL].baseUrl) },
    // Offline machines: the UI would be downloaded on first start.
    ui: { enabled: false },
    singleProjectMode: true,
  };
}

/** The CSP source allowing exactly this inline script. */
export const scriptHash = (script: string): string => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Returns the files written (or already up to date). */
export function writeFirebaseConfigs(root: string, environments: EnvironmentsDoc, routes: RoutesDoc): string[] {
  const files: string[] = [];
  const hashes = [scriptHash(PICKER_SCRIPT)];
  for (const env of Object.keys(environments.hosts) as EnvironmentName[]) {
    const file = env === LOCAL ? 'firebase.json' : `firebase.${env}.json`;
    const hosting = hostingConfig(environments, env, routes, hashes);
    const config = env === LOCAL ? { hosting, emulators: emulators(environments) } : { hosting };
    writeIfChanged(join(root, file), json(config));
    files.push(file);
  }
  return files;
}
