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
import { identityCodeOf } from '../errors/normalise-error';
import type { SignInProviders, UnlinkableProvider } from './types';

const PROVIDER_ID: Record<UnlinkableProvider, string> = {
  google: GoogleAuthProvider.PROVIDER_ID,
  phone: 'phone',
};

/** The account's providers, after reading it afresh from the identity service (another tab may have changed it). */
export async function signInProviders(user: User): Promise<SignInProviders> {
  await reload(user);
  const google = user.providerData.find((p) => p.providerId === GoogleAuthProvider.PROVIDER_ID);
  return {
    email: user.email,
    password: user.providerData.some((p) => p.providerId === EmailAuthProvider.PROVIDER_ID),
    google: google ? { email: google.email } : null,
    phoneNumber: user.phoneNumber,
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
