/**
 * Spec 5 registration check (spec 7 GET isPhoneRegistered): is this number already an
 * account's? It takes AU numbers only and throws 'Invalid phone number' (hub.phone_invalid) for
 * any other, before asking the API.
 */
import type { ApiClient } from '../../services/types';
import { HubError } from '../../errors/hub-error';
import { auPhoneOr } from '../auth/phone-sign-in';

export interface PhoneRegistration {
  /** The number in E.164. */
  phone: string;
  registered: boolean;
}

export async function checkPhoneRegistration(api: ApiClient, raw: string): Promise<PhoneRegistration> {
  const phone = await auPhoneOr(raw, 'hub.phone_invalid');
  let answer: { isRegistered?: unknown };
  try {
    answer = await api.getPublic<{ isRegistered?: unknown }>(`/public/api/v1/auth/isPhoneRegistered?phone=${encodeURIComponent(phone)}`);
  } catch {
    throw new HubError('screen.phone_validate_failed');
  }
  return { phone, registered: answer.isRegistered === true };
}
