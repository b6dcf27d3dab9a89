// The pending email changes table (issue 55): the address an account had when its holder asked to
// change it, and the brand and language the change was asked in.
import type { Queryable } from './database.js';

export interface PendingEmailChange {
  oldEmail: string;
  brand: string | null;
  locale: string | null;
}

/** Keeps the account's address at the time of the request (a newer request replaces an older one). */
export async function rememberEmailChange(db: Queryable, uid: string, change: PendingEmailChange): Promise<void> {
  await db.query(
    `INSERT INTO pending_email_changes (uid, old_email, brand, locale) VALUES ($1, $2, $3, $4)
     ON CONFLICT (uid) DO UPDATE SET old_email = EXCLUDED.old_email, brand = EXCLUDED.brand, locale = EXCLUDED.locale, requested_at = now()`,
    [uid, change.oldEmail, change.brand, change.locale],
  );
}

/** The change kept for the account, if any. */
export async function pendingEmailChange(db: Queryable, uid: string): Promise<PendingEmailChange | null> {
  const rows = await db.query<{ old_email: string; brand: string | null; locale: string | null }>(
    'SELECT old_email, brand, locale FROM pending_email_changes WHERE uid = $1',
    [uid],
  );
  const row = rows[0];
  return row ? { oldEmail: row.old_email, brand: row.brand, locale: row.locale } : null;
}

/** The accounts with a change waiting, oldest request first: what the API's sweep looks at. */
export async function accountsWithPendingChange(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ uid: string }>('SELECT uid FROM pending_email_changes ORDER BY requested_at LIMIT $1', [limit]);
  return rows.map((r) => r.uid);
}

/** Takes the pending change away; true for the one caller that took it (a call and the sweep at once tell once). */
export async function claimEmailChange(db: Queryable, uid: string, oldEmail: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM pending_email_changes WHERE uid = $1 AND old_email = $2 RETURNING uid', [uid, oldEmail]);
  return rows.length === 1;
}

/** Forgets the change of an account that no longer exists (deleted since it asked). */
export async function dropEmailChange(db: Queryable, uid: string): Promise<void> {
  await db.query('DELETE FROM pending_email_changes WHERE uid = $1', [uid]);
}
