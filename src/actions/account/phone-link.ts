import type { ActionHandler } from '../action-context';
import type { PhoneConfirmation } from '../../services/types';
import { HubError } from '../../errors/hub-error';
import { ROBOT_CHECK_ID } from '../../flow/dom-ids';

const PENDING_LINK = 'phoneLinkConfirmation';
const PENDING_MERGE = 'mergeConfirmation';

/** The AU number of the form, or the spec's invalid-number failure. */
async function phoneOf(input: Record<string, unknown>): Promise<string> {
  const { toAuE164 } = await import('../../flow/phone-rules'); // phone screens only
  const phone = toAuE164(String(input.phone ?? ''));
  if (!phone) throw new HubError('screen.phone_invalid');
  return phone;
}

/**
 * Send OTP (profile) / Send code (onboarding): a number already on another account goes to
 * the merge step (hub.phone_registered); otherwise an SMS code to link it.
 */
export const sendLinkCode: ActionHandler = async ({ services, input, scratch }) => {
  const phone = await phoneOf(input);
  let registered: boolean;
  try {
    registered = (await services.api.getPublic<{ isRegistered: boolean }>(`/public/api/v1/auth/isPhoneRegistered?phone=${encodeURIComponent(phone)}`)).isRegistered === true;
  } catch {
    throw new HubError('screen.phone_validate_failed');
  }
  if (registered && services.auth.currentUser()?.phoneNumber !== phone) {
    scratch.set('mergePhone', phone);
    throw new HubError('hub.phone_registered');
  }
  scratch.set(PENDING_LINK, await services.auth.sendPhoneLinkCode(phone, ROBOT_CHECK_ID));
  return { data: { phone } };
};

/** Verify OTP: links the phone credential; 'different credential' leads to the merge. */
export const verifyLinkCode: ActionHandler = async ({ input, scratch }) => {
  const pending = scratch.get(PENDING_LINK) as PhoneConfirmation | undefined;
  if (!pending) throw new HubError('screen.phone_verify_failed_short');
  try {
    await pending.confirm(String(input.code ?? ''));
  } catch (e) {
    const code = typeof e === 'object' && e && 'code' in e ? (e as { code: string }).code : '';
    if (code === 'auth/account-exists-with-different-credential' || code === 'auth/credential-already-in-use') throw new HubError('hub.phone_registered');
    throw e;
  }
  scratch.delete(PENDING_LINK);
};

/** Merge step, Send code: signs the other account in by SMS in a second app instance. */
export const sendMergeCode: ActionHandler = async ({ services, scratch }) => {
  const phone = scratch.get('mergePhone');
  if (typeof phone !== 'string') throw new HubError('screen.phone_validate_failed');
  scratch.set(PENDING_MERGE, await services.auth.sendOtherAccountCode(phone, ROBOT_CHECK_ID));
  return { data: { phone } };
};

/** Merge step, Verify code: PUT mergeWithIdToken {fromUserIdToken, toUserIdToken}, then refresh. */
export const mergeAccounts: ActionHandler = async ({ services, input, scratch }) => {
  const pending = scratch.get(PENDING_MERGE) as { confirm(code: string): Promise<string> } | undefined;
  if (!pending) throw new HubError('screen.phone_verify_failed_short');
  if (!services.auth.currentUser()?.email) throw new HubError('screen.merge_no_email');
  const fromUserIdToken = await pending.confirm(String(input.code ?? ''));
  const toUserIdToken = await services.auth.idToken();
  await services.api.putWithBearer('/api/v1/users/mergeWithIdToken', { fromUserIdToken, toUserIdToken });
  scratch.delete(PENDING_MERGE);
  try {
    await services.auth.reloadUser();
  } catch {
    throw new HubError('screen.merge_refresh_failed');
  }
};
