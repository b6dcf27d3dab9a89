/**
 * Whether what a person typed to confirm deleting their account names that account (issue 55):
 * its email address in any case, or for an account without one, its phone number however it is
 * written (+61 412 345 678, 0412 345 678). Pure.
 */
import { sameDestination } from './destination';

export function confirmsAccount(typed: string, account: { email: string | null; phoneNumber: string | null }): boolean {
  const value = typed.trim();
  if (!value) return false;
  if (account.email) return value.toLowerCase() === account.email.trim().toLowerCase();
  if (!account.phoneNumber || value.includes('@')) return false;
  const digits = sameDestination(value);
  return digits.length > 0 && digits === sameDestination(account.phoneNumber);
}
