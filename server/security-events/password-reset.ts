// A password reset by link (issue 55 section 3): the person has no session then, and the reset ends
// every other, so nothing can report it. Its next sign-in is the account's first call after it: the
// sign-in's report finds the password set since the one accounted for, and records and tells it once.
// Why here and not a hub report after the reset: the hub cannot prove a reset it did not see signed in,
// while the identity service's passwordUpdatedAt says it for any browser the person resets in.
import type { Queryable } from '../db/database.js';
import { passwordMovedUnreported } from '../db/password-baseline-store.js';
import { passwordUpdatedAt } from '../password-updated-at.js';
import type { NoticeRequest, SecurityNotices } from './notices.js';

/**
 * changedHere: the signing-in browser says it changed the password itself and its report was lost
 * (the hub keeps that note until a sign-in report carries it). The identity service cannot tell a
 * change from a reset afterwards (both only move passwordUpdatedAt), so without the note a lost
 * report would be called a reset. Trusting it costs nothing: the email is the same either way, and
 * only a session of the account, just signed in with the current password, can send it.
 */
export async function settlePasswordReset(
  db: Queryable,
  notices: SecurityNotices,
  request: NoticeRequest,
  uid: string,
  { brand, changedHere = false }: { brand?: string; changedHere?: boolean } = {},
): Promise<void> {
  if (!(await passwordMovedUnreported(db, uid, await passwordUpdatedAt(uid)))) return;
  // Where it happened is not known: the sign-in's browser is left out, its language kept.
  const headers = { 'accept-language': request.headers['accept-language'] };
  await notices.record({ headers }, uid, changedHere ? 'passwordChanged' : 'passwordReset', { brand });
}
