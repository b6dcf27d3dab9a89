import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { ROBOT_CHECK_ID } from '../../domain/dom-ids';
import type { MessageKey } from '../../messages/message-key';
import type { PendingCode, PendingCodes } from '../pending-codes';
import type { PendingHandle } from '../../domain/flow-data';
import { onDemand } from '../../services/on-demand';

/** Phone screens only; a chunk that failed to arrive is asked for again (services/on-demand.ts). */
const phoneRules = onDemand(() => import('../../domain/phone-rules'));

/** A typed number as AU E.164, or a HubError with `invalid` for any other. */
export async function auPhoneOr(raw: string, invalid: MessageKey): Promise<string> {
  const { toAuE164 } = await phoneRules();
  const phone = toAuE164(raw);
  if (!phone) throw new HubError(invalid);
  return phone;
}

/**
 * Sends an SMS code to a typed AU number (screen.phone_invalid for any other) through `send`, with
 * the robot check; the number and the confirmation's handle are the flow data the code step reads.
 */
export async function codeSentTo(
  pending: PendingCodes,
  raw: string,
  send: (phoneE164: string, containerId: string) => Promise<PendingCode<unknown>>,
): Promise<{ data: { phone: string; phoneConfirmation: PendingHandle<unknown> } }> {
  const phone = await auPhoneOr(raw, 'screen.phone_invalid');
  return { data: { phone, phoneConfirmation: pending.keepCode(await send(phone, ROBOT_CHECK_ID)) } };
}

/**
 * Spec 2 /phone-login, Send code: AU numbers only; the confirmation stays in memory. Send a new
 * code (issue 56) sends again to the number the first code went to.
 */
export const sendPhoneCode = implement(CONTRACTS['auth.sendPhoneCode'], ({ services, input, data, pending }) =>
  codeSentTo(pending, input.phone ?? data.phone ?? '', (phone, containerId) => services.auth.sendPhoneCode(phone, containerId)),
);

/** Verify code: confirms the pending SMS code. */
export const verifyPhoneCode = implement(CONTRACTS['auth.verifyPhoneCode'], async ({ input, data, pending }) => {
  await pending.code(data.phoneConfirmation).confirm(input.code);
  return {};
});
