// A sign-in method linked or removed, a second factor removed (issue 55 section 3): recorded and told
// when it moves what the API last recorded of that method or factor. The hub reports what the person
// asked for, and a removal already made in another tab still succeeds there and is reported again:
// the account's state says it is one change.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../admin.js';
import type { LazyDatabase } from '../db/open-database.js';
import type { Queryable } from '../db/database.js';
import { methodStateMoved } from '../db/method-state-store.js';
import type { SecurityEventReport } from '../api-schemas.js';
import type { SecurityNotices } from './notices.js';

export const METHOD_CHANGES = ['googleLinked', 'googleUnlinked', 'phoneLinked', 'phoneRemoved'] as const;
export type MethodChange = (typeof METHOD_CHANGES)[number];

export const isMethodChange = (kind: string): kind is MethodChange => (METHOD_CHANGES as readonly string[]).includes(kind);

/** What the account links now for the method of `kind`: a Google account's id or the phone number, or null. */
function linkedNow(kind: MethodChange, user: UserRecord): { method: string; linked: string | null } {
  if (kind === 'phoneLinked' || kind === 'phoneRemoved') return { method: 'phone', linked: user.phoneNumber ?? null };
  return { method: 'google.com', linked: user.providerData.find((p) => p.providerId === 'google.com')?.uid ?? null };
}

/**
 * Whether the change is news: the method's state, as the account shows it now, differs from the one
 * last recorded (and is now recorded). Hashed with the uid: the store keeps no phone number in clear,
 * yet a different Google account or number linked after a lost report is still a change.
 */
export async function changeIsNew(db: Queryable, { kind, factorId }: SecurityEventReport, user: UserRecord): Promise<boolean> {
  // A factor's removal (the account no longer shows it) is news once: each factor is a state of its own.
  if (kind === 'secondFactorRemoved' && factorId) return methodStateMoved(db, user.uid, `secondFactor:${factorId}`, null);
  if (!isMethodChange(kind)) return true;
  const { method, linked } = linkedNow(kind, user);
  const subject = linked === null ? null : createHash('sha256').update(`${user.uid}\0${method}\0${linked}`).digest('base64url');
  return methodStateMoved(db, user.uid, method, subject);
}

/**
 * A phone number the API linked itself (a merge moved it from the account the person merged away):
 * recorded as the hub's report of a link is, and once, however the hub reports it too. A failure to
 * record is logged, never the merge's failure: the number has moved either way.
 */
export async function recordPhoneLinked(database: LazyDatabase, notices: SecurityNotices, request: FastifyRequest, uid: string) {
  try {
    const user = await adminAuth().getUser(uid);
    if (await changeIsNew(await database.get(), { kind: 'phoneLinked' }, user)) await notices.record(request, uid, 'phoneLinked');
  } catch (error) {
    request.log.error({ err: error }, 'the merged phone number was not recorded in the security history');
  }
}
