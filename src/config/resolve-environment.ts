/**
 * Spec 4, Environment: staging when the build setting says staging, otherwise production
 * (plus `local` for the local stack); each host overridable by a setting; the identity
 * project follows the same choice. Pure: settings are passed in.
 */
import type { EnvironmentName, EnvironmentsDoc, FirebaseSettings, Hosts } from './types';

/** The environment the app runs against. */
export interface ResolvedEnvironment {
  environment: EnvironmentName;
  hosts: Hosts;
  firebase: FirebaseSettings;
}

/** Setting name of a host field: the field name as written, so no casing rule can mangle it (VITE_HOST_fvsEMIoTUrl). */
export function settingNameOf(field: string): string {
  return `VITE_HOST_${field}`;
}

const URL_SHAPE = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/;

/** Picks the environment from VITE_ENVIRONMENT and applies VITE_HOST_<field> overrides; throws on a malformed override. */
export function resolveEnvironment(doc: EnvironmentsDoc, settings: Record<string, string | undefined>): ResolvedEnvironment {
  const wanted = settings.VITE_ENVIRONMENT;
  const environment: EnvironmentName = wanted === 'staging' ? 'staging' : wanted === 'local' ? 'local' : 'production';
  const hosts: Hosts = { ...doc.hosts[environment] };
  for (const field of Object.keys(hosts) as (keyof Hosts)[]) {
    const value = settings[settingNameOf(field)];
    if (value === undefined || value === '') continue;
    if (field !== 'posthogKey' && !URL_SHAPE.test(value)) {
      throw new Error(`${settingNameOf(field)}="${value}" is not an origin like https://host.example[:port]`);
    }
    hosts[field] = value;
  }
  return { environment, hosts, firebase: doc.firebase[environment] };
}
