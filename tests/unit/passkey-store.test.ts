// The hub API's store (server/db): migrations, the passkeys and challenges tables, and the account
// deletions (issue 55), on both databases the API runs on: PGlite in-process (npm start, the test
// stack) and a PostgreSQL server through `pg` (DATABASE_URL, a deployment), here PGlite served over
// the wire protocol since this machine has no PostgreSQL server (issue 54). Each database is one copy
// of the initialised template for the whole file (no initdb per file or test).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { freshCopyOfTemplate } from '../../server/db/data-folder';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  renamePasskey,
  saveChallenge,
  takeChallenge,
  type NewPasskey,
} from '../../server/db/passkey-store';
import {
  claimEmail,
  closeDeletion,
  deletePasskeysOf,
  findDeletion,
  openDeletion,
  openDeletions,
} from '../../server/db/account-deletion-store';
import { servePglite } from '../support/pglite-server';

const work = mkdtempSync(join(tmpdir(), 'hub-store-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Opened {
  db: Database;
  close(): Promise<void>;
}

/** Each opens through openDatabase, as the API does, so the migrations run on that path too. */
const databases: { name: string; open(): Promise<Opened> }[] = [
  {
    name: 'PGlite',
    open: async () => {
      const db = await openDatabase({ dir: await freshCopyOfTemplate(join(work, 'pglite')), databaseUrl: undefined });
      return { db, close: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL through pg (DATABASE_URL)',
    open: async () => {
      const server = await servePglite(join(work, 'served'));
      // One pooled connection: the served PGlite takes one at a time (with pg's pool of 10, the racing
      // claims below opened a second one, which it refused: "Connection terminated unexpectedly").
      const db = await openDatabase({ databaseUrl: server.url, poolSize: 1 });
      return {
        db,
        close: async () => {
          await db.close();
          await server.stop();
        },
      };
    },
  },
];

let n = 0;
function passkey(overrides: Partial<NewPasskey> = {}): NewPasskey {
  n += 1;
  return {
    credential_id: `cred-${n}`,
    uid: 'uid-a',
    white_label: 'wbs',
    public_key: new Uint8Array([1, 2, 3, n]),
    counter: 0,
    transports: ['internal', 'hybrid'],
    device_type: 'multiDevice',
    backed_up: true,
    name: `Passkey ${n}`,
    ...overrides,
  };
}

describe.each(databases)('$name', ({ open }) => {
  let db: Database;
  let opened: Opened | undefined;

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
  }, 120_000);

  afterAll(async () => {
    await opened?.close();
  });

  describe('passkeys', () => {
    it('stores a passkey and reads every field back', async () => {
      const p = passkey({ uid: 'uid-read', counter: 4_000_000_000 });
      expect((await insertPasskey(db, p))?.credential_id).toBe(p.credential_id);
      const [row] = await listPasskeys(db, 'uid-read', 'wbs');
      expect(row).toMatchObject({ ...p, public_key: expect.anything(), last_used_at: null });
      expect([...row!.public_key]).toEqual([...p.public_key]);
      expect(row!.created_at).toBeInstanceOf(Date);
    });

    it('lists only the person’s passkeys of that white-label, oldest first', async () => {
      const first = passkey({ uid: 'uid-list' });
      const second = passkey({ uid: 'uid-list' });
      await insertPasskey(db, first);
      await insertPasskey(db, second);
      await insertPasskey(db, passkey({ uid: 'uid-list', white_label: 'fvs' }));
      await insertPasskey(db, passkey({ uid: 'someone-else' }));
      expect((await listPasskeys(db, 'uid-list', 'wbs')).map((r) => r.credential_id)).toEqual([first.credential_id, second.credential_id]);
      expect(await findPasskey(db, first.credential_id, 'fvs')).toBeUndefined();
      expect((await findPasskey(db, first.credential_id, 'wbs'))?.uid).toBe('uid-list');
    });

    it('refuses a second passkey with the same credential id, whoever stores it', async () => {
      const p = passkey();
      expect(await insertPasskey(db, p)).toBeDefined();
      expect(await insertPasskey(db, { ...p, uid: 'uid-other', white_label: 'fvs' })).toBeUndefined();
      expect((await findPasskey(db, p.credential_id, 'wbs'))?.uid).toBe('uid-a');
    });

    it('renames and removes only the owner’s passkey', async () => {
      const p = passkey({ uid: 'uid-own' });
      await insertPasskey(db, p);
      expect(await renamePasskey(db, { uid: 'intruder', whiteLabel: 'wbs' }, p.credential_id, 'Mine now')).toBeUndefined();
      expect(await renamePasskey(db, { uid: 'uid-own', whiteLabel: 'fvs' }, p.credential_id, 'Other label')).toBeUndefined();
      expect((await renamePasskey(db, { uid: 'uid-own', whiteLabel: 'wbs' }, p.credential_id, 'Work laptop'))?.name).toBe('Work laptop');
      expect(await deletePasskey(db, { uid: 'intruder', whiteLabel: 'wbs' }, p.credential_id)).toBe(false);
      expect(await deletePasskey(db, { uid: 'uid-own', whiteLabel: 'wbs' }, p.credential_id)).toBe(true);
      expect(await deletePasskey(db, { uid: 'uid-own', whiteLabel: 'wbs' }, p.credential_id)).toBe(false);
      expect(await listPasskeys(db, 'uid-own', 'wbs')).toEqual([]);
    });

    it('refuses a name the table does not take (empty, over 64 characters)', async () => {
      await expect(insertPasskey(db, passkey({ name: '' }))).rejects.toThrow();
      await expect(insertPasskey(db, passkey({ name: 'x'.repeat(65) }))).rejects.toThrow();
    });

    it('records a use only when the counter moves forward (or the authenticator keeps none)', async () => {
      const counting = passkey({ counter: 5 });
      await insertPasskey(db, counting);
      expect(await recordPasskeyUse(db, counting.credential_id, 5, true)).toBe(false);
      expect(await recordPasskeyUse(db, counting.credential_id, 4, true)).toBe(false);
      expect(await recordPasskeyUse(db, counting.credential_id, 6, false)).toBe(true);
      const row = await findPasskey(db, counting.credential_id, 'wbs');
      expect(row).toMatchObject({ counter: 6, backed_up: false });
      expect(row?.last_used_at).toBeInstanceOf(Date);

      const none = passkey({ counter: 0 });
      await insertPasskey(db, none);
      expect(await recordPasskeyUse(db, none.credential_id, 0, true)).toBe(true);
      expect(await recordPasskeyUse(db, none.credential_id, 0, true)).toBe(true);
    });
  });

  describe('challenges', () => {
    const c = (challenge: string, uid: string | null = null) => ({ challenge, purpose: 'authentication', uid, whiteLabel: 'wbs' }) as const;

    it('are taken once', async () => {
      await saveChallenge(db, c('once'), 120);
      expect(await takeChallenge(db, c('once'))).toBe(true);
      expect(await takeChallenge(db, c('once'))).toBe(false);
    });

    it('are taken only for their purpose, account and white-label', async () => {
      await saveChallenge(db, c('bound', 'uid-a'), 120);
      expect(await takeChallenge(db, { ...c('bound', 'uid-a'), purpose: 'registration' })).toBe(false);
      expect(await takeChallenge(db, c('bound', 'uid-b'))).toBe(false);
      expect(await takeChallenge(db, c('bound', null))).toBe(false);
      expect(await takeChallenge(db, { ...c('bound', 'uid-a'), whiteLabel: 'fvs' })).toBe(false);
      expect(await takeChallenge(db, c('bound', 'uid-a'))).toBe(true);
    });

    it('are refused once expired', async () => {
      await saveChallenge(db, c('old'), -1);
      expect(await takeChallenge(db, c('old'))).toBe(false);
      await expect(takeChallenge(db, c('never-issued'))).resolves.toBe(false);
    });
  });

  describe('migrations', () => {
    it('are recorded and applied once', async () => {
      expect(await migrate(db)).toEqual([]);
    });

    it('are applied in the order of their names', async () => {
      expect((await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name)).toEqual(
        migrationFiles(MIGRATIONS_DIR),
      );
      const dir = mkdtempSync(join(work, 'ordered-'));
      // The second needs the first's table: applied the other way round, it fails.
      writeFileSync(join(dir, '911-fill.sql'), 'INSERT INTO mig_order VALUES (1);');
      writeFileSync(join(dir, '910-make.sql'), 'CREATE TABLE mig_order (id int);');
      expect(await migrate(db, dir)).toEqual(['910-make.sql', '911-fill.sql']);
    });

    it('one that fails leaves the database as it was; the ones before it stay applied', async () => {
      const dir = mkdtempSync(join(work, 'migrations-'));
      writeFileSync(join(dir, '001-passkeys.sql'), 'SELECT 1;'); // recorded already: skipped
      writeFileSync(join(dir, '900-good.sql'), 'CREATE TABLE t_good (id int);');
      writeFileSync(join(dir, '901-bad.sql'), 'CREATE TABLE t_half (id int);\nINSERT INTO passkeys_nowhere VALUES (1);');
      await expect(migrate(db, dir)).rejects.toThrow(/901-bad\.sql failed/);
      const tables = await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 't_%'");
      expect(tables.map((t) => t.name)).toEqual(['t_good']);
      const recorded = (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
      expect(recorded).toContain('900-good.sql');
      expect(recorded).not.toContain('901-bad.sql');

      writeFileSync(join(dir, '901-bad.sql'), 'CREATE TABLE t_half (id int);');
      expect(await migrate(db, dir)).toEqual(['901-bad.sql']);
    });

    it('refuses a misnamed file', async () => {
      const dir = mkdtempSync(join(work, 'misnamed-'));
      writeFileSync(join(dir, 'add-table.sql'), 'SELECT 1;');
      await expect(migrate(db, dir)).rejects.toThrow(/NNN-name\.sql/);
    });
  });

  describe('account deletions (issue 55)', () => {
    const account = (uid: string) => ({ uid, email: `${uid}@example.com`, locale: 'de', brand: 'EMIOT' });

    it('a retry finds the deletion as it was opened; the confirmation is claimed once, however many runs race', async () => {
      const first = await openDeletion(db, account('del-a'));
      const again = await openDeletion(db, { ...account('del-a'), email: 'changed@example.com', locale: 'en' });
      expect(again).toEqual(first);
      const claims = await Promise.all([claimEmail(db, 'del-a'), claimEmail(db, 'del-a'), claimEmail(db, 'del-a')]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect((await openDeletions(db)).map((r) => r.uid)).toContain('del-a');
    });

    it('closing keeps the uid and the times, not the address; a closed one is no longer open, and the same uid deleted again starts over', async () => {
      await openDeletion(db, account('del-b'));
      await closeDeletion(db, 'del-b');
      expect(await findDeletion(db, 'del-b')).toMatchObject({ uid: 'del-b', email: null, completed_at: expect.any(Date) as unknown });
      expect((await openDeletions(db)).map((r) => r.uid)).not.toContain('del-b');
      expect(await claimEmail(db, 'del-b')).toBe(false);
      expect(await openDeletion(db, account('del-b'))).toMatchObject({ email: 'del-b@example.com', completed_at: null });
      expect(await claimEmail(db, 'del-b')).toBe(true);
    });

    it('an account without an address has no confirmation to claim', async () => {
      await openDeletion(db, { ...account('del-c'), email: null });
      expect(await claimEmail(db, 'del-c')).toBe(false);
    });

    it("deletes every passkey and challenge of the account, on every white-label, and nobody else's", async () => {
      const mine = [passkey({ uid: 'del-d' }), passkey({ uid: 'del-d', white_label: 'fvs' })];
      const theirs = passkey({ uid: 'del-e' });
      for (const p of [...mine, theirs]) await insertPasskey(db, p);
      await saveChallenge(db, { challenge: 'del-d-challenge', purpose: 'registration', uid: 'del-d', whiteLabel: 'wbs' }, 120);
      await deletePasskeysOf(db, 'del-d');
      expect([...(await listPasskeys(db, 'del-d', 'wbs')), ...(await listPasskeys(db, 'del-d', 'fvs'))]).toEqual([]);
      expect(await listPasskeys(db, 'del-e', 'wbs')).toHaveLength(1);
      expect(await takeChallenge(db, { challenge: 'del-d-challenge', purpose: 'registration', uid: 'del-d', whiteLabel: 'wbs' })).toBe(
        false,
      );
    });
  });
});
