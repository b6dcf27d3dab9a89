// The challenge a browser signed, read from its clientDataJSON before verifying, so the stored
// challenge can be used up first (single use even when the verification then fails).
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { HttpError } from '../http-error.js';
import { PASSKEY_CODES } from './passkey-codes.js';

export function challengeOf(response: { response: Record<string, unknown> }, status: number): string {
  const clientDataJSON = response.response.clientDataJSON;
  try {
    if (typeof clientDataJSON !== 'string') throw new Error('no clientDataJSON');
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge !== 'string' || challenge === '') throw new Error('no challenge');
    return challenge;
  } catch {
    throw new HttpError(status, 'The passkey answer is not valid', PASSKEY_CODES.refused);
  }
}
