/** Test access to the real config documents of this repository. */
import { resolve } from 'node:path';
import { validateProject } from '../../validate/validate-config';
import type { ConfigDocuments } from '../../src/config/types';
import { createHubConfig, type HubConfig } from '../../src/config/hub-config';

export const ROOT = resolve(import.meta.dirname, '../..');

let cached: ConfigDocuments | undefined;
/** The validated documents; throws when the config has issues (the contract test reports them). */
export function projectDocuments(): ConfigDocuments {
  if (!cached) {
    const result = validateProject(ROOT);
    if (!result.documents) throw new Error(`config invalid: ${result.issues.length} issue(s)`);
    cached = result.documents;
  }
  return cached;
}

/** Hub config as the app derives it, for a host and settings. */
export function hubConfigFor(hostname: string, settings: Record<string, string> = { VITE_LOCAL_STACK: 'true' }): HubConfig {
  return createHubConfig(projectDocuments(), settings, hostname, (folder, file) => `/assets/${folder ?? '_'}/${file}`);
}
