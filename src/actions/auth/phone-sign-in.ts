import type { ActionHandler } from '../action-context';
import type { PhoneConfirmation } from '../../services/types';
import { HubError } from '../../errors/hub-error';
import { ROBOT_CHECK_ID } from '../../flow/dom-ids';

const PENDING = 'phoneConfirmation';

/** Spec 2 /phone-login, Send code: AU numbers only; the confirmation stays in memory. */
export const sendPhoneCode: ActionHandler = async ({ services, input, scratch }) => {
  const { toAuE164 } = await import('../../flow/phone-rules'); // phone screens only
  const phone = toAuE164(String(input.phone ?? ''));
  if (!phone) throw new HubError('screen.phone_invalid');
  scratch.set(PENDING, await services.auth.sendPhoneCode(phone, ROBOT_CHECK_ID));
  return { data: { phone } };
};

/** Verify code: confirms the pending SMS code. */
export const verifyPhoneCode: ActionHandler = async ({ input, scratch }) => {
  const pending = scratch.get(PENDING) as PhoneConfirmation | undefined;
  if (!pending) throw new HubError('screen.phone_verify_failed');
  await pending.confirm(String(input.code ?? ''));
  scratch.delete(PENDING);
};
