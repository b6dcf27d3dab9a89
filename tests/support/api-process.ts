// The hub API alone, in a process of its own, over the PGlite data folder given as the first argument
// (the local stack's emulator answers its firebase-admin calls): a test can kill it at any moment,
// as a crash would. Prints one line, {"url": ...}, once it listens.
import { startApi } from '../../server/api.js';
import { lazyDatabase, openDatabase } from '../../server/db/open-database.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: api-process.ts <pglite data folder>');
const api = await startApi({ port: 0, database: lazyDatabase(() => openDatabase({ dir, databaseUrl: undefined })) });
console.log(JSON.stringify({ url: api.url }));
