// Issue 53 item 8: emulator-mode firebase-admin accepts unsigned ID tokens, so the API starts with
// the Auth Emulator host set only for a demo- project, listening on loopback alone.
import { afterEach, describe, expect, it, vi } from 'vitest';

// What the mocked modules report: the project id of the environments document, the
// addresses "localhost" was bound to (undefined: as bound), and whether a server listened and was closed.
const world = vi.hoisted(() => ({
  projectId: undefined as string | undefined,
  bound: undefined as string[] | undefined,
  listened: false,
  closed: false,
}));

vi.mock('../../server/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/config')>();
  return {
    ...real,
    get PROJECT_ID() {
      return world.projectId ?? real.PROJECT_ID;
    },
  };
});
vi.mock('../../server/local-fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/local-fastify')>();
  return {
    ...real,
    listenLocalhost: async (...args: Parameters<typeof real.listenLocalhost>) => {
      const server = await real.listenLocalhost(...args);
      world.listened = true;
      const close = async () => {
        world.closed = true;
        await server.close();
      };
      return { ...server, close, ...(world.bound ? { addresses: world.bound } : {}) };
    },
  };
});

const { startApi } = await import('../../server/api');
const { lazyDatabase } = await import('../../server/db/open-database');

/** These tests open no database (the API's start asks it for deletions left open, and is told it cannot). */
const noDatabase = () => lazyDatabase(() => Promise.reject(new Error('this test opens no database')));
const { emulatorTrustProblems } = await import('../../server/emulator-trust');

afterEach(() => {
  world.projectId = undefined;
  world.bound = undefined;
  world.listened = false;
  world.closed = false;
});

describe('the API with the Auth Emulator host set', () => {
  it('is set by the stack (firebase-admin then trusts unsigned tokens)', () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('starts for the demo- project, on loopback', async () => {
    const api = await startApi({ port: 0, database: noDatabase() });
    await api.close();
    expect(api.port).toBeGreaterThan(0);
  });

  it('refuses to start for a project that is not a demo- project, naming it, before it listens', async () => {
    world.projectId = 'account-hub-prod';
    await expect(startApi({ port: 0, database: noDatabase() })).rejects.toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set.*project "account-hub-prod" is not a demo- project/s,
    );
    expect(world.listened).toBe(false);
  });

  it('refuses to start, and stops listening, when "localhost" was bound to an address other than loopback', async () => {
    world.bound = ['127.0.0.1', '192.168.1.20'];
    const attempt = startApi({ port: 0, log: () => {}, database: noDatabase() });
    await expect(attempt).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set.*listens on 192\.168\.1\.20, which is not loopback/s);
    expect(world.closed).toBe(true);
  });
});

describe('emulatorTrustProblems', () => {
  const host = '127.0.0.1:9099';

  it('none without the emulator host: firebase-admin then checks signatures itself', () => {
    expect(emulatorTrustProblems({ emulatorHost: undefined, projectId: 'account-hub-prod', listening: ['0.0.0.0'] })).toEqual([]);
    expect(emulatorTrustProblems({ emulatorHost: '', projectId: 'account-hub-prod', listening: ['0.0.0.0'] })).toEqual([]);
  });

  it('none for a demo- project on loopback addresses', () => {
    for (const listening of [['localhost'], ['127.0.0.1', '::1'], ['127.0.0.5'], ['::ffff:127.0.0.1'], []])
      expect(emulatorTrustProblems({ emulatorHost: host, projectId: 'demo-account-hub', listening }), listening.join()).toEqual([]);
  });

  it('one problem for each reason, each naming what is wrong', () => {
    expect(emulatorTrustProblems({ emulatorHost: host, projectId: 'my-demo-project', listening: ['127.0.0.1'] })).toEqual([
      expect.stringMatching(/project "my-demo-project" is not a demo- project/),
    ]);
    for (const address of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.20', 'fe80::1', 'account.wbs.example', '128.0.0.1'])
      expect(emulatorTrustProblems({ emulatorHost: host, projectId: 'demo-x', listening: ['127.0.0.1', address] }), address).toEqual([
        `the API listens on ${address}, which is not loopback`,
      ]);
    expect(emulatorTrustProblems({ emulatorHost: host, projectId: 'prod', listening: ['0.0.0.0'] })).toHaveLength(2);
  });
});
