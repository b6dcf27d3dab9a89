/**
 * How old a sign-in may be for a change to how an account signs in (second factors, passkeys,
 * sign-in methods), its deletion or a merge: Firebase's own window for sensitive operations. One
 * rule for the hub's step-up and the API's checks (server/recent-sign-in.ts, server/merge.ts). Pure.
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
