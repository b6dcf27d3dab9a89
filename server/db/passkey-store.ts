// The passkeys and WebAuthn challenges tables: typed rows, parameterised SQL.
import type { Queryable } from './database.js';

export type DeviceType = 'singleDevice' | 'multiDevice';

export interface PasskeyRow {
  credential_id: string;
  uid: string;
  white_label: string;
  public_key: Uint8Array;
  counter: number;
  transports: string[];
  device_type: DeviceType;
  backed_up: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export type NewPasskey = Omit<PasskeyRow, 'created_at' | 'last_used_at'>;

// counter is bigint in the table; float8 reads as a JS number in both drivers (pg reads int8 as a string) and holds any 32-bit counter exactly.
const COLUMNS =
  'credential_id, uid, white_label, public_key, counter::float8 AS counter, transports, device_type, backed_up, name, created_at, last_used_at';

/** Stores a new passkey and answers its row; undefined when its credential id is already stored (for anyone). */
export async function insertPasskey(db: Queryable, p: NewPasskey): Promise<PasskeyRow | undefined> {
  const rows = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (credential_id, uid, white_label, public_key, counter, transports, device_type, backed_up, name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (credential_id) DO NOTHING RETURNING ${COLUMNS}`,
    [p.credential_id, p.uid, p.white_label, p.public_key, p.counter, p.transports, p.device_type, p.backed_up, p.name],
  );
  return rows[0];
}

/** A person's passkeys of one white-label, oldest first. */
export function listPasskeys(db: Queryable, uid: string, whiteLabel: string): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE uid = $1 AND white_label = $2 ORDER BY created_at, credential_id`, [
    uid,
    whiteLabel,
  ]);
}

/** How many passkeys a person has on every white-label: each is a way into the same account. */
export async function countPasskeys(db: Queryable, uid: string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM passkeys WHERE uid = $1', [uid]);
  return rows[0]?.n ?? 0;
}

/** The passkey with this credential id under this white-label (a sign-in), if any. */
export async function findPasskey(db: Queryable, credentialId: string, whiteLabel: string): Promise<PasskeyRow | undefined> {
  const rows = await db.query<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE credential_id = $1 AND white_label = $2`, [
    credentialId,
    whiteLabel,
  ]);
  return rows[0];
}

export async function renamePasskey(
  db: Queryable,
  owner: { uid: string; whiteLabel: string },
  credentialId: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  const rows = await db.query<PasskeyRow>(
    `UPDATE passkeys SET name = $4 WHERE credential_id = $1 AND uid = $2 AND white_label = $3 RETURNING ${COLUMNS}`,
    [credentialId, owner.uid, owner.whiteLabel, name],
  );
  return rows[0];
}

export async function deletePasskey(db: Queryable, owner: { uid: string; whiteLabel: string }, credentialId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM passkeys WHERE credential_id = $1 AND uid = $2 AND white_label = $3 RETURNING credential_id', [
    credentialId,
    owner.uid,
    owner.whiteLabel,
  ]);
  return rows.length === 1;
}

/**
 * Records a sign-in: the new counter, backup state and time. Only when the counter moved forward
 * (or the authenticator keeps none: both 0), checked in the same statement, so two replays of one
 * assertion racing each other cannot both pass. False when refused.
 */
export async function recordPasskeyUse(db: Queryable, credentialId: string, newCounter: number, backedUp: boolean): Promise<boolean> {
  const rows = await db.query(
    `UPDATE passkeys SET counter = $2, backed_up = $3, last_used_at = now()
     WHERE credential_id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING credential_id`,
    [credentialId, newCounter, backedUp],
  );
  return rows.length === 1;
}

export type ChallengePurpose = 'registration' | 'authentication';

export interface ChallengeFor {
  challenge: string;
  purpose: ChallengePurpose;
  /** The registering account; null for a sign-in. */
  uid: string | null;
  whiteLabel: string;
}

/** Stores a challenge that lives `ttlSeconds` by the database's clock; drops long-expired ones on the way. */
export async function saveChallenge(db: Queryable, c: ChallengeFor, ttlSeconds: number): Promise<void> {
  await db.query("DELETE FROM webauthn_challenges WHERE expires_at < now() - interval '1 hour'");
  await db.query(
    `INSERT INTO webauthn_challenges (challenge, purpose, uid, white_label, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [c.challenge, c.purpose, c.uid, c.whiteLabel, ttlSeconds],
  );
}

/** Uses up a challenge: true once for a stored, unused, unexpired one of exactly this purpose, account and white-label. */
export async function takeChallenge(db: Queryable, c: ChallengeFor): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webauthn_challenges SET used = true
     WHERE challenge = $1 AND purpose = $2 AND uid IS NOT DISTINCT FROM $3 AND white_label = $4 AND NOT used AND expires_at > now()
     RETURNING challenge`,
    [c.challenge, c.purpose, c.uid, c.whiteLabel],
  );
  return rows.length === 1;
}
