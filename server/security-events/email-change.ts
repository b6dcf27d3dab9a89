// An email change (issue 55): finishing it revokes the person's session, so the hub reports it
// while it still can, when the person asks for it, and the API tells the change itself once the
// account shows it: on the account's next call here, or by its own sweep (email-change-sweep.ts)
// when no call comes. Whichever finds it first claims it; the other finds nothing.
import { adminAuth, authErrorCode } from '../admin.js';
import type { Queryable } from '../db/database.js';
import { claimEmailChange, dropEmailChange, pendingEmailChange, rememberEmailChange } from '../db/email-change-store.js';
import { emailCatalogue } from '../email-language.js';
import type { SecurityNotices } from './notices.js';

/**
 * The person asked to change their email: keep the address the account has now, the one to tell,
 * with the brand the hub showed and the request's language, which the notice then uses.
 */
export async function emailChangeRequested(
  db: Queryable,
  uid: string,
  brand: string | undefined,
  acceptLanguage: string | undefined,
): Promise<void> {
  const { email } = await adminAuth().getUser(uid);
  if (email) await rememberEmailChange(db, uid, { oldEmail: email, brand: brand ?? null, locale: emailCatalogue(acceptLanguage).locale });
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * When the account's address is no longer the one kept, records "email changed" and tells the old
 * address, once. A change still waiting for its link changes nothing. The browser the change was
 * made in is not known here (a link opened anywhere): the event names none.
 */
export async function settleEmailChange(db: Queryable, notices: SecurityNotices, uid: string): Promise<void> {
  const pending = await pendingEmailChange(db, uid);
  if (pending === null) return;
  let email: string | undefined;
  try {
    ({ email } = await adminAuth().getUser(uid));
  } catch (error) {
    // An account deleted since it asked: nobody left to tell, and its deletion told its address.
    if (authErrorCode(error) === 'auth/user-not-found') return dropEmailChange(db, uid);
    throw error;
  }
  if (email && sameAddress(email, pending.oldEmail)) return;
  if (await claimEmailChange(db, uid, pending.oldEmail))
    await notices.record({ headers: { 'accept-language': pending.locale ?? undefined } }, uid, 'emailChanged', {
      to: pending.oldEmail,
      brand: pending.brand ?? undefined,
    });
}
