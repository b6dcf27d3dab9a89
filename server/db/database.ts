// The hub API's own data (passkeys, later security events) in PostgreSQL, behind the one small
// interface the rest of server/ uses: plain parameterised SQL with typed rows (docs/decisions.md).
// PGlite (Postgres in WASM, in-process) by default; a real server through `pg` when DATABASE_URL is set.

/** Something SQL runs on: the database, or one transaction of it. */
export interface Queryable {
  /** One statement; `$1`, `$2`... are `params` (never build SQL from input). */
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Several statements without parameters (a migration file). */
  script(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
