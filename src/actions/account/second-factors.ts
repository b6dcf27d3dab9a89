import { implement } from '../action-context';
import { CONTRACTS, ENDS_PHONE_SIGN_IN } from '../contracts';
import { auPhoneOr, codeSentTo } from '../auth/phone-sign-in';
import { HubError } from '../../errors/hub-error';
import { endsPhoneSignIn } from '../../domain/second-factor-changes';
import { requireRecentSignIn } from './recent-sign-in';

/**
 * Security page, Add: the same AU phone rules as phone linking; the code proves the person holds
 * the phone. Only after a recent sign-in; an account that signs in by phone is told first that
 * this ends (ENDS_PHONE_SIGN_IN), and its "Add second factor" runs this again without the form,
 * for the number the warning named.
 */
export const sendEnrolmentCode = implement(CONTRACTS['account.sendEnrolmentCode'], async (ctx) => {
  const { services, input, data, pending } = ctx;
  await requireRecentSignIn(ctx);
  const typed = input.phone;
  if (typed !== undefined) {
    const phone = await auPhoneOr(typed, 'screen.phone_invalid');
    const user = services.auth.currentUser();
    if (user && endsPhoneSignIn(user)) throw new HubError(ENDS_PHONE_SIGN_IN, undefined, { phone });
  }
  return codeSentTo(pending, typed ?? data.phone ?? '', (phone, containerId) =>
    services.auth.sendSecondFactorEnrolmentCode(phone, containerId),
  );
});

/** Security page, Verify code: the phone becomes a second factor. */
export const enrolSecondFactor = implement(CONTRACTS['account.enrolSecondFactor'], async ({ input, data, pending }) => {
  await pending.code(data.phoneConfirmation).confirm(input.code);
  return {};
});

/** Security page: the person's enrolled factors, read afresh each time the list is shown. */
export const listSecondFactors = implement(CONTRACTS['account.listSecondFactors'], async ({ services }) => {
  const factors = await services.auth.secondFactors();
  return { data: { secondFactors: factors.map((f) => ({ id: f.id, phone: f.phoneNumber, enrolledAt: f.enrolledAt })) } };
});

/**
 * Security page, Remove (after the person confirmed, after a recent sign-in): the factor picked in
 * the list goes. One already gone (another tab removed it) is what the person asked for: done.
 */
export const removeSecondFactor = implement(CONTRACTS['account.removeSecondFactor'], async (ctx) => {
  await requireRecentSignIn(ctx);
  const chosen = ctx.data.chosenSecondFactor;
  const now = await ctx.services.auth.secondFactors();
  if (now.some((f) => f.id === chosen)) await ctx.services.auth.removeSecondFactor(chosen);
  return {};
});
