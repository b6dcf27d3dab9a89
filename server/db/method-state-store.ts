// The sign_in_method_states table (issue 55): what the API last recorded of each sign-in method.
import type { Queryable } from './database.js';

/**
 * Sets what `method` of `uid` links (`subject`, null for nothing); true for exactly one caller when
 * that moves the state (a first look counts as a move), false when it was recorded so already.
 * One statement: two reports of the same change at once still move it once.
 */
export async function methodStateMoved(db: Queryable, uid: string, method: string, subject: string | null): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sign_in_method_states (uid, method, subject) VALUES ($1, $2, $3)
     ON CONFLICT (uid, method) DO UPDATE SET subject = EXCLUDED.subject
     WHERE sign_in_method_states.subject IS DISTINCT FROM EXCLUDED.subject RETURNING uid`,
    [uid, method, subject],
  );
  return rows.length === 1;
}
