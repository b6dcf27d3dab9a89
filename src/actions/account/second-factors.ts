import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { codeSentTo } from '../auth/phone-sign-in';
import { pendingCode } from '../pending-codes';

/** Security page, Add: the same AU phone rules as phone linking; the code proves the person holds the phone. */
export const sendEnrolmentCode = implement(CONTRACTS['account.sendEnrolmentCode'], ({ services, input }) =>
  codeSentTo(input.phone, (phone, containerId) => services.auth.sendSecondFactorEnrolmentCode(phone, containerId)),
);

/** Security page, Verify code: the phone becomes a second factor. */
export const enrolSecondFactor = implement(CONTRACTS['account.enrolSecondFactor'], async ({ input, data }) => {
  await pendingCode(data.phoneConfirmation).confirm(input.code);
  return {};
});

/** Security page: the person's enrolled factors, read afresh each time the list is shown. */
export const listSecondFactors = implement(CONTRACTS['account.listSecondFactors'], async ({ services }) => {
  const factors = await services.auth.secondFactors();
  return { data: { secondFactors: factors.map((f) => ({ id: f.id, phone: f.phoneNumber, enrolledAt: f.enrolledAt })) } };
});

/** Security page, Remove (after the person confirmed): the factor picked in the list goes. */
export const removeSecondFactor = implement(CONTRACTS['account.removeSecondFactor'], async ({ services, data }) => {
  await services.auth.removeSecondFactor(data.chosenSecondFactor);
  return {};
});
