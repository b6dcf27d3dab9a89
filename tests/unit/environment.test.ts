import { describe, expect, it } from 'vitest';
import { resolveEnvironment, settingNameOf } from '../../src/config/resolve-environment';
import { projectDocuments } from '../support/project';

const doc = () => projectDocuments().environments;

describe('environment choice (spec 4)', () => {
  it('staging only when the setting says staging; production otherwise; local for the stack', () => {
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'staging' }).environment).toBe('staging');
    expect(resolveEnvironment(doc(), {}).environment).toBe('production');
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'STAGING' }).environment).toBe('production');
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'local' }).environment).toBe('local');
  });

  it('the identity project follows the same choice', () => {
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'staging' }).firebase).toEqual(doc().firebase.staging);
    expect(resolveEnvironment(doc(), {}).firebase.projectId).toBe(doc().firebase.production.projectId);
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'local' }).firebase.projectId).toMatch(/^demo-/);
  });

  it('every host can be overridden by its own setting', () => {
    for (const field of Object.keys(doc().hosts.production)) {
      const value = field === 'posthogKey' ? 'phc_test' : 'https://override.example:8443';
      const env = resolveEnvironment(doc(), { [settingNameOf(field)]: value });
      expect((env.hosts as Record<string, string>)[field]).toBe(value);
    }
    expect(settingNameOf('fvsEMIoTUrl')).toBe('VITE_HOST_fvsEMIoTUrl');
  });

  it('a malformed host override is refused with the setting named', () => {
    expect(() => resolveEnvironment(doc(), { VITE_HOST_plexusFrontendUrl: 'javascript:alert(1)' })).toThrow(/VITE_HOST_plexusFrontendUrl/);
  });
});
