// The password baselines table (issue 55): the account's passwordUpdatedAt the API last accounted
// for, so a password set without a report (a reset by link has no session) is found once.
import type { Queryable } from './database.js';

/** A password change the API was told of (or a first look at the account): it is accounted for. */
export async function accountForPassword(db: Queryable, uid: string, updatedAt: number | null): Promise<void> {
  await db.query(
    `INSERT INTO password_baselines (uid, password_updated_at) VALUES ($1, $2::bigint)
     ON CONFLICT (uid) DO UPDATE SET password_updated_at = GREATEST(password_baselines.password_updated_at, EXCLUDED.password_updated_at)`,
    [uid, updatedAt],
  );
}

/**
 * Whether the password was set after the one accounted for, when there was one: true for exactly one
 * caller (the update takes it), false the first time the account is seen (that is its baseline).
 */
export async function passwordMovedUnreported(db: Queryable, uid: string, updatedAt: number | null): Promise<boolean> {
  if (updatedAt === null) return false;
  const first = await db.query(
    'INSERT INTO password_baselines (uid, password_updated_at) VALUES ($1, $2::bigint) ON CONFLICT DO NOTHING RETURNING uid',
    [uid, updatedAt],
  );
  if (first.length === 1) return false;
  const moved = await db.query(
    `UPDATE password_baselines SET password_updated_at = $2::bigint
     WHERE uid = $1 AND password_updated_at IS NOT NULL AND password_updated_at < $2::bigint RETURNING uid`,
    [uid, updatedAt],
  );
  if (moved.length === 1) return true;
  // A password added to an account that had none, never reported: accounted for, not a reset.
  await accountForPassword(db, uid, updatedAt);
  return false;
}
