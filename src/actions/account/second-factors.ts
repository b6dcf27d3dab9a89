import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { ROBOT_CHECK_ID } from '../../domain/dom-ids';
import { auPhoneOr } from '../auth/phone-sign-in';
import { keepPending, pendingCode } from '../pending-codes';

/** Security page, Add: the same AU phone rules as phone linking; the code proves the person holds the phone. */
export const sendEnrolmentCode = implement(CONTRACTS['account.sendEnrolmentCode'], async ({ services, input }) => {
  const phone = await auPhoneOr(input.phone, 'screen.phone_invalid');
  return { data: { phone, phoneConfirmation: keepPending(await services.auth.sendSecondFactorEnrolmentCode(phone, ROBOT_CHECK_ID)) } };
});

/** Security page, Verify code: the phone becomes a second factor. */
export const enrolSecondFactor = implement(CONTRACTS['account.enrolSecondFactor'], async ({ input, data }) => {
  await pendingCode(data.phoneConfirmation).confirm(input.code);
  return {};
});
