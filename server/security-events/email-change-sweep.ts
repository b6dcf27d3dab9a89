// The API's own look at pending email changes (issue 55 section 3): a person who changes their
// address and never calls the API again is still told at the old one. Each pass settles the oldest
// waiting changes the way an account's call does, and the claim in the store makes a pass and a
// call that meet tell once.
import type { LazyDatabase } from '../db/open-database.js';
import { accountsWithPendingChange } from '../db/email-change-store.js';
import { settleEmailChange } from './email-change.js';
import type { SecurityNotices } from './notices.js';

/** Accounts looked at in one pass: a pass stays short; the rest wait for the next. */
const PER_PASS = 100;

/** One pass: settles the waiting changes; answers how many accounts it looked at. */
export async function sweepEmailChanges(database: LazyDatabase, notices: SecurityNotices, log: (line: string) => void): Promise<number> {
  const db = await database.get();
  const uids = await accountsWithPendingChange(db, PER_PASS);
  for (const uid of uids) {
    // One account failing (the identity service down a moment) does not stop the others: its turn comes again.
    await settleEmailChange(db, notices, uid).catch((error: unknown) => log(`email change of ${uid} not settled: ${String(error)}`));
  }
  return uids.length;
}

export interface Sweep {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/** A pass every `everyMs`, never two at once. */
export function startEmailChangeSweep(
  database: LazyDatabase,
  notices: SecurityNotices,
  everyMs: number,
  log: (line: string) => void,
): Sweep {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = sweepEmailChanges(database, notices, log)
      .catch((error: unknown) => log(`email change sweep failed: ${String(error)}`))
      .finally(() => (busy = false));
  }, everyMs);
  // The sweep alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
