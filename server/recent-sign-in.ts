// Calls that change how an account signs in (add or remove a passkey) or delete it need a sign-in
// of the last few minutes, as Firebase asks for its own sensitive operations: a session left open on
// a shared computer cannot add a passkey of its own, or delete the account.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from './http-error.js';
import { PASSKEY_CODES } from './passkeys/passkey-codes.js';
import { RECENT_SIGN_IN_SECONDS } from '../src/domain/recent-sign-in.js';

export { RECENT_SIGN_IN_SECONDS };

/** 403 `recent-sign-in-required` when the session's sign-in (auth_time) is older than RECENT_SIGN_IN_SECONDS. */
export function requireRecentSignIn(
  token: Pick<DecodedIdToken, 'auth_time'>,
  nowSeconds: number,
  message = 'Sign in again (within the last 5 minutes) to do this',
): void {
  if (!(nowSeconds - token.auth_time <= RECENT_SIGN_IN_SECONDS)) throw new HttpError(403, message, PASSKEY_CODES.recentSignInRequired);
}
