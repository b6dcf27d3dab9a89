// Bearer authentication: the Authorization header must carry a Firebase ID token.
import type { FastifyRequest } from 'fastify';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './admin.js';
import { HttpError } from './http-error.js';
import { isRevokedHandOverSession } from './hand-over-session.js';

/**
 * The code of a 401 for a session ended by a revocation (sign out everywhere, or a credential
 * change elsewhere): the hub then says why the person was signed out, and does not try to renew a
 * token that renewing cannot save (its auth_time stays before the revocation).
 */
export const SESSION_REVOKED = 'session-revoked';
/**
 * The code of a 401 for a token whose account no longer exists (deleted, issue 55): the hub says
 * so, and does not try to renew it (the identity service refuses that with a code that says nothing).
 */
export const ACCOUNT_DELETED = 'account-deleted';
const REVOKED_ID_TOKEN = 'auth/id-token-revoked';
const USER_NOT_FOUND = 'auth/user-not-found';

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

async function verifyBearer(authorization: string | undefined): Promise<DecodedIdToken> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new HttpError(401, 'Missing or invalid bearer token');
  try {
    // checkRevoked: a session ended on the server (revokeRefreshTokens) is refused at once.
    return await adminAuth().verifyIdToken(match[1], true);
  } catch (e) {
    if (errorCode(e) === REVOKED_ID_TOKEN) throw new HttpError(401, 'Session revoked', SESSION_REVOKED);
    // checkRevoked reads the account: a well-formed token of a deleted one ends here.
    if (errorCode(e) === USER_NOT_FOUND) throw new HttpError(401, 'Account deleted', ACCOUNT_DELETED);
    throw new HttpError(401, 'Missing or invalid bearer token');
  }
}

const callers = new WeakMap<FastifyRequest, DecodedIdToken>();

/** onRequest hook of the bearer routes: a caller without a valid token gets 401 before its body is read or validated. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const caller = await verifyBearer(request.headers.authorization);
  // A session made later from a hand-over token minted before a revocation ends with it (hand-over-session.ts).
  if (await isRevokedHandOverSession(caller)) throw new HttpError(401, 'Session revoked', SESSION_REVOKED);
  callers.set(request, caller);
}

/** The caller `authenticate` accepted for this request. */
export function callerOf(request: FastifyRequest): DecodedIdToken {
  const caller = callers.get(request);
  if (!caller) throw new Error(`${request.url} is a bearer route without the authenticate hook`);
  return caller;
}
