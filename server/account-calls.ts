// isPhoneRegistered and the bearer calls behind /redirect (oobCode, customToken).
import { adminAuth, authErrorCode } from './admin.js';
import { requireBearer } from './bearer.js';
import { appOrigin } from './cors.js';
import { oobCodeOf } from './email-links.js';
import { HttpError, sendJson } from './http-util.js';
import type { Handler } from './router.js';

const E164 = /^\+[1-9]\d{6,14}$/;

export const isPhoneRegistered: Handler = async ({ res, url }) => {
  const phone = url.searchParams.get('phone') ?? '';
  if (!E164.test(phone)) throw new HttpError(400, 'Invalid phone number');
  try {
    await adminAuth().getUserByPhoneNumber(phone);
    sendJson(res, 200, { isRegistered: true });
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    sendJson(res, 200, { isRegistered: false });
  }
};

export const meOobCode: Handler = async ({ req, res }) => {
  const token = await requireBearer(req);
  // The token's email claim may be stale; read the current record.
  const { email } = await adminAuth().getUser(token.uid);
  if (!email) throw new HttpError(400, 'User does not have an email');
  const link = await adminAuth().generateSignInWithEmailLink(email, { url: `${appOrigin(req)}/login`, handleCodeInApp: true });
  sendJson(res, 200, { oobCode: oobCodeOf(link) });
};

export const meCustomToken: Handler = async ({ req, res }) => {
  const token = await requireBearer(req);
  sendJson(res, 200, { customToken: await adminAuth().createCustomToken(token.uid) });
};
