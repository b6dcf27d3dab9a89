import { implement } from '../action-context';
import { CONTRACTS, SECOND_FACTOR } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { ROBOT_CHECK_ID } from '../../domain/dom-ids';
import { SecondFactorRequired } from '../../services/second-factor';
import { challengeOf, keepChallenge, keepPending, pendingCode } from '../pending-codes';

/**
 * Runs a first factor; when the account has a second factor, the flow goes on to its code step
 * (SECOND_FACTOR, with the challenge's handle and the number the code will go to, as the
 * identity service shows it).
 */
export async function orSecondFactorStep(signIn: Promise<unknown>): Promise<void> {
  try {
    await signIn;
  } catch (error) {
    if (!(error instanceof SecondFactorRequired)) throw error;
    const [factor] = error.challenge.factors;
    if (!factor) throw new HubError('screen.second_factor_failed');
    throw new HubError(SECOND_FACTOR, undefined, { secondFactor: keepChallenge(error.challenge), phone: factor.phoneNumber });
  }
}

/** Send code / Resend on the second-factor step: an SMS to the account's first SMS factor. */
export const sendSecondFactorCode = implement(CONTRACTS['auth.sendSecondFactorCode'], async ({ data }) => {
  const challenge = challengeOf(data.secondFactor);
  const [factor] = challenge.factors;
  if (!factor) throw new HubError('screen.second_factor_failed');
  return { data: { phoneConfirmation: keepPending(await challenge.sendCode(factor.id, ROBOT_CHECK_ID)) } };
});

/** Verify code on the second-factor step: completes the sign-in (the flow goes on with @afterSignIn). */
export const verifySecondFactorCode = implement(CONTRACTS['auth.verifySecondFactorCode'], async ({ input, data }) => {
  await pendingCode(data.phoneConfirmation).confirm(input.code);
  return {};
});
