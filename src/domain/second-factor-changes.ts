/**
 * Issue 53 item 6 (probe M4, M6): the rules around adding or removing an SMS second factor. Pure.
 */

/**
 * How old a sign-in may be for a second-factor change: Firebase's own window for sensitive
 * operations, and the API's for a merge (server/merge.ts MERGE_FRESH_SECONDS).
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * Whether the session's sign-in (its ID token's auth_time, ms) is recent enough at nowMs. Unknown
 * is not recent. A sign-in ahead of this clock (a device clock behind the identity service's)
 * counts as recent: the person has just signed in.
 */
export function isRecentSignIn(signedInAtMs: number | null, nowMs: number): boolean {
  if (signedInAtMs === null || !Number.isFinite(signedInAtMs)) return false;
  return nowMs - signedInAtMs <= RECENT_SIGN_IN_SECONDS * 1000;
}

/**
 * Whether adding a second factor ends the account's phone sign-in: the identity provider refuses a
 * phone number as a first factor on an account with an SMS second factor (UNSUPPORTED_FIRST_FACTOR),
 * whichever number the factor uses. So it ends when the account signs in by phone (a linked number)
 * and has no factor yet; with one, phone sign-in has already ended.
 */
export function endsPhoneSignIn(account: { phoneNumber: string | null; hasSecondFactor?: boolean }): boolean {
  return account.phoneNumber !== null && account.phoneNumber !== '' && account.hasSecondFactor !== true;
}
