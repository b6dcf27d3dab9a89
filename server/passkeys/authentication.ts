// Signing in with a passkey (public): options for navigator.credentials.get (discoverable: no
// credentials listed), then the verification of the assertion, answered with a Firebase custom
// token for the passkey's account whose claims say a passkey signed it in.
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { adminAuth, authErrorCode } from '../admin.js';
import type { LazyDatabase } from '../db/open-database.js';
import { findPasskey, recordPasskeyUse, saveChallenge, takeChallenge } from '../db/passkey-store.js';
import { HAND_OVER_CLAIM, HUB_ITSELF, PASSKEY_METHOD } from '../hand-over-claims.js';
import { EMULATOR_SIGNER, signHandOverToken } from '../hand-over-token.js';
import { HttpError } from '../http-error.js';
import type { PasskeyAuthenticationRequest } from '../api-schemas.js';
import { CHALLENGE_SECONDS } from './challenge-ttl.js';
import { challengeOf } from './client-data.js';
import { PASSKEY_CODES } from './passkey-codes.js';
import { relyingPartyOfOrigin } from './relying-party.js';
import { userHandleOf } from './registration.js';

export function authenticationOptions(database: LazyDatabase) {
  return async (request: FastifyRequest) => {
    const rp = relyingPartyOfOrigin(request.headers.origin);
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      allowCredentials: [],
      userVerification: 'required',
      timeout: CHALLENGE_SECONDS * 1000,
    });
    await saveChallenge(
      await database.get(),
      { challenge: options.challenge, purpose: 'authentication', uid: null, whiteLabel: rp.whiteLabel },
      CHALLENGE_SECONDS,
    );
    return options;
  };
}

const refused = (why: string) => new HttpError(401, `The passkey could not be verified: ${why}`, PASSKEY_CODES.refused);

/** 401 unless the account is there and enabled: a passkey outlives nothing it signs in to. */
async function requireLiveAccount(uid: string): Promise<void> {
  try {
    if (!(await adminAuth().getUser(uid)).disabled) return;
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
  throw new HttpError(401, 'The account of this passkey is not available', PASSKEY_CODES.accountUnavailable);
}

export function authenticationVerify(database: LazyDatabase) {
  return async (request: FastifyRequest<{ Body: PasskeyAuthenticationRequest }>): Promise<{ customToken: string }> => {
    const rp = relyingPartyOfOrigin(request.headers.origin);
    const response = request.body.response as unknown as AuthenticationResponseJSON;
    const challenge = challengeOf(request.body.response, 400);
    const db = await database.get();
    if (!(await takeChallenge(db, { challenge, purpose: 'authentication', uid: null, whiteLabel: rp.whiteLabel })))
      throw new HttpError(400, 'These passkey options are used or expired; start again', PASSKEY_CODES.challengeInvalid);
    const passkey = await findPasskey(db, response.id, rp.whiteLabel);
    if (!passkey) throw new HttpError(401, 'This passkey is not registered here', PASSKEY_CODES.unknown);
    // A discoverable credential names its account: it must be the one the passkey was stored for.
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== Buffer.from(userHandleOf(passkey.uid)).toString('base64url'))
      throw refused('the user handle is not the passkey’s account');
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      });
    } catch (error) {
      throw refused(error instanceof Error ? error.message : String(error));
    }
    if (!verification.verified) throw refused('the signature does not verify');
    await requireLiveAccount(passkey.uid);
    const { newCounter, credentialBackedUp } = verification.authenticationInfo;
    // The counter check again, in the write: two copies of one assertion racing each other pass once.
    if (!(await recordPasskeyUse(db, passkey.credential_id, newCounter, credentialBackedUp)))
      throw refused('the signature counter did not move forward');
    const mintedAt = Math.floor(Date.now() / 1000);
    const claims = {
      [HAND_OVER_CLAIM.brand]: HUB_ITSELF,
      [HAND_OVER_CLAIM.methods]: [PASSKEY_METHOD],
      [HAND_OVER_CLAIM.mintedAt]: mintedAt,
    };
    return { customToken: signHandOverToken(passkey.uid, claims, EMULATOR_SIGNER, mintedAt) };
  };
}
