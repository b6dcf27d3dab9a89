// isPhoneRegistered, the bearer calls behind /redirect (oobCode, customToken) and sign-out everywhere.
import type { FastifyRequest } from 'fastify';
import { adminAuth, authErrorCode } from './admin.js';
import { callerOf } from './bearer.js';
import { appOrigin, oobCodeOf, signInSettings } from './email-links.js';
import { HttpError } from './http-error.js';

const E164 = /^\+[1-9]\d{6,14}$/;

export async function isPhoneRegistered(
  request: FastifyRequest<{ Querystring: { phone?: string | string[] } }>,
): Promise<{ isRegistered: boolean }> {
  const phone = request.query.phone;
  if (typeof phone !== 'string' || !E164.test(phone)) throw new HttpError(400, 'Invalid phone number');
  try {
    await adminAuth().getUserByPhoneNumber(phone);
    return { isRegistered: true };
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    return { isRegistered: false };
  }
}

export async function meOobCode(request: FastifyRequest): Promise<{ oobCode: string }> {
  // The token's email claim may be stale; read the current record.
  const { email, emailVerified } = await adminAuth().getUser(callerOf(request).uid);
  if (!email) throw new HttpError(400, 'User does not have an email');
  // Redeeming an email-link code verifies its email: never mint one for an address nobody has proven.
  if (!emailVerified) throw new HttpError(403, 'Email not verified');
  const link = await adminAuth().generateSignInWithEmailLink(email, signInSettings(appOrigin(request.headers.origin)));
  return { oobCode: oobCodeOf(link) };
}

export async function meCustomToken(request: FastifyRequest): Promise<{ customToken: string }> {
  return { customToken: await adminAuth().createCustomToken(callerOf(request).uid) };
}

/** Sign out everywhere: every refresh token of the caller stops working, and every ID token is refused as revoked. */
export async function meRevokeSessions(request: FastifyRequest): Promise<{ revoked: true }> {
  await adminAuth().revokeRefreshTokens(callerOf(request).uid);
  return { revoked: true };
}
