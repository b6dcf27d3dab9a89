// isPhoneRegistered, the bearer calls behind /redirect (oobCode, customToken) and sign-out everywhere.
import type { FastifyRequest } from 'fastify';
import { adminAuth, authErrorCode } from './admin.js';
import { callerOf } from './bearer.js';
import { appOrigin, oobCodeOf, signInSettings } from './email-links.js';
import { HAND_OVER_CLAIM, HUB_ITSELF, signInMethods } from './hand-over-claims.js';
import { destinationBrand, requireSecondFactorWhereRequired, type HandOverRequest } from './hand-over-policy.js';
import { EMULATOR_SIGNER, signHandOverToken } from './hand-over-token.js';
import { HttpError } from './http-error.js';
import type { BrandCode } from '../src/config/types.js';
import type { FirstEmailRequest } from './api-schemas.js';

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

/** The brand a hand-over call names, once the caller's session is strong enough for it (400, 403 otherwise). */
function handOverBrandFor(request: HandOverRequest): BrandCode {
  const brand = destinationBrand(request);
  requireSecondFactorWhereRequired(brand, request.headers.origin, signInMethods(callerOf(request)));
  return brand;
}

export async function meOobCode(request: HandOverRequest): Promise<{ oobCode: string }> {
  handOverBrandFor(request);
  // The token's email claim may be stale; read the current record.
  const { email, emailVerified } = await adminAuth().getUser(callerOf(request).uid);
  if (!email) throw new HttpError(400, 'User does not have an email');
  // Redeeming an email-link code verifies its email: never mint one for an address nobody has proven.
  if (!emailVerified) throw new HttpError(403, 'Email not verified');
  const link = await adminAuth().generateSignInWithEmailLink(email, signInSettings(appOrigin(request.headers.origin)));
  return { oobCode: oobCodeOf(link) };
}

/**
 * A custom token that names the brand it is for and the caller's sign-in methods, and lives two
 * minutes (hand-over-token.ts). The local API only ever talks to the Auth Emulator (admin.ts), so
 * it signs as firebase-admin does there; a deployed backend signs with its service account.
 */
export async function meCustomToken(request: HandOverRequest): Promise<{ customToken: string }> {
  const brand = handOverBrandFor(request);
  const caller = callerOf(request);
  const mintedAt = Math.floor(Date.now() / 1000);
  const claims = { [HAND_OVER_CLAIM.brand]: brand, [HAND_OVER_CLAIM.methods]: signInMethods(caller), [HAND_OVER_CLAIM.mintedAt]: mintedAt };
  return { customToken: signHandOverToken(caller.uid, claims, EMULATOR_SIGNER, mintedAt) };
}

/** The identity code of an address another account has (firebase-admin). */
const EMAIL_EXISTS = 'auth/email-already-exists';

/**
 * Onboarding: an account without an email (signed in by phone or a custom token) gets its first one.
 * Firebase ends the sessions of an account whose email changes (validSince moves to now), so the
 * caller's own would be refused at its next call, and it has no password to sign in again with.
 * The answer is a custom token minted after the change, for the hub itself: it signs the same
 * person in again, as strong as the session that asked (its methods travel in the token). 409 with
 * code email-already-in-use when another account has the address, 409 when this one has an email.
 */
export async function meFirstEmail(request: FastifyRequest<{ Body: FirstEmailRequest }>): Promise<{ customToken: string }> {
  const caller = callerOf(request);
  if ((await adminAuth().getUser(caller.uid)).email) throw new HttpError(409, 'The account already has an email address');
  try {
    await adminAuth().updateUser(caller.uid, { email: request.body.email.trim() });
  } catch (e) {
    if (authErrorCode(e) === EMAIL_EXISTS)
      throw new HttpError(409, 'The email address is already in use by another account', 'email-already-in-use');
    throw e;
  }
  const mintedAt = Math.floor(Date.now() / 1000);
  const claims = {
    [HAND_OVER_CLAIM.brand]: HUB_ITSELF,
    [HAND_OVER_CLAIM.methods]: signInMethods(caller),
    [HAND_OVER_CLAIM.mintedAt]: mintedAt,
  };
  return { customToken: signHandOverToken(caller.uid, claims, EMULATOR_SIGNER, mintedAt) };
}

/** Sign out everywhere: every refresh token of the caller stops working, and every ID token is refused as revoked. */
export async function meRevokeSessions(request: FastifyRequest): Promise<{ revoked: true }> {
  await adminAuth().revokeRefreshTokens(callerOf(request).uid);
  return { revoked: true };
}
