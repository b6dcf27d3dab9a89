import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { ROBOT_CHECK_ID } from '../../domain/dom-ids';
import type { MessageKey } from '../../messages/message-key';
import { keepPending, pendingCode } from '../pending-codes';

/** A typed number as AU E.164, or a HubError with `invalid` for any other. */
export async function auPhoneOr(raw: string, invalid: MessageKey): Promise<string> {
  const { toAuE164 } = await import('../../domain/phone-rules'); // phone screens only
  const phone = toAuE164(raw);
  if (!phone) throw new HubError(invalid);
  return phone;
}

/** Spec 2 /phone-login, Send code: AU numbers only; the confirmation stays in memory. */
export const sendPhoneCode = implement(CONTRACTS['auth.sendPhoneCode'], async ({ services, input }) => {
  const phone = await auPhoneOr(input.phone, 'screen.phone_invalid');
  return { data: { phone, phoneConfirmation: keepPending(await services.auth.sendPhoneCode(phone, ROBOT_CHECK_ID)) } };
});

/** Verify code: confirms the pending SMS code. */
export const verifyPhoneCode = implement(CONTRACTS['auth.verifyPhoneCode'], async ({ input, data }) => {
  await pendingCode(data.phoneConfirmation).confirm(input.code);
  return {};
});
