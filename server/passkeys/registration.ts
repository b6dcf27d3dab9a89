// Adding a passkey (bearer): options for navigator.credentials.create, then the verification of
// what the browser made, stored under the caller and the white-label of the account host.
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { adminAuth } from '../admin.js';
import { callerOf } from '../bearer.js';
import type { LazyDatabase } from '../db/open-database.js';
import type { SecurityNotices } from '../security-events/notices.js';
import { insertPasskey, listPasskeys, saveChallenge, takeChallenge, type DeviceType } from '../db/passkey-store.js';
import { HttpError } from '../http-error.js';
import { requireRecentSignIn } from '../recent-sign-in.js';
import type { PasskeyRegistrationRequest } from '../api-schemas.js';
import { CHALLENGE_SECONDS } from './challenge-ttl.js';
import { challengeOf } from './client-data.js';
import { PASSKEY_CODES } from './passkey-codes.js';
import { passkeyView, type PasskeyView } from './passkey-view.js';
import { relyingPartyOfOrigin } from './relying-party.js';

/** The name a passkey gets when the hub sends none. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/** The user handle: the Firebase uid (opaque, no personal data), so one authenticator keeps one passkey per account. */
export const userHandleOf = (uid: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(uid);

export function registrationOptions(database: LazyDatabase) {
  return async (request: FastifyRequest) => {
    const caller = callerOf(request);
    const rp = relyingPartyOfOrigin(request.headers.origin);
    requireRecentSignIn(caller, Math.floor(Date.now() / 1000), 'Sign in again to change your passkeys');
    const db = await database.get();
    const user = await adminAuth().getUser(caller.uid);
    const existing = await listPasskeys(db, caller.uid, rp.whiteLabel);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.rpID,
      userName: user.email ?? user.phoneNumber ?? caller.uid,
      userDisplayName: user.displayName ?? user.email ?? user.phoneNumber ?? '',
      userID: userHandleOf(caller.uid),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_SECONDS * 1000,
    });
    await saveChallenge(
      db,
      { challenge: options.challenge, purpose: 'registration', uid: caller.uid, whiteLabel: rp.whiteLabel },
      CHALLENGE_SECONDS,
    );
    return options;
  };
}

export function registrationVerify(database: LazyDatabase, notices: SecurityNotices) {
  return async (request: FastifyRequest<{ Body: PasskeyRegistrationRequest }>): Promise<{ passkey: PasskeyView }> => {
    const caller = callerOf(request);
    const rp = relyingPartyOfOrigin(request.headers.origin);
    const response = request.body.response as unknown as RegistrationResponseJSON;
    const challenge = challengeOf(request.body.response, 400);
    const db = await database.get();
    if (!(await takeChallenge(db, { challenge, purpose: 'registration', uid: caller.uid, whiteLabel: rp.whiteLabel })))
      throw new HttpError(400, 'These passkey options are used or expired; start again', PASSKEY_CODES.challengeInvalid);
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
      });
    } catch (error) {
      throw new HttpError(
        400,
        `The passkey could not be verified: ${error instanceof Error ? error.message : String(error)}`,
        PASSKEY_CODES.refused,
      );
    }
    if (!verification.verified) throw new HttpError(400, 'The passkey could not be verified', PASSKEY_CODES.refused);
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const row = await insertPasskey(db, {
      credential_id: credential.id,
      uid: caller.uid,
      white_label: rp.whiteLabel,
      public_key: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      device_type: credentialDeviceType satisfies DeviceType,
      backed_up: credentialBackedUp,
      name: request.body.name?.trim() || DEFAULT_PASSKEY_NAME,
    });
    if (!row) throw new HttpError(409, 'This passkey is already registered', PASSKEY_CODES.alreadyRegistered);
    await notices.record(request, caller.uid, 'passkeyAdded');
    return { passkey: passkeyView(row) };
  };
}
