// What a brand application checks before it accepts a hand-over (docs/operations.md "Brand applications"),
// as the demo brand apps do: the session was minted for this brand, recently, by a session strong
// enough for this brand's second-factor policy, and not before the account signed out everywhere.
import { DOCUMENTS } from './documents.js';
import { handOverClaimsOf, usedSecondFactor, type TokenClaims } from './hand-over-claims.js';
import { brandPolicy } from './hand-over-policy.js';
import { mintedBeforeRevocation } from './hand-over-session.js';
import { HAND_OVER_TOKEN_SECONDS } from './hand-over-token.js';
import type { BrandCode, WhiteLabelDoc } from '../src/config/types.js';

/** A brand app: its brand, under the white-label (its `whiteLabel` name) whose host it serves. */
export interface HandOverTarget {
  brand: BrandCode;
  whiteLabel: string;
}

function whiteLabelNamed(name: string): WhiteLabelDoc {
  const doc = Object.values(DOCUMENTS.whiteLabels).find((wl) => wl.whiteLabel === name);
  if (!doc) throw new Error(`no white-label ${name}`);
  return doc;
}

/** Whether the brand app serves a brand whose policy is `required`: it then takes only the custom token, which shows the factor. */
export function requiresSecondFactor(app: HandOverTarget): boolean {
  return brandPolicy(app.brand, whiteLabelNamed(app.whiteLabel)) === 'required';
}

/**
 * Why the session just made from a hand-over custom token must not be accepted, or null.
 * `session`: the claims of its ID token; `validSince`: the account's last revocation (seconds).
 */
export function handOverRefusal(
  app: HandOverTarget,
  session: TokenClaims,
  validSince: number | undefined,
  nowSeconds: number,
): string | null {
  const claims = handOverClaimsOf(session);
  if (!claims) return 'The token was not minted for a hand-over';
  if (claims.brand !== app.brand) return `The token was minted for ${claims.brand}, not ${app.brand}`;
  // The Auth Emulator does not check a custom token's exp; its mint time says the same.
  if (nowSeconds - claims.mintedAt > HAND_OVER_TOKEN_SECONDS) return 'The token has expired';
  if (requiresSecondFactor(app) && !usedSecondFactor(claims.methods)) return 'This brand requires a sign-in with a second factor';
  if (mintedBeforeRevocation(claims.mintedAt, validSince)) return 'The token was minted before the account signed out everywhere';
  return null;
}

/** The claims of an ID token the identity service just issued to this server (not verified again). */
export function claimsOfIdToken(idToken: string): TokenClaims {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}
