import { describe, expect, it } from 'vitest';
import { environmentSource, resolveEnvironment, settingNameOf } from '../../src/config/resolve-environment';
import { environmentOnly } from '../../tooling/build/vite-one-environment';
import { projectDocuments } from '../support/project';

const doc = () => projectDocuments().environments;

describe('environment choice (spec 4)', () => {
  it('staging only when the setting says staging; production otherwise (spec 4: no third environment)', () => {
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'staging' }).environment).toBe('staging');
    expect(resolveEnvironment(doc(), {}).environment).toBe('production');
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'STAGING' }).environment).toBe('production');
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'local' }).environment).toBe('production');
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'local' }).hosts).toEqual(doc().hosts.production);
  });

  it('the local stack swaps in the local hosts and the emulator project, whatever the environment', () => {
    for (const settings of [{ VITE_LOCAL_STACK: 'true' }, { VITE_LOCAL_STACK: 'true', VITE_ENVIRONMENT: 'staging' }]) {
      const env = resolveEnvironment(doc(), settings);
      expect(env.localStack).toBe(true);
      expect(env.hosts).toEqual(doc().hosts.local);
      expect(env.firebase.projectId).toMatch(/^demo-/);
    }
    expect(resolveEnvironment(doc(), { VITE_LOCAL_STACK: 'yes' }).localStack).toBe(false);
  });

  it('the identity project follows the same choice', () => {
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'staging' }).firebase).toEqual(doc().firebase.staging);
    expect(resolveEnvironment(doc(), {}).firebase.projectId).toBe(doc().firebase.production.projectId);
    expect(resolveEnvironment(doc(), { VITE_ENVIRONMENT: 'local' }).firebase.projectId).toBe(doc().firebase.production.projectId);
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

describe('one environment per build (issue 32)', () => {
  const cases: Array<[Record<string, string>, 'production' | 'staging' | 'local']> = [
    [{}, 'production'],
    [{ VITE_ENVIRONMENT: 'staging' }, 'staging'],
    [{ VITE_ENVIRONMENT: 'production' }, 'production'],
    [{ VITE_LOCAL_STACK: 'true' }, 'local'],
    [{ VITE_LOCAL_STACK: 'true', VITE_ENVIRONMENT: 'staging' }, 'local'],
  ];

  it('the bundle gets only the block the app then reads, and the app resolves the same from it', () => {
    for (const [settings, name] of cases) {
      expect(environmentSource(settings), JSON.stringify(settings)).toBe(name);
      const shipped = environmentOnly(doc(), name);
      expect(Object.keys(shipped.hosts!), name).toEqual([name]);
      expect(Object.keys(shipped.firebase!), name).toEqual([name]);
      const fromShipped = resolveEnvironment(shipped as ReturnType<typeof doc>, settings);
      expect(fromShipped, name).toEqual(resolveEnvironment(doc(), settings));
    }
  });
});
