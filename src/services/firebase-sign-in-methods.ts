/**
 * Issue 55 section 2: adding and removing first-factor sign-in methods on Firebase Auth. Loaded on
 * demand by src/services/firebase-auth.ts (only the sign-in methods page uses it).
 */
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPopup,
  reauthenticateWithCredential,
  reload,
  unlink,
  updatePassword,
  type User,
} from 'firebase/auth';
import { lookUpAccount, type LookupSettings } from './account-lookup';
import { identityCodeOf } from '../errors/describe-error';
import type { SignInProviders, UnlinkableProvider } from './types';

const PROVIDER_ID: Record<UnlinkableProvider, string> = {
  google: GoogleAuthProvider.PROVIDER_ID,
  phone: 'phone',
};

/**
 * The account's providers as the identity service has them now (src/services/account-lookup.ts):
 * a page must never offer or allow removing the last way in on a stale picture.
 */
export async function signInProviders(
  settings: LookupSettings,
  user: User,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<SignInProviders> {
  const account = await lookUpAccount(settings, user, fetcher);
  const providers = account.providerUserInfo ?? [];
  const google = providers.find((p) => p.providerId === GoogleAuthProvider.PROVIDER_ID);
  // The rest of the app sees the account afresh too, as far as the SDK lets it.
  await reload(user).catch(() => undefined);
  return {
    email: account.email ?? null,
    password: providers.some((p) => p.providerId === EmailAuthProvider.PROVIDER_ID),
    google: google ? { email: google.email ?? null } : null,
    phoneNumber: account.phoneNumber ?? null,
  };
}

/**
 * Adds email and password sign-in. An account without an address (signed up by phone) links an
 * email credential, which gives it the address too. One with an address (from Google) sets a
 * password for it, as the onboarding's "set password" does: linking a credential for an address
 * the project already holds is refused as in use, even when it is this account's own. Setting a
 * password moves the account's validSince (docs/operations.md, Sessions), so the session is
 * renewed with the new password at once, as after a password change; a renewal that fails does
 * not report the change as failed.
 */
export async function addPassword(user: User, email: string, password: string): Promise<void> {
  if (user.email) await updatePassword(user, password);
  else await linkWithCredential(user, EmailAuthProvider.credential(email, password));
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? email, password)).catch(() => undefined);
}

/** Google's popup, as the Google sign-in opens it; the chosen Google account is linked to this one. */
export async function linkGoogle(user: User): Promise<void> {
  try {
    await linkWithPopup(user, new GoogleAuthProvider());
  } catch (error) {
    // Linked already (another tab, or an answer lost on the way): what the person asked for.
    if (identityCodeOf(error) !== 'auth/provider-already-linked') throw error;
  }
  await reload(user).catch(() => undefined);
}

/** Unlinks the provider; one already gone (a stale page) is what the person asked for. */
export async function unlinkProvider(user: User, provider: UnlinkableProvider): Promise<void> {
  try {
    await unlink(user, PROVIDER_ID[provider]);
  } catch (error) {
    if (identityCodeOf(error) !== 'auth/no-such-provider') throw error;
  }
  await reload(user).catch(() => undefined);
}
