// Database on PGlite: one in-process Postgres over a data folder (its first open runs initdb: seconds).
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { Database, Transaction } from './database.js';

function transactionOf(tx: PGliteTransaction): Transaction {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) => (await tx.query<Row>(sql, [...params])).rows,
    script: async (sql) => {
      await tx.exec(sql);
    },
  };
}

/** Opens (and on first use initialises) the PGlite database in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir);
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) => (await db.query<Row>(sql, [...params])).rows,
    transaction: (fn) => db.transaction((tx) => fn(transactionOf(tx))),
    close: () => db.close(),
  };
}
