/**
 * The signed-in account as the identity service has it now, read by its REST lookup with the
 * session's ID token. Not the SDK's user after reload(): that keeps what it knew of which another
 * tab or device has since removed (it merges old provider data with new, and keeps its list of
 * second factors when the lookup names none), so a page would offer, or refuse, a change on a
 * stale picture. Each lookup also notes the second factors it found (looked-up-factors.ts), which
 * the facts the flows read then follow.
 */
import type { User } from 'firebase/auth';
import { identityRestCall, type IdentitySettings } from './identity-rest';
import { noteLookedUpFactors } from './looked-up-factors';

/** The account as the lookup answers it (the fields the hub reads). */
export interface LookedUpAccount {
  email?: string;
  phoneNumber?: string;
  providerUserInfo?: Array<{ providerId?: string; email?: string }>;
  /** Second factors; absent when there are none. phoneInfo only on SMS ones. */
  mfaInfo?: Array<{ mfaEnrollmentId?: string; phoneInfo?: string; enrolledAt?: string }>;
}

export type LookupSettings = IdentitySettings;

/** accounts:lookup through the hub's one REST caller (identity-rest.ts): its address, errors and codes. */
export async function lookUpAccount(
  settings: LookupSettings,
  user: User,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<LookedUpAccount> {
  const answer = await identityRestCall(settings, 'lookup', { idToken: await user.getIdToken() }, fetcher);
  const account = (answer.users as LookedUpAccount[] | undefined)?.[0];
  if (!account) throw Object.assign(new Error('accounts:lookup answered no account'), { code: 'auth/internal-error' });
  noteLookedUpFactors(user, account.mfaInfo?.length ?? 0);
  return account;
}
