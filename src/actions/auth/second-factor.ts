/**
 * The second-factor code step's actions (issue 26, issue 56 item 11): loaded when the step first runs
 * one (actions/registry.ts), not with /sign-in's entry (issue 57). The first factor's side is
 * second-factor-asked.ts.
 */
import { implement } from '../action-context';
import { CHOOSE_SECOND_FACTOR, CONTRACTS } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { ROBOT_CHECK_ID } from '../../domain/dom-ids';
import type { SecondFactorChallenge } from '../../services/second-factor';

/** The factor `id` names (none: the first, as the choice shows it); one the challenge lacks is refused. */
function factorOf(challenge: SecondFactorChallenge, id: string | undefined) {
  const factor = id ? challenge.factors.find((f) => f.id === id) : challenge.factors[0];
  if (!factor) throw new HubError('screen.second_factor_failed');
  return factor;
}

/** Send code on the second-factor step: an SMS to the factor chosen (the first unless the person picked another). */
export const sendSecondFactorCode = implement(CONTRACTS['auth.sendSecondFactorCode'], async ({ input, data, pending }) => {
  const challenge = pending.challenge(data.secondFactor);
  const factor = factorOf(challenge, input.factor);
  const phoneConfirmation = pending.keepCode(await challenge.sendCode(factor.id, ROBOT_CHECK_ID));
  return { data: { phoneConfirmation, phone: factor.phoneNumber, secondFactorId: factor.id } };
});

/**
 * Entering the second-factor step: an account with one factor is sent its code at once, as there is
 * nothing to choose (issue 56 item 11); with more, the person picks (CHOOSE_SECOND_FACTOR).
 */
export const sendSoleSecondFactorCode = implement(CONTRACTS['auth.sendSoleSecondFactorCode'], async ({ data, pending }) => {
  const challenge = pending.challenge(data.secondFactor);
  const [sole, other] = challenge.factors;
  if (!sole || other) throw new HubError(CHOOSE_SECOND_FACTOR);
  const phoneConfirmation = pending.keepCode(await challenge.sendCode(sole.id, ROBOT_CHECK_ID));
  return { data: { phoneConfirmation, phone: sole.phoneNumber, secondFactorId: sole.id } };
});

/** Send a new code on the code step: to the factor the last code went to. */
export const resendSecondFactorCode = implement(CONTRACTS['auth.resendSecondFactorCode'], async ({ data, pending }) => {
  const challenge = pending.challenge(data.secondFactor);
  const factor = factorOf(challenge, data.secondFactorId);
  return { data: { phoneConfirmation: pending.keepCode(await challenge.sendCode(factor.id, ROBOT_CHECK_ID)) } };
});

/** Verify code on the second-factor step: completes the sign-in (the flow goes on with @afterSignIn). */
export const verifySecondFactorCode = implement(CONTRACTS['auth.verifySecondFactorCode'], async ({ input, data, pending }) => {
  await pending.code(data.phoneConfirmation).confirm(input.code);
  return {};
});
