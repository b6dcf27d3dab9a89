/**
 * Second factors (SMS) as the hub sees them: plain data and one error, no Firebase. The
 * Firebase side is src/services/firebase-second-factor.ts, loaded only when a second factor
 * is used, so the sign-in screen's code does not carry it.
 */
import type { PhoneConfirmation } from './types';

/** One enrolled second factor (or, during sign-in, one the account may use). */
export interface SecondFactor {
  /** The identity provider's id of the enrolment. */
  id: string;
  /** E.164, or as the provider masks it during sign-in (e.g. +*******0111). */
  phoneNumber: string;
  /** When it was added (ISO 8601), when the provider says. */
  enrolledAt: string | null;
}

/** A sign-in waiting for its second factor: the factors it may use, and sending a code to one. */
export interface SecondFactorChallenge {
  readonly factors: readonly SecondFactor[];
  /** Sends the SMS code of factor `factorId` (robot check in the element with id containerId); confirming it completes the sign-in. */
  sendCode(factorId: string, containerId: string): Promise<PhoneConfirmation>;
}

/** The identity code of a first factor that must be followed by a second. */
export const SECOND_FACTOR_REQUIRED = 'auth/multi-factor-auth-required';

/** A sign-in rejects with this when the account has a second factor: the challenge goes on. */
export class SecondFactorRequired extends Error {
  readonly code = SECOND_FACTOR_REQUIRED;
  constructor(readonly challenge: SecondFactorChallenge) {
    super('A second factor is required to finish signing in');
  }
}
