// Issue 54: a write the API answered 200 survives the API's process being killed right after
// (SIGKILL: no close, no flush), as a crash would: the answer went out only after the write was in
// the data folder. The API runs over a PGlite folder of this test's own, in a process the test kills.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { test, expect } from '../browser/support/fixtures';
import { bearer, signUp } from './helpers.js';
import { APP } from '../support/local-stack.js';
import { freshCopyOfTemplate } from '../../server/db/data-folder';
import { openDatabase } from '../../server/db/open-database';
import { findPasskey, insertPasskey } from '../../server/db/passkey-store';

const ROOT = resolve(import.meta.dirname, '../..');

/** The API over `dir` in a child process, and the URL it listens on. */
async function apiProcess(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/support/api-process.ts'), dir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return { child, url: (JSON.parse(line) as { url: string }).url };
}

test('a passkey rename answered 200 is in the database after the API process is killed', async () => {
  // Three opens of PGlite and an API process starting: seconds alone, minutes on a loaded machine.
  test.slow();
  const work = mkdtempSync(join(tmpdir(), 'hub-crash-api-'));
  try {
    const dir = await freshCopyOfTemplate(join(work, 'db'));
    const person = await signUp('crash');
    const setup = await openDatabase({ dir, databaseUrl: undefined });
    await insertPasskey(setup, {
      credential_id: 'crash-cred',
      uid: person.localId,
      white_label: 'wbs',
      public_key: new Uint8Array([7]),
      counter: 0,
      transports: ['internal'],
      device_type: 'multiDevice',
      backed_up: true,
      name: 'Before',
    });
    await setup.close();

    const { child, url } = await apiProcess(dir);
    const exited = once(child, 'exit');
    try {
      const renamed = await fetch(`${url}/api/v1/me/passkeys/crash-cred`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: APP, ...bearer(person.idToken) },
        body: JSON.stringify({ name: 'Answered' }),
      });
      expect(renamed.status, await renamed.clone().text()).toBe(200);
      expect(((await renamed.json()) as { passkey: { name: string } }).passkey.name).toBe('Answered');
    } finally {
      child.kill('SIGKILL');
    }
    expect(await exited).toEqual([null, 'SIGKILL']);

    const reopened = await openDatabase({ dir, databaseUrl: undefined });
    try {
      expect((await findPasskey(reopened, 'crash-cred', 'wbs'))?.name).toBe('Answered');
    } finally {
      await reopened.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
