// The pending email changes table (issue 55): the address an account had when its holder asked to change it.
import type { Queryable } from './database.js';

/** Keeps the account's address at the time of the request (a newer request replaces an older one). */
export async function rememberEmailChange(db: Queryable, uid: string, oldEmail: string): Promise<void> {
  await db.query(
    `INSERT INTO pending_email_changes (uid, old_email) VALUES ($1, $2)
     ON CONFLICT (uid) DO UPDATE SET old_email = EXCLUDED.old_email, requested_at = now()`,
    [uid, oldEmail],
  );
}

/** The address kept for the account, if any. */
export async function pendingEmailChange(db: Queryable, uid: string): Promise<string | null> {
  const rows = await db.query<{ old_email: string }>('SELECT old_email FROM pending_email_changes WHERE uid = $1', [uid]);
  return rows[0]?.old_email ?? null;
}

/** Takes the pending change away; true for the one caller that took it (two API calls at once tell once). */
export async function claimEmailChange(db: Queryable, uid: string, oldEmail: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM pending_email_changes WHERE uid = $1 AND old_email = $2 RETURNING uid', [uid, oldEmail]);
  return rows.length === 1;
}
