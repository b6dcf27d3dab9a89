// Migrations: server/db/migrations/NNN-name.sql, applied in order at start, each in its own
// transaction together with its row in schema_migrations, so one that fails leaves the database
// as it was before it (and the ones before it applied).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;

/**
 * Any number: every instance of the API takes the same transaction-scoped advisory lock, so two
 * starting together on one server apply each migration once.
 */
const MIGRATION_LOCK = 540_054;

/**
 * The order migrations apply in, from a folder listing in whatever order the filesystem gave it:
 * by number. Two files with one number are refused, since nothing would say which runs first.
 */
export function migrationOrder(names: readonly string[]): string[] {
  const files = names.filter((f) => f.endsWith('.sql'));
  const misnamed = files.filter((f) => !MIGRATION_FILE.test(f));
  if (misnamed.length) throw new Error(`migrations are named NNN-name.sql, not ${misnamed.join(', ')}`);
  const byNumber = new Map<string, string[]>();
  for (const f of files) byNumber.set(f.slice(0, 3), [...(byNumber.get(f.slice(0, 3)) ?? []), f]);
  const shared = [...byNumber.values()].filter((same) => same.length > 1);
  if (shared.length) throw new Error(`two migrations share a number: ${shared.map((same) => same.sort().join(' and ')).join('; ')}`);
  return [...files].sort((a, b) => Number(a.slice(0, 3)) - Number(b.slice(0, 3)));
}

/** The migration files of `dir`, in the order they apply. */
export function migrationFiles(dir: string): string[] {
  try {
    return migrationOrder(readdirSync(dir));
  } catch (error) {
    throw new Error(`${dir}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Applies the migrations of `dir` not yet recorded; answers the names it applied. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied: string[] = [];
  for (const name of migrationFiles(dir)) {
    const sql = readFileSync(join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name])).length) return false;
      try {
        await tx.script(sql);
      } catch (error) {
        throw new Error(`migration ${name} failed (nothing of it was applied): ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
