/**
 * Issue 53 item 6 (probe M4, M6): the rules around adding or removing an SMS second factor. Pure.
 */

/**
 * Whether adding a second factor ends the account's phone sign-in: the identity provider refuses a
 * phone number as a first factor on an account with an SMS second factor (UNSUPPORTED_FIRST_FACTOR),
 * whichever number the factor uses. So it ends when the account signs in by phone (a linked number)
 * and has no factor yet; with one, phone sign-in has already ended.
 */
export function endsPhoneSignIn(account: { phoneNumber: string | null; hasSecondFactor?: boolean }): boolean {
  return account.phoneNumber !== null && account.phoneNumber !== '' && account.hasSecondFactor !== true;
}
