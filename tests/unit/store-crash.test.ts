// Issue 54: a write the API has answered survives the process dying right after it (SIGKILL, no
// close): PGlite writes through to its data folder before a query resolves.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freshCopyOfTemplate } from '../../server/db/data-folder';
import { openDatabase } from '../../server/db/open-database';
import { findPasskey } from '../../server/db/passkey-store';

const work = mkdtempSync(join(tmpdir(), 'hub-crash-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a passkey stored before a SIGKILL is there when the database opens again', async () => {
  const dir = await freshCopyOfTemplate(join(work, 'db'));
  const root = resolve(import.meta.dirname, '../..');
  const script = join(work, 'write-then-die.mts');
  writeFileSync(
    script,
    `import { openDatabase } from ${JSON.stringify(join(root, 'server/db/open-database.ts'))};
import { insertPasskey } from ${JSON.stringify(join(root, 'server/db/passkey-store.ts'))};
const db = await openDatabase({ dir: ${JSON.stringify(dir)}, databaseUrl: undefined });
await insertPasskey(db, { credential_id: 'survivor', uid: 'u', white_label: 'wbs', public_key: new Uint8Array([9]), counter: 3,
  transports: [], device_type: 'singleDevice', backed_up: false, name: 'Kept' });
process.kill(process.pid, 'SIGKILL');
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8' });
  expect(run.signal, run.stderr).toBe('SIGKILL');
  const db = await openDatabase({ dir, databaseUrl: undefined });
  try {
    expect(await findPasskey(db, 'survivor', 'wbs')).toMatchObject({ name: 'Kept', counter: 3 });
  } finally {
    await db.close();
  }
}, 120_000);
