// Database on a PostgreSQL server through `pg` (DATABASE_URL): what a deployment with many API
// instances uses, all pointing at one server.
import pg from 'pg';
import type { Database, Transaction } from './database.js';

/** `poolSize`: connections each API instance keeps to the server at most. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Fails here, at start, rather than at the first request.
  await pool.query('SELECT 1');
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query<Row & pg.QueryResultRow>(sql, [...params])).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      const tx: Transaction = {
        query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
          (await client.query<Row & pg.QueryResultRow>(sql, [...params])).rows,
        script: async (sql) => {
          await client.query(sql); // no parameters: the simple protocol, which takes several statements
        },
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
