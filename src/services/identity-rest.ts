/**
 * The identity service's REST endpoints, for the few calls the hub makes without the SDK: the
 * merge's phone sign-in of the other account (spec 7), and an email link's check while the SDK is
 * still loading (issue 57: /email-action's form need not wait for ~33 KiB of firebase/auth). Errors
 * carry the SDK's identity codes, so spec 8's mapping reads them alike.
 */
import type { FirebaseSettings } from '../config/types';

export type IdentitySettings = Pick<FirebaseSettings, 'apiKey' | 'authEmulatorUrl'>;

/** The endpoints' error messages, as the SDK's error codes. */
const CODES: Record<string, string> = {
  INVALID_CODE: 'auth/invalid-verification-code',
  SESSION_EXPIRED: 'auth/code-expired',
  INVALID_SESSION_INFO: 'auth/invalid-verification-id',
  MISSING_CODE: 'auth/missing-verification-code',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  USER_DISABLED: 'auth/user-disabled',
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  EMAIL_NOT_FOUND: 'auth/user-not-found',
};

/** An error carrying an identity code, like the SDK's. */
function identityError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** POSTs body to accounts:<method>; the answer's JSON, or an error with the SDK's code. */
export async function identityRestCall(
  settings: IdentitySettings,
  method: string,
  body: object,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<Record<string, unknown>> {
  const origin = settings.authEmulatorUrl
    ? `${settings.authEmulatorUrl}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  let res: Response;
  try {
    res = await fetcher(`${origin}/v1/accounts:${method}?key=${encodeURIComponent(settings.apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw identityError('auth/network-request-failed', 'the identity service could not be reached');
  }
  const answer = (await res.json().catch(() => null)) as (Record<string, unknown> & { error?: { message?: unknown } }) | null;
  if (res.ok && answer) return answer;
  const message = typeof answer?.error?.message === 'string' ? answer.error.message : `HTTP ${res.status}`;
  // "INVALID_CODE : details" -> INVALID_CODE
  const reason = message.split(/[\s:]/, 1)[0] ?? '';
  throw identityError(CODES[reason] ?? 'auth/internal-error', message);
}

/** What the SDK's verifyPasswordResetCode answers: the address whose password the link resets. */
export async function checkPasswordResetCodeRest(settings: IdentitySettings, oobCode: string, fetcher?: typeof fetch): Promise<string> {
  const answer = await identityRestCall(settings, 'resetPassword', { oobCode }, fetcher);
  if (answer.requestType !== 'PASSWORD_RESET' || typeof answer.email !== 'string')
    throw identityError('auth/invalid-action-code', 'the link is not a password reset link');
  return answer.email;
}
