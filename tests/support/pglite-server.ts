// A PostgreSQL server for tests on a machine that has none: PGlite (a copy of the initialised
// template, so no initdb) served over the Postgres wire protocol by pglite-socket, so server/db's
// `pg` path (DATABASE_URL) runs against real Postgres semantics.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freshCopyOfTemplate } from '../../server/db/data-folder';

export interface PgliteServer {
  /** A DATABASE_URL for it. */
  url: string;
  stop(): Promise<void>;
}

/** Serves a fresh database from `dir` on a free loopback port. */
export async function servePglite(dir: string): Promise<PgliteServer> {
  const db = await PGlite.create(await freshCopyOfTemplate(dir));
  // One connection at a time (pglite-socket's default): PGlite is one session, and the multiplexer
  // its maxConnections option enables interleaves sessions' statements, which a real server never does.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
