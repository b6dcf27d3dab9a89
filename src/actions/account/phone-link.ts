import { implement } from '../action-context';
import { CONTRACTS, REGISTERED } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { identityCodeOf } from '../../errors/describe-error';
import { ROBOT_CHECK_ID } from '../../domain/dom-ids';
import { checkPhoneRegistration } from '../api/phone-registration';

/** Identity answers meaning "this phone is another account's". */
const OTHER_ACCOUNT_CODES = ['auth/account-exists-with-different-credential', 'auth/credential-already-in-use'];

/**
 * Send OTP (profile) / Send code (onboarding): a number already on another account goes to
 * the merge step (hub.phone_registered, with the number); otherwise an SMS code to link it.
 */
export const sendLinkCode = implement(CONTRACTS['account.sendLinkCode'], async ({ services, input, pending }) => {
  const { phone, registered } = await checkPhoneRegistration(services.api, input.phone);
  if (registered && services.auth.currentUser()?.phoneNumber !== phone) throw new HubError(REGISTERED, undefined, { phone });
  return { data: { phone, phoneConfirmation: pending.keepCode(await services.auth.sendPhoneLinkCode(phone, ROBOT_CHECK_ID)) } };
});

/** Verify OTP: links the phone credential; 'different credential' (spec 4) leads to the merge with that number. */
export const verifyLinkCode = implement(CONTRACTS['account.verifyLinkCode'], async ({ input, data, pending }) => {
  try {
    await pending.code(data.phoneConfirmation).confirm(input.code);
  } catch (e) {
    if (OTHER_ACCOUNT_CODES.includes(identityCodeOf(e) ?? '')) throw new HubError(REGISTERED, undefined, { phone: data.phone });
    throw e;
  }
  return {};
});

/** Merge step, Send code: signs the other account in by SMS in a second app instance. */
export const sendMergeCode = implement(CONTRACTS['account.sendMergeCode'], async ({ services, data, pending }) => {
  return { data: { mergeConfirmation: pending.keepCode(await services.auth.sendOtherAccountCode(data.phone, ROBOT_CHECK_ID)) } };
});

/** Merge step, Verify code: PUT mergeWithIdToken {fromUserIdToken, toUserIdToken}, then refresh. */
export const mergeAccounts = implement(CONTRACTS['account.mergeAccounts'], async ({ services, input, data, pending }) => {
  if (!services.auth.currentUser()?.email) throw new HubError('screen.merge_no_email');
  const fromUserIdToken = await pending.code(data.mergeConfirmation).confirm(input.code);
  const toUserIdToken = await services.auth.idToken();
  await services.api.putWithBearer('/api/v1/users/mergeWithIdToken', { fromUserIdToken, toUserIdToken });
  try {
    await services.auth.reloadUser();
  } catch {
    throw new HubError('screen.merge_refresh_failed');
  }
  return {};
});
