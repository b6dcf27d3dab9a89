// The account_deletions table (issue 55): typed rows, parameterised SQL. Every write is safe to
// repeat, so a deletion run twice, or run again after stopping half-way, ends the same.
import type { Queryable } from './database.js';

export interface DeletionRow {
  uid: string;
  email: string | null;
  locale: string;
  brand: string | null;
  started_at: Date;
  completed_at: Date | null;
}

export type DeletionStep = 'passkeys' | 'product_data' | 'identity';

const COLUMNS = 'uid, email, locale, brand, started_at, completed_at';

/**
 * The open deletion of `uid`: the one already open (as it was first written: a retry keeps the
 * address and language asked for first), else a new one. A closed one of the same uid starts over.
 */
export async function openDeletion(
  db: Queryable,
  d: { uid: string; email: string | null; locale: string; brand: string | null },
): Promise<DeletionRow> {
  await db.query(
    `INSERT INTO account_deletions (uid, email, locale, brand) VALUES ($1, $2, $3, $4)
     ON CONFLICT (uid) DO UPDATE SET email = EXCLUDED.email, locale = EXCLUDED.locale, brand = EXCLUDED.brand, started_at = now(),
       passkeys_deleted_at = NULL, product_data_deleted_at = NULL, identity_deleted_at = NULL, email_sent_at = NULL, completed_at = NULL
     WHERE account_deletions.completed_at IS NOT NULL`,
    [d.uid, d.email, d.locale, d.brand],
  );
  const found = await db.query<DeletionRow>(`SELECT ${COLUMNS} FROM account_deletions WHERE uid = $1`, [d.uid]);
  if (!found[0]) throw new Error(`account_deletions: no row for ${d.uid} after writing it`);
  return found[0];
}

/** Records that a step is done (the first time it was done is kept). */
export async function markStep(db: Queryable, uid: string, step: DeletionStep): Promise<void> {
  // The column is one of three fixed names, never input.
  const column = { passkeys: 'passkeys_deleted_at', product_data: 'product_data_deleted_at', identity: 'identity_deleted_at' }[step];
  await db.query(`UPDATE account_deletions SET ${column} = COALESCE(${column}, now()) WHERE uid = $1`, [uid]);
}

/** The address to send the confirmation to, once: true for exactly one caller of an open deletion with an address. */
export async function claimEmail(db: Queryable, uid: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE account_deletions SET email_sent_at = now()
     WHERE uid = $1 AND completed_at IS NULL AND email IS NOT NULL AND email_sent_at IS NULL RETURNING uid`,
    [uid],
  );
  return rows.length === 1;
}

/** Closes the deletion: the address goes, the uid and the times stay (what was deleted, and when). */
export async function closeDeletion(db: Queryable, uid: string): Promise<void> {
  await db.query('UPDATE account_deletions SET completed_at = now(), email = NULL WHERE uid = $1 AND completed_at IS NULL', [uid]);
}

/** Deletions that were opened and never closed (a run that stopped half-way), oldest first. */
export function openDeletions(db: Queryable): Promise<DeletionRow[]> {
  return db.query<DeletionRow>(`SELECT ${COLUMNS} FROM account_deletions WHERE completed_at IS NULL ORDER BY started_at`);
}

export async function findDeletion(db: Queryable, uid: string): Promise<DeletionRow | undefined> {
  return (await db.query<DeletionRow>(`SELECT ${COLUMNS} FROM account_deletions WHERE uid = $1`, [uid]))[0];
}

/** Every passkey and pending challenge of `uid`, on every white-label. */
export async function deletePasskeysOf(db: Queryable, uid: string): Promise<void> {
  await db.query('DELETE FROM passkeys WHERE uid = $1', [uid]);
  await db.query('DELETE FROM webauthn_challenges WHERE uid = $1', [uid]);
  // The security history goes with the account (the deletion page says so), and the browsers it knew.
  await db.query('DELETE FROM security_events WHERE uid = $1', [uid]);
  await db.query('DELETE FROM known_browsers WHERE uid = $1', [uid]);
  await db.query('DELETE FROM pending_email_changes WHERE uid = $1', [uid]);
  await db.query('DELETE FROM password_baselines WHERE uid = $1', [uid]);
  await db.query('DELETE FROM sign_in_method_states WHERE uid = $1', [uid]);
}
