// Issue 53: hand-over custom tokens (signed as firebase-admin signs them, two minutes long, with
// claims naming the brand, the methods and the mint time) and what a brand app checks of them.
import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMULATOR_SIGNER, HAND_OVER_TOKEN_SECONDS, serviceAccountSigner, signHandOverToken } from '../../server/hand-over-token';
import { handOverRefusal } from '../../server/brand-app-checks';
import { signInMethods } from '../../server/hand-over-claims';
import { mintedBeforeRevocation } from '../../server/hand-over-session';
import { replacesHistoryEntry } from '../../src/domain/navigation';

const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
const NOW = 1_800_000_000;

describe('hand-over custom token', () => {
  it('against the emulator: alg none, no signature, as firebase-admin signs there; exp two minutes after iat', () => {
    const [header = '', body = '', signature] = signHandOverToken('uid-1', { handOverBrand: 'PLEXUS' }, EMULATOR_SIGNER, NOW).split('.');
    expect(decode(header)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(body)).toEqual({
      aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
      iat: NOW,
      exp: NOW + 120,
      iss: 'firebase-auth-emulator@example.com',
      sub: 'firebase-auth-emulator@example.com',
      uid: 'uid-1',
      claims: { handOverBrand: 'PLEXUS' },
    });
    expect(signature).toBe('');
    expect(HAND_OVER_TOKEN_SECONDS).toBeLessThanOrEqual(120);
  });

  it("with a service account's key: RS256, a signature its public key verifies", () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signer = serviceAccountSigner(
      'hub@project.iam.gserviceaccount.com',
      privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    const [header = '', body = '', signature = ''] = signHandOverToken('uid-1', {}, signer, NOW).split('.');
    expect(decode(header).alg).toBe('RS256');
    expect(decode(body).iss).toBe('hub@project.iam.gserviceaccount.com');
    expect(verify('RSA-SHA256', Buffer.from(`${header}.${body}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
  });
});

describe('sign-in methods of a session', () => {
  it('names the first factor and a second one; a session made from a hand-over token keeps the methods it was minted with', () => {
    expect(signInMethods({ firebase: { sign_in_provider: 'password' } })).toEqual(['password']);
    expect(signInMethods({ firebase: { sign_in_provider: 'google.com', sign_in_second_factor: 'phone' } })).toEqual([
      'google.com',
      'second-factor:phone',
    ]);
    const handedOver = { handOverBrand: 'PLEXUS', handOverMethods: ['password', 'second-factor:phone'], handOverMintedAt: NOW };
    expect(signInMethods({ firebase: { sign_in_provider: 'custom' }, ...handedOver })).toEqual(['password', 'second-factor:phone']);
    // Only a custom-token session carries them: the claims of any other session are not believed.
    expect(signInMethods({ firebase: { sign_in_provider: 'password' }, ...handedOver })).toEqual(['password']);
    expect(signInMethods({ firebase: { sign_in_provider: 'custom' } })).toEqual(['custom']);
  });
});

describe('what a brand app checks', () => {
  const session = (brand: string, methods: string[], mintedAt = NOW) => ({
    firebase: { sign_in_provider: 'custom' },
    handOverBrand: brand,
    handOverMethods: methods,
    handOverMintedAt: mintedAt,
  });
  const elumenMobile = { brand: 'ELUMEN_MOBILE', whiteLabel: 'WBS' };
  const plexus = { brand: 'PLEXUS', whiteLabel: 'WBS' };

  it('takes a token minted for it, recently, strong enough and after the last revocation', () => {
    expect(handOverRefusal(plexus, session('PLEXUS', ['password']), NOW - 5, NOW + 10)).toBeNull();
    expect(handOverRefusal(elumenMobile, session('ELUMEN_MOBILE', ['password', 'second-factor:phone']), undefined, NOW)).toBeNull();
    // Revocation counts whole seconds: a token of the same second stays good.
    expect(handOverRefusal(plexus, session('PLEXUS', ['password']), NOW, NOW)).toBeNull();
  });

  it('refuses anything else, saying why', () => {
    expect(handOverRefusal(plexus, { firebase: { sign_in_provider: 'custom' } }, undefined, NOW)).toBe(
      'The token was not minted for a hand-over',
    );
    expect(handOverRefusal(elumenMobile, session('PLEXUS', ['password', 'second-factor:phone']), undefined, NOW)).toBe(
      'The token was minted for PLEXUS, not ELUMEN_MOBILE',
    );
    expect(handOverRefusal(plexus, session('PLEXUS', ['password']), undefined, NOW + 121)).toBe('The token has expired');
    expect(handOverRefusal(elumenMobile, session('ELUMEN_MOBILE', ['password']), undefined, NOW)).toBe(
      'This brand requires a sign-in with a second factor',
    );
    expect(handOverRefusal(plexus, session('PLEXUS', ['password']), NOW + 1, NOW + 2)).toBe(
      'The token was minted before the account signed out everywhere',
    );
    expect(mintedBeforeRevocation(NOW, undefined)).toBe(false);
  });
});

describe('history', () => {
  it('going to the hand-over replaces the current entry; going anywhere else adds one', () => {
    expect(replacesHistoryEntry('/redirect?brand=plexus&redirectPath=%2Fp')).toBe(true);
    expect(replacesHistoryEntry('/redirect')).toBe(true);
    expect(replacesHistoryEntry('/dashboard?redirect=1')).toBe(false);
    expect(replacesHistoryEntry('/redirects')).toBe(false);
  });
});
