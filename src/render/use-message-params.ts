import { createContext, useContext } from 'react';
import { useHub } from '../app/hub-context';
import type { MessageParams } from '../messages/format-message';

/** Values the current flow's earlier steps produced; they win over the defaults below. */
export const FlowDataContext = createContext<Record<string, string>>({});

/** The values {placeholders} of screen text are filled with. */
export function useMessageParams(): MessageParams {
  const { lookBrand, user, config } = useHub();
  const flowData = useContext(FlowDataContext);
  return {
    brand: lookBrand.displayName,
    email: user?.email ?? '',
    phone: user?.phoneNumber ?? '',
    name: user?.displayName ?? '',
    supportEmail: config.whiteLabel.support.email,
    supportPhone: config.whiteLabel.support.phone,
    ...flowData,
  };
}
