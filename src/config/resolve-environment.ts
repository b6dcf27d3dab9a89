/**
 * Spec 4, Environment: staging when the build setting says staging, otherwise production; each
 * host overridable by a setting; the identity project follows the same choice. The local stack
 * (VITE_LOCAL_STACK=true, .env.stack) is not an environment: it swaps in the document's `local`
 * hosts and the emulator's demo project for development. Pure: settings are passed in.
 */
import type { EnvironmentName, EnvironmentsDoc, FirebaseSettings, Hosts } from './types';

/** The environment the app runs against. */
export interface ResolvedEnvironment {
  environment: 'production' | 'staging';
  /** Built for the local stack: the emulator and the local API stand in for the real services. */
  localStack: boolean;
  hosts: Hosts;
  firebase: FirebaseSettings;
}

/** Setting name of a host field: the field name as written, so no casing rule can mangle it (VITE_HOST_fvsEMIoTUrl). */
export function settingNameOf(field: string): string {
  return `VITE_HOST_${field}`;
}

const URL_SHAPE = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/;

/** The block of brands/environments.json a build with these settings reads (the build ships only that one). */
export function environmentSource(settings: Record<string, string | undefined>): EnvironmentName {
  if (settings.VITE_LOCAL_STACK === 'true') return 'local';
  return settings.VITE_ENVIRONMENT === 'staging' ? 'staging' : 'production';
}

/** Picks the environment from VITE_ENVIRONMENT and applies VITE_HOST_<field> overrides; throws on a malformed override. */
export function resolveEnvironment(doc: EnvironmentsDoc, settings: Record<string, string | undefined>): ResolvedEnvironment {
  const environment = settings.VITE_ENVIRONMENT === 'staging' ? 'staging' : 'production';
  const source = environmentSource(settings);
  const localStack = source === 'local';
  const hosts = { ...doc.hosts[source] } as Hosts;
  for (const field of Object.keys(hosts)) {
    const value = settings[settingNameOf(field)];
    if (value === undefined || value === '') continue;
    if (field !== 'posthogKey' && !URL_SHAPE.test(value)) {
      throw new Error(`${settingNameOf(field)}="${value}" is not an origin like https://host.example[:port]`);
    }
    hosts[field] = value;
  }
  return { environment, localStack, hosts, firebase: doc.firebase[source] };
}
