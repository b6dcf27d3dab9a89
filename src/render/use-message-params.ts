import { createContext, useContext } from 'react';
import { useHub } from './hub-context';
import type { MessageParams } from '../messages/format-message';
import type { ShownFlowDataKey } from '../domain/flow-data';
import { displayPhone } from '../domain/phone-display';

/**
 * The current flow's data that text may show ({email}, {phone}). Only the flow fills these:
 * `npm run validate` proves a step that shows one is reached only after a step produced it.
 */
export const FlowDataContext = createContext<Partial<Record<ShownFlowDataKey, string>>>({});

/** The values {placeholders} of screen text are filled with. */
export function useMessageParams(): MessageParams {
  const { shownBrand, user, config } = useHub();
  const flowData = useContext(FlowDataContext);
  return {
    // Spec 8: {brand} is never empty: with no brand chosen, the white-label's default brand.
    brand: shownBrand.displayName,
    userEmail: user?.email ?? '',
    userPhone: displayPhone(user?.phoneNumber ?? ''),
    userName: user?.displayName ?? '',
    supportEmail: config.whiteLabel.support.email,
    supportPhone: config.whiteLabel.support.phone,
    ...flowData,
    // A number the flow holds reads as the profile's does (issue 31).
    ...(flowData.phone === undefined ? {} : { phone: displayPhone(flowData.phone) }),
  };
}
