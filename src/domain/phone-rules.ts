/**
 * Spec 5 phone rules: valid for region AU; input formatted as an AU number; the reset-phone
 * formatter keeps at most 15 digits. Pure (libphonenumber-js with its small metadata).
 */
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const PHONE_REGION = 'AU';
export const MAX_PHONE_DIGITS = 15;

/** E.164 form of a valid AU number, else null. */
export function toAuE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), PHONE_REGION);
  if (!parsed || parsed.country !== PHONE_REGION || !parsed.isValid()) return null;
  return parsed.number;
}

/** What the phone field shows while typing: AU formatting, at most 15 digits, a leading + kept. */
export function formatAuInput(input: string): string {
  const plus = input.trim().startsWith('+');
  const digits = input.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS);
  if (!digits) return plus ? '+' : '';
  return new AsYouType(PHONE_REGION).input(`${plus ? '+' : ''}${digits}`);
}
