// Sign out everywhere ends hand-over credentials too. Firebase's revocation check compares a
// session's auth_time with the account's tokensValidAfterTime, and a session made from a hand-over
// token later begins after the revocation; its mint time (the token's claim) must be compared instead.
import { adminAuth } from './admin.js';
import { handOverClaimsOf, type TokenClaims } from './hand-over-claims.js';

/**
 * Whether a token minted at `mintedAt` predates the account's last revocation, `validAfter` (both in
 * seconds: Firebase counts revocation in whole seconds, so a token of the same second stays good).
 */
export function mintedBeforeRevocation(mintedAt: number, validAfter: number | undefined): boolean {
  return validAfter !== undefined && mintedAt < validAfter;
}

/** True when the caller's session was made from a hand-over token minted before its account's last revocation. */
export async function isRevokedHandOverSession(token: TokenClaims & { uid: string }): Promise<boolean> {
  const claims = handOverClaimsOf(token);
  if (!claims) return false;
  const { tokensValidAfterTime } = await adminAuth().getUser(token.uid);
  return mintedBeforeRevocation(claims.mintedAt, tokensValidAfterTime ? Math.floor(Date.parse(tokensValidAfterTime) / 1000) : undefined);
}
