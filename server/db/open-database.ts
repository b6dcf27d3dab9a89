// The API's database: `pg` when DATABASE_URL is set, else PGlite over a data folder; migrated
// before anyone queries it.
import { existsSync } from 'node:fs';
import type { Database } from './database.js';
import { defaultDbDir, freshCopyOfTemplate } from './data-folder.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './pg-database.js';

export interface OpenDatabaseOptions {
  /** PGlite's data folder (default: defaultDbDir()); ignored when DATABASE_URL is set. */
  dir?: string;
  databaseUrl?: string | undefined;
  /** Connections to DATABASE_URL's server at most (default 10). */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = 'databaseUrl' in options ? options.databaseUrl : process.env.DATABASE_URL;
  let db: Database;
  if (url) db = await openPostgres(url, options.poolSize);
  else {
    const dir = options.dir ?? defaultDbDir();
    // A new folder starts as a copy of the initialised template: initdb once per checkout.
    if (!existsSync(dir)) await freshCopyOfTemplate(dir);
    db = await openPglite(dir);
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Opens on first use, once: routes that never touch the database never pay for it. */
export function lazyDatabase(open: () => Promise<Database>): LazyDatabase {
  let opening: Promise<Database> | undefined;
  return {
    get: () => (opening ??= open()),
    // Once: the API and the stack that started it may both close it.
    close: async () => {
      const opened = opening;
      opening = undefined;
      if (opened) await (await opened.catch(() => undefined))?.close();
    },
  };
}

export interface LazyDatabase {
  get(): Promise<Database>;
  close(): Promise<void>;
}
