// PUT /api/v1/users/mergeWithIdToken: fold the `from` account into the `to` account.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './admin.js';
import { requireBearer } from './bearer.js';
import { HttpError, MAX_JSON_BODY, readJsonBody, sendJson } from './http-util.js';
import type { Handler } from './router.js';
import { parseMergeRequest } from './validate.js';

async function verifyField(field: string, idToken: string): Promise<DecodedIdToken> {
  try {
    return await adminAuth().verifyIdToken(idToken, true);
  } catch {
    throw new HttpError(400, `${field}: is not a valid ID token`);
  }
}

/** Moves the phone (and a missing display name) from `fromUid` to `toUid`, then deletes `fromUid`. */
export async function mergeAccounts(fromUid: string, toUid: string): Promise<void> {
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
}

export const mergeWithIdToken: Handler = async ({ req, res }) => {
  const caller = await requireBearer(req);
  const body = parseMergeRequest(await readJsonBody(req, MAX_JSON_BODY));
  const from = await verifyField('fromUserIdToken', body.fromUserIdToken);
  const to = await verifyField('toUserIdToken', body.toUserIdToken);
  if (caller.uid !== to.uid) throw new HttpError(403, 'You can only merge into your own account');
  if (from.uid === to.uid) throw new HttpError(400, 'fromUserIdToken: must belong to a different account');
  await mergeAccounts(from.uid, to.uid);
  sendJson(res, 200, { uid: to.uid });
};
