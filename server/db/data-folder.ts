// Where PGlite keeps its data, and an initialised folder to copy: PGlite's first open of a folder
// runs initdb (5-18 s and up to 800 MiB here), reopening one takes under a second, so initdb runs
// once per checkout (the template) and the test stack and the store tests start from copies of it.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './pglite-database.js';

/** Git-ignored: every folder below is local data. (Not documents.ts's ROOT_DIR: that module validates every document on import.) */
export const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../.data');

/** `npm start`'s database: survives a restart; `npm run db:reset` wipes it. HUB_DB_DIR moves it. */
export function defaultDbDir(): string {
  return process.env.HUB_DB_DIR ? resolve(process.env.HUB_DB_DIR) : join(DATA_DIR, 'pglite');
}

/** An initialised, empty (no migrations) data folder, never opened again once made. */
export const TEMPLATE_DIR = join(DATA_DIR, 'pglite-template');

/** Whether `dir` holds an initialised Postgres data folder. */
const initialised = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/** Makes TEMPLATE_DIR when missing: initdb in a folder of its own, then renamed, so a half-made one is never used. */
export async function ensureTemplate(): Promise<void> {
  if (initialised(TEMPLATE_DIR)) return;
  const making = `${TEMPLATE_DIR}.${process.pid}.${Date.now()}`;
  mkdirSync(making, { recursive: true });
  const db = await openPglite(making);
  await db.close();
  try {
    renameSync(making, TEMPLATE_DIR);
  } catch (error) {
    // Another process made it first (the test stack and a vitest file, side by side): use theirs.
    rmSync(making, { recursive: true, force: true });
    if (!initialised(TEMPLATE_DIR)) throw error;
  }
}

/** `dir` replaced by a fresh copy of the template: an empty database without initdb. */
export async function freshCopyOfTemplate(dir: string): Promise<string> {
  await ensureTemplate();
  rmSync(dir, { recursive: true, force: true });
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  return dir;
}
