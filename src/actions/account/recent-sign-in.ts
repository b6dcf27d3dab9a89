import type { ActionContext } from '../action-context';
import { isRecentSignIn } from '../../domain/recent-sign-in';
import { ApiError } from '../../errors/hub-error';

/** The API's code for "sign in again first" (server/passkeys/passkey-codes.ts). */
const RECENT_SIGN_IN_REQUIRED = 'recent-sign-in-required';

/** The identity provider's own shape of "sign in again", which every screen treats the same way. */
const reauthFailure = (reauthCode: string) => Object.assign(new Error(`${reauthCode}: the sign-in is not recent`), { code: reauthCode });

/**
 * An API call that needs a sign-in of the last 5 minutes (passkey changes, deleting the account):
 * the API's refusal becomes the identity code of the hub's one re-authentication step
 * (flows/errors.json reauthenticate: sign in again, back to this page), as for second factors.
 */
export async function orReauthenticate<T>(call: Promise<T>, { reauthCode }: Pick<ActionContext, 'reauthCode'>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.bodyCode === RECENT_SIGN_IN_REQUIRED) throw reauthFailure(reauthCode);
    throw error;
  }
}

/**
 * Issue 53 item 6 (probe M4): a second factor is added or removed only in a session signed in
 * recently. An older one ends with the identity code of the hub's one re-authentication step
 * (flows/errors.json reauthenticate: toast, sign out, sign in again with the password and the
 * current factor, back to this page). Checked here because the identity provider may not refuse
 * (the Auth Emulator never does).
 */
export async function requireRecentSignIn({
  services,
  now,
  reauthCode,
}: Pick<ActionContext, 'services' | 'now' | 'reauthCode'>): Promise<void> {
  if (isRecentSignIn(await services.auth.signedInAt(), now())) return;
  throw reauthFailure(reauthCode);
}
