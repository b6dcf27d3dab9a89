import { useHub } from '../app/hub-context';
import type { MessageParams } from '../messages/format-message';

/** The values {placeholders} of screen text are filled with. */
export function useMessageParams(): MessageParams {
  const { lookBrand, user, config } = useHub();
  return {
    brand: lookBrand.displayName,
    email: user?.email ?? '',
    phone: user?.phoneNumber ?? '',
    name: user?.displayName ?? '',
    supportEmail: config.whiteLabel.support.email,
    supportPhone: config.whiteLabel.support.phone,
  };
}
