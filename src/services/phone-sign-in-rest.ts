/**
 * Spec 7: a REST POST to the identity service's sign-in-with-phone-number endpoint, sending the
 * SMS code and session info and reading idToken. The merge uses it to prove the other account
 * is the person's own without touching the signed-in session (no second app, no second robot check).
 */
import { identityRestCall, type IdentitySettings } from './identity-rest';

export async function signInWithPhoneNumberRest(
  settings: IdentitySettings,
  code: string,
  sessionInfo: string,
  fetcher?: typeof fetch,
): Promise<string> {
  const { idToken } = await identityRestCall(settings, 'signInWithPhoneNumber', { code, sessionInfo }, fetcher);
  if (typeof idToken === 'string') return idToken;
  throw Object.assign(new Error('the answer has no idToken'), { code: 'auth/internal-error' });
}
