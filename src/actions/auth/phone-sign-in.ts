import { defineAction } from '../action-context';
import { HubError } from '../../errors/hub-error';
import { ROBOT_CHECK_ID } from '../../flow/dom-ids';

/** The AU number of a phone form in E.164, or the spec's invalid-number failure. */
export async function phoneOf(input: Record<string, unknown>): Promise<string> {
  const { toAuE164 } = await import('../../flow/phone-rules'); // phone screens only
  const phone = toAuE164(String(input.phone ?? ''));
  if (!phone) throw new HubError('screen.phone_invalid');
  return phone;
}

/** Spec 2 /phone-login, Send code: AU numbers only; the confirmation stays in memory. */
export const sendPhoneCode = defineAction({
  fields: ['phone'],
  produces: ['phone', 'phoneConfirmation'],
  codes: { 'screen.phone_invalid': [] },
  identity: true,
  async run({ services, input }) {
    const phone = await phoneOf(input);
    return { data: { phone, phoneConfirmation: await services.auth.sendPhoneCode(phone, ROBOT_CHECK_ID) } };
  },
});

/** Verify code: confirms the pending SMS code. */
export const verifyPhoneCode = defineAction({
  fields: ['code'],
  reads: ['phoneConfirmation'],
  identity: true,
  async run({ input, data }) {
    await data.phoneConfirmation.confirm(String(input.code ?? ''));
    return {};
  },
});
