/**
 * The first factor's side of a second factor (issue 26): a sign-in that the identity service answers
 * with a second-factor challenge goes on to the flow's code step. In /sign-in's entry; the code
 * step's own actions (second-factor.ts) load when that step comes (issue 57).
 */
import { HubError } from '../../errors/hub-error';
import { SECOND_FACTOR } from '../contracts';
import { SecondFactorRequired } from '../../services/second-factor';
import type { PendingCodes } from '../pending-codes';

/**
 * Runs a first factor; when the account has a second factor, the flow goes on to its code step
 * (SECOND_FACTOR, with the challenge's handle, the factors it may use and the number of the first,
 * as the identity service shows them).
 */
export async function askSecondFactorWhenNeeded(signIn: Promise<unknown>, pending: PendingCodes): Promise<void> {
  try {
    await signIn;
  } catch (error) {
    if (!(error instanceof SecondFactorRequired)) throw error;
    const { factors } = error.challenge;
    const [first] = factors;
    if (!first) throw new HubError('screen.second_factor_failed');
    throw new HubError(SECOND_FACTOR, undefined, {
      secondFactor: pending.keepChallenge(error.challenge),
      phone: first.phoneNumber,
      secondFactorChoices: factors.map((f) => ({ id: f.id, phone: f.phoneNumber })),
    });
  }
}
