// PUT /api/v1/users/mergeWithIdToken: fold the `from` account into the `to` account.
import type { FastifyRequest } from 'fastify';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './admin.js';
import type { MergeRequest } from './api-schemas.js';
import { callerOf } from './bearer.js';
import { HttpError } from './http-error.js';
import { RECENT_SIGN_IN_SECONDS } from '../src/domain/recent-sign-in.js';

async function verifyField(field: string, idToken: string): Promise<DecodedIdToken> {
  try {
    return await adminAuth().verifyIdToken(idToken, true);
  } catch {
    throw new HttpError(400, `${field}: is not a valid ID token`);
  }
}

/** Moves the phone (and a missing display name) from `fromUid` to `toUid`, then deletes `fromUid`; true when a phone moved. */
export async function mergeAccounts(fromUid: string, toUid: string): Promise<boolean> {
  const auth = adminAuth();
  const [from, to] = await Promise.all([auth.getUser(fromUid), auth.getUser(toUid)]);
  const phoneNumber = from.phoneNumber;
  if (phoneNumber) {
    // A phone number is unique per project: release it before claiming it.
    await auth.updateUser(from.uid, { phoneNumber: null });
    try {
      await auth.updateUser(to.uid, { phoneNumber });
    } catch (error) {
      await auth.updateUser(from.uid, { phoneNumber }).catch(() => {}); // best-effort undo
      throw error;
    }
  }
  if (!to.displayName && from.displayName) await auth.updateUser(to.uid, { displayName: from.displayName });
  await auth.deleteUser(from.uid);
  return Boolean(phoneNumber);
}

/**
 * The account merged away must have just proven the phone it gives up: its token comes from a
 * phone sign-in (the SMS code) made within RECENT_SIGN_IN_SECONDS (the hub merges right after the code is typed). An older or other token (a
 * leaked one, an email sign-in) would let anyone holding it hand its phone to another account.
 */
export function checkMergeSource(from: Pick<DecodedIdToken, 'auth_time' | 'firebase'>, nowSeconds: number): void {
  if (from.firebase.sign_in_provider !== 'phone') throw new HttpError(400, 'fromUserIdToken: must come from a phone sign-in');
  if (!(nowSeconds - from.auth_time <= RECENT_SIGN_IN_SECONDS))
    throw new HttpError(400, 'fromUserIdToken: the phone sign-in is too old; sign in with a new code');
}

/**
 * The body is valid (the route's schema) and the caller authenticated (its onRequest hook) by now.
 * phoneLinked: told when the merge gave the caller's account a phone number (the security history).
 */
export async function mergeWithIdToken(
  request: FastifyRequest<{ Body: MergeRequest }>,
  phoneLinked: (uid: string) => Promise<void> = async () => {},
): Promise<{ uid: string }> {
  const from = await verifyField('fromUserIdToken', request.body.fromUserIdToken);
  checkMergeSource(from, Math.floor(Date.now() / 1000));
  const to = await verifyField('toUserIdToken', request.body.toUserIdToken);
  if (callerOf(request).uid !== to.uid) throw new HttpError(403, 'You can only merge into your own account');
  if (from.uid === to.uid) throw new HttpError(400, 'fromUserIdToken: must belong to a different account');
  if (await mergeAccounts(from.uid, to.uid)) await phoneLinked(to.uid);
  return { uid: to.uid };
}
