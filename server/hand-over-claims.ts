// The developer claims of a hand-over custom token: the brand it was minted for, the sign-in
// methods of the session that asked for it, and when it was minted. A session made from the token
// carries them in every ID token (refreshed ones too), so the API and the brand apps read them there.
// `amr`/`acr` would be the OIDC names, but firebase-admin and the identity service reserve them.
import type { BrandCode } from '../src/config/types.js';

export const HAND_OVER_CLAIM = { brand: 'handOverBrand', methods: 'handOverMethods', mintedAt: 'handOverMintedAt' } as const;

/** How a second factor is named among the methods: 'second-factor:phone' (Firebase's sign_in_second_factor). */
const SECOND_FACTOR = 'second-factor:';

/**
 * The method of a session signed in with a passkey (server/passkeys): always user-verified (a PIN
 * or biometric on the device that holds the key), so two factors in one, and it counts as a second
 * factor where a brand requires one.
 */
export const PASSKEY_METHOD = 'passkey';

/** The brand claim of a token the hub signs itself in with: no brand app takes it (each checks the claim is its own code). */
export const HUB_ITSELF = 'HUB';

export interface HandOverClaims {
  brand: BrandCode;
  /** The first factor as Firebase names it (password, phone, google.com, custom) or 'passkey', then any second factor. */
  methods: string[];
  /** Seconds since the epoch. */
  mintedAt: number;
}

/** The ID token fields this reads (firebase-admin's DecodedIdToken, or a brand app's decoded payload). */
export interface TokenClaims {
  firebase?: { sign_in_provider?: string; sign_in_second_factor?: string };
  [claim: string]: unknown;
}

/** The hand-over claims of a session made from a hand-over token, else null. */
export function handOverClaimsOf(token: TokenClaims): HandOverClaims | null {
  if (token.firebase?.sign_in_provider !== 'custom') return null;
  const brand = token[HAND_OVER_CLAIM.brand];
  const methods = token[HAND_OVER_CLAIM.methods];
  const mintedAt = token[HAND_OVER_CLAIM.mintedAt];
  if (typeof brand !== 'string' || typeof mintedAt !== 'number') return null;
  if (!Array.isArray(methods) || !methods.every((m): m is string => typeof m === 'string')) return null;
  return { brand, methods, mintedAt };
}

/**
 * How the session of `token` was signed in. A session made from a hand-over token is as strong as
 * the session that minted it, so it keeps that one's methods (a second factor is never asked when
 * a custom token is redeemed).
 */
export function signInMethods(token: TokenClaims): string[] {
  const handedOver = handOverClaimsOf(token);
  if (handedOver) return handedOver.methods;
  const first = token.firebase?.sign_in_provider ?? 'unknown';
  const second = token.firebase?.sign_in_second_factor;
  return second ? [first, `${SECOND_FACTOR}${second}`] : [first];
}

export function usedSecondFactor(methods: readonly string[]): boolean {
  return methods.some((m) => m.startsWith(SECOND_FACTOR) || m === PASSKEY_METHOD);
}
