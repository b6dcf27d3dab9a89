// An email change (issue 55): finishing it revokes the person's session, so the hub reports it
// while it still can, when the person asks for it, and the API tells the change itself once the
// account shows it, on the account's next call here (its sign-in report or its activity list).
import type { FastifyRequest } from 'fastify';
import { adminAuth } from '../admin.js';
import type { Queryable } from '../db/database.js';
import { claimEmailChange, pendingEmailChange, rememberEmailChange } from '../db/email-change-store.js';
import type { SecurityNotices } from './notices.js';

/** The person asked to change their email: keep the address the account has now, the one to tell. */
export async function emailChangeRequested(db: Queryable, uid: string): Promise<void> {
  const { email } = await adminAuth().getUser(uid);
  if (email) await rememberEmailChange(db, uid, email);
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * When the account's address is no longer the one kept, records "email changed" and tells the old
 * address, once. A change still waiting for its link changes nothing.
 */
export async function settleEmailChange(
  db: Queryable,
  notices: SecurityNotices,
  request: FastifyRequest,
  uid: string,
  brand?: string,
): Promise<void> {
  const oldEmail = await pendingEmailChange(db, uid);
  if (oldEmail === null) return;
  const { email } = await adminAuth().getUser(uid);
  if (email && sameAddress(email, oldEmail)) return;
  if (await claimEmailChange(db, uid, oldEmail)) await notices.record(request, uid, 'emailChanged', { to: oldEmail, brand });
}
