// A password reset by link (issue 55 section 3): the person has no session then, and the reset ends
// every other, so nothing can report it. Its next sign-in is the account's first call after it: the
// sign-in's report finds the password set since the one accounted for, and records and tells it once.
// Why here and not a hub report after the reset: the hub cannot prove a reset it did not see signed in,
// while the identity service's passwordUpdatedAt says it for any browser the person resets in.
import type { Queryable } from '../db/database.js';
import { passwordMovedUnreported } from '../db/password-baseline-store.js';
import { passwordUpdatedAt } from '../password-updated-at.js';
import type { NoticeRequest, SecurityNotices } from './notices.js';

export async function settlePasswordReset(
  db: Queryable,
  notices: SecurityNotices,
  request: NoticeRequest,
  uid: string,
  brand?: string,
): Promise<void> {
  if (!(await passwordMovedUnreported(db, uid, await passwordUpdatedAt(uid)))) return;
  // Where the reset happened is not known: the sign-in's browser is left out, its language kept.
  await notices.record({ headers: { 'accept-language': request.headers['accept-language'] } }, uid, 'passwordReset', { brand });
}
