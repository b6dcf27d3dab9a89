/**
 * One environment per build (issue 32): the bundle gets brands/environments.json with only the
 * block the build reads (production, staging, or the local stack), so a production bundle names
 * no staging host, no local address and no emulator. The dev server keeps the whole document
 * (the studio previews every environment's brands).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { EnvironmentName, EnvironmentsDoc } from '../../src/config/types';
import { environmentSource } from '../../src/config/resolve-environment.js';

/** The document with only `name`'s hosts and identity project. */
export function environmentOnly(doc: EnvironmentsDoc, name: EnvironmentName): Partial<EnvironmentsDoc> {
  return { hosts: { [name]: doc.hosts[name] }, firebase: { [name]: doc.firebase[name] } } as Partial<EnvironmentsDoc>;
}

export function oneEnvironment(): Plugin {
  let settings: Record<string, string | undefined> = {};
  return {
    name: 'account-hub:one-environment',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // The same settings the app reads (import.meta.env): the mode's .env files and VITE_* variables.
      settings = config.env;
    },
    load(id) {
      if (!id.replace(/\\/g, '/').endsWith('/brands/environments.json')) return null;
      const doc = JSON.parse(readFileSync(id, 'utf8')) as EnvironmentsDoc;
      return JSON.stringify(environmentOnly(doc, environmentSource(settings)));
    },
  };
}
