/**
 * Issue 55 section 2: the ways a person can sign in to their account, and which of them may be
 * removed. Pure. The rule is never to remove the last way in: an account with no way to sign in
 * is lost to its owner. A passkey counts as a way in (issue 54); an email link does not, since it
 * signs in only an address that one of these methods gave the account.
 */

/** A way in the sign-in methods page shows: email and password, Google, a phone number, passkeys. */
export type SignInMethod = 'password' | 'google' | 'phone' | 'passkeys';

export const SIGN_IN_METHODS = ['password', 'google', 'phone', 'passkeys'] as const satisfies readonly SignInMethod[];

/** What an account has of each way in: the first three are on or off; passkeys are counted. */
export interface WaysIn {
  password: boolean;
  google: boolean;
  phone: boolean;
  passkeys: number;
}

/** How many separate ways in the account has (each passkey is one). */
export function waysInCount(w: WaysIn): number {
  return Number(w.password) + Number(w.google) + Number(w.phone) + Math.max(0, Math.floor(w.passkeys));
}

/** Whether the account has the method (for passkeys: at least one). */
export function hasMethod(w: WaysIn, m: SignInMethod): boolean {
  return m === 'passkeys' ? w.passkeys >= 1 : w[m];
}

/** The account after the method is removed (for passkeys: one of them). */
export function withoutMethod(w: WaysIn, m: SignInMethod): WaysIn {
  if (m === 'passkeys') return { ...w, passkeys: Math.max(0, Math.floor(w.passkeys) - 1) };
  return { ...w, [m]: false };
}

/** The method may be removed: the account has it, and at least one way in remains without it. */
export function canRemove(w: WaysIn, m: SignInMethod): boolean {
  return hasMethod(w, m) && waysInCount(withoutMethod(w, m)) >= 1;
}

/** The methods the account may remove now, in the page's order. */
export function removableMethods(w: WaysIn): SignInMethod[] {
  return SIGN_IN_METHODS.filter((m) => canRemove(w, m));
}
