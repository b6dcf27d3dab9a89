// Hand-over custom tokens, signed as firebase-admin's createCustomToken signs them
// (node_modules/firebase-admin/lib/auth/token-generator.js: the same header and body) but living
// HAND_OVER_TOKEN_SECONDS instead of the hour createCustomToken always sets, so a hand-over URL
// left in a log or history is soon worthless.
import { createSign } from 'node:crypto';

export const HAND_OVER_TOKEN_SECONDS = 120;

/** The audience of every Firebase custom token. */
const CUSTOM_TOKEN_AUDIENCE = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

export interface TokenSigner {
  algorithm: string;
  /** The service account the token is issued by (iss and sub). */
  accountId: string;
  sign(data: Buffer): Buffer;
}

/** What firebase-admin uses against the Auth Emulator (EmulatedSigner): unsigned, alg none. */
export const EMULATOR_SIGNER: TokenSigner = {
  algorithm: 'none',
  accountId: 'firebase-auth-emulator@example.com',
  sign: () => Buffer.alloc(0),
};

/** What a deployed backend uses: its service account's key (firebase-admin's ServiceAccountSigner, RS256). */
export function serviceAccountSigner(clientEmail: string, privateKeyPem: string): TokenSigner {
  return { algorithm: 'RS256', accountId: clientEmail, sign: (data) => createSign('RSA-SHA256').update(data).sign(privateKeyPem) };
}

const segment = (value: Buffer | object): string =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** A custom token for `uid` with developer `claims`, issued at `nowSeconds`, expiring HAND_OVER_TOKEN_SECONDS later. */
export function signHandOverToken(uid: string, claims: Record<string, unknown>, signer: TokenSigner, nowSeconds: number): string {
  const header = { alg: signer.algorithm, typ: 'JWT' };
  const body = {
    aud: CUSTOM_TOKEN_AUDIENCE,
    iat: nowSeconds,
    exp: nowSeconds + HAND_OVER_TOKEN_SECONDS,
    iss: signer.accountId,
    sub: signer.accountId,
    uid,
    claims,
  };
  const unsigned = `${segment(header)}.${segment(body)}`;
  return `${unsigned}.${segment(signer.sign(Buffer.from(unsigned)))}`;
}
