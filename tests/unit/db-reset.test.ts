// Issue 54: `npm run db:reset` wipes npm start's database (HUB_DB_DIR here, a folder of the test's
// own), and the next open starts over empty and migrated.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { findPasskey, insertPasskey } from '../../server/db/passkey-store';

const work = mkdtempSync(join(tmpdir(), 'hub-db-reset-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

it('wipes the data folder npm start uses; the next open finds an empty, migrated database', async () => {
  const dir = join(work, 'pglite');
  const beside = join(work, 'beside');
  mkdirSync(beside);
  vi.stubEnv('HUB_DB_DIR', dir);
  // Opened as npm start opens it: no folder given, no DATABASE_URL.
  const before = await openDatabase({ databaseUrl: undefined });
  try {
    await insertPasskey(before, {
      credential_id: 'before-reset',
      uid: 'u',
      white_label: 'wbs',
      public_key: new Uint8Array([1]),
      counter: 0,
      transports: [],
      device_type: 'singleDevice',
      backed_up: false,
      name: 'Old',
    });
  } finally {
    await before.close();
  }
  expect(existsSync(dir)).toBe(true);

  execFileSync('npm', ['run', '-s', 'db:reset'], { cwd: resolve(import.meta.dirname, '../..'), env: { ...process.env, HUB_DB_DIR: dir } });
  expect(existsSync(dir)).toBe(false);
  expect(existsSync(beside)).toBe(true); // only the database's folder

  const after = await openDatabase({ databaseUrl: undefined });
  try {
    expect(await findPasskey(after, 'before-reset', 'wbs')).toBeUndefined();
    expect(await after.query('SELECT 1 FROM passkeys')).toEqual([]);
    expect((await after.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name)).toEqual(
      migrationFiles(MIGRATIONS_DIR),
    );
  } finally {
    await after.close();
  }
}, 120_000);
