/**
 * Spec 7: a REST POST to the identity service's sign-in-with-phone-number endpoint, sending the
 * SMS code and session info and reading idToken. The merge uses it to prove the other account
 * is the person's own without touching the signed-in session (no second app, no second robot check).
 */
import type { FirebaseSettings } from '../config/types';

/** The endpoint's error messages, as the SDK's error codes (spec 8 maps those). */
const CODES: Record<string, string> = {
  INVALID_CODE: 'auth/invalid-verification-code',
  SESSION_EXPIRED: 'auth/code-expired',
  INVALID_SESSION_INFO: 'auth/invalid-verification-id',
  MISSING_CODE: 'auth/missing-verification-code',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  USER_DISABLED: 'auth/user-disabled',
};

/** An error carrying an identity code, like the SDK's. */
function identityError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

export async function signInWithPhoneNumberRest(
  settings: Pick<FirebaseSettings, 'apiKey' | 'authEmulatorUrl'>,
  code: string,
  sessionInfo: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<string> {
  const origin = settings.authEmulatorUrl
    ? `${settings.authEmulatorUrl}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const url = `${origin}/v1/accounts:signInWithPhoneNumber?key=${encodeURIComponent(settings.apiKey)}`;
  let res: Response;
  try {
    res = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, sessionInfo }),
    });
  } catch {
    throw identityError('auth/network-request-failed', 'the identity service could not be reached');
  }
  const body = (await res.json().catch(() => null)) as { idToken?: unknown; error?: { message?: unknown } } | null;
  if (res.ok && typeof body?.idToken === 'string') return body.idToken;
  const message = typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`;
  // "INVALID_CODE : details" -> INVALID_CODE
  const reason = message.split(/[\s:]/, 1)[0] ?? '';
  throw identityError(CODES[reason] ?? 'auth/internal-error', message);
}
