/**
 * The signed-in account as the identity service has it now, read by its REST lookup with the
 * session's ID token. Not the SDK's user after reload(): that keeps what it knew of which another
 * tab or device has since removed (it merges old provider data with new, and keeps its list of
 * second factors when the lookup names none), so a page would offer, or refuse, a change on a
 * stale picture.
 */
import type { User } from 'firebase/auth';
import type { FirebaseSettings } from '../config/types';

/** The account as the lookup answers it (the fields the hub reads). */
export interface LookedUpAccount {
  email?: string;
  phoneNumber?: string;
  providerUserInfo?: Array<{ providerId?: string; email?: string }>;
  /** Second factors; absent when there are none. phoneInfo only on SMS ones. */
  mfaInfo?: Array<{ mfaEnrollmentId?: string; phoneInfo?: string; enrolledAt?: string }>;
}

export type LookupSettings = Pick<FirebaseSettings, 'apiKey' | 'authEmulatorUrl'>;

export async function lookUpAccount(
  settings: LookupSettings,
  user: User,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<LookedUpAccount> {
  const origin = settings.authEmulatorUrl
    ? `${settings.authEmulatorUrl}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const idToken = await user.getIdToken();
  let res: Response;
  try {
    res = await fetcher(`${origin}/v1/accounts:lookup?key=${encodeURIComponent(settings.apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
  } catch {
    throw Object.assign(new Error('the identity service could not be reached'), { code: 'auth/network-request-failed' });
  }
  const body = (await res.json().catch(() => null)) as { users?: LookedUpAccount[] } | null;
  const account = res.ok ? body?.users?.[0] : undefined;
  if (!account) throw Object.assign(new Error(`accounts:lookup answered ${res.status}`), { code: 'auth/internal-error' });
  return account;
}
