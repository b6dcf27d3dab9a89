/**
 * What every action needs and gives, by name, apart from its handler: the forms it reads, the
 * flow data it reads and produces, the codes it ends with and where it may send the person.
 * Flows name these; `npm run validate` checks every flow against this file alone (it never
 * loads a handler); src/actions/registry.ts pairs each contract with its handler.
 * Names: domain.verbObject.
 */
import { contract, EXTERNAL_BRAND_LOGIN, type ActionContract } from './action-context.js';
import { ROUTE } from '../domain/hub-routes.js';

/** A phone number that belongs to another account: the merge follows, with the number. */
export const REGISTERED = 'hub.phone_registered';
/** A link or token for another account than the signed-in one: the person is asked first. */
export const SWITCH_CODE = 'hub.switch_account';
/** A token opened in a signed-out browser: the person is asked first whether to sign in as its account. */
export const CONFIRM_ACCOUNT = 'hub.confirm_account';
/** The same for an account with no email, phone or name yet: nothing to name it by. */
export const CONFIRM_NEW_ACCOUNT = 'hub.confirm_new_account';
/** An /email-action link without an oobCode: the invalid-link state. */
export const NO_OOB_CODE = 'hub.no_oob_code';

/** Adding a second factor would end the account's phone sign-in: the person is told first (issue 53 item 6), with the number to enrol. */
export const ENDS_PHONE_SIGN_IN = 'hub.ends_phone_sign_in';

/** The account has a second factor: the sign-in goes on to its code step, with the challenge and the (masked) number. */
export const SECOND_FACTOR = 'hub.second_factor';
/** The person asked us to look again, and their email is still not verified (issue 56 item 5). */
export const EMAIL_NOT_VERIFIED_YET = 'hub.email_not_verified_yet';
/** The account has more than one second factor: the person picks where the code goes (issue 56 item 11). */
export const CHOOSE_SECOND_FACTOR = 'hub.choose_second_factor';

/** The person closed the browser's passkey prompt: a calm word, never an error (issue 54). */
export const PASSKEY_CANCELLED = 'hub.passkey_cancelled';
/** The same while adding a passkey. */
export const PASSKEY_NOT_ADDED = 'hub.passkey_not_added';

/** An account without an email address confirms its deletion by its phone number (issue 55). */
export const CONFIRM_BY_PHONE = 'hub.confirm_by_phone';
/** What was typed to confirm a deletion is not the account's email address or phone number. */
export const DELETION_MISMATCH = 'form.delete_account_mismatch';
/** Removing this method would leave the account no way in (issue 55 section 2): refused, and the page shows its ways again. */
export const LAST_WAY_IN = 'hub.last_way_in';
/** The account has a password already (a page left open while another tab added one). */
export const PASSWORD_ALREADY_SET = 'hub.password_already_set';
/** A new password seen in known breaches (issue 55 section 4): refused at its field, before the identity call. */
export const PASSWORD_BREACHED = 'hub.password_breached';

/** The four emails of spec 7 share one contract. */
// From the email form, or again from the sent step (Resend: no form, the address the form gave).
const LINK_EMAIL = contract({ forms: ['email'], withoutForm: true, mayRead: ['email'], produces: ['email'] });

export const CONTRACTS = {
  'auth.signInWithPassword': contract({
    forms: ['sign-in'],
    codes: { [SECOND_FACTOR]: ['secondFactor', 'phone', 'secondFactorChoices'] },
    reports: 'signIn',
    identity: true,
  }),
  'auth.signInWithGoogle': contract({
    codes: { [SECOND_FACTOR]: ['secondFactor', 'phone', 'secondFactorChoices'] },
    reports: 'signIn',
    identity: true,
  }),
  'auth.signInWithPasskey': contract({ codes: { [PASSKEY_CANCELLED]: [] }, reports: 'signIn', identity: true }),
  'auth.sendSecondFactorCode': contract({
    forms: ['second-factor-choice'],
    reads: ['secondFactor'],
    produces: ['phoneConfirmation', 'phone', 'secondFactorId'],
    identity: true,
  }),
  'auth.sendSoleSecondFactorCode': contract({
    reads: ['secondFactor'],
    produces: ['phoneConfirmation', 'phone', 'secondFactorId'],
    codes: { [CHOOSE_SECOND_FACTOR]: [] },
    identity: true,
  }),
  'auth.resendSecondFactorCode': contract({ reads: ['secondFactor', 'secondFactorId'], produces: ['phoneConfirmation'], identity: true }),
  'auth.verifySecondFactorCode': contract({ forms: ['otp'], reads: ['phoneConfirmation'], reports: 'signIn', identity: true }),
  'auth.checkCustomToken': contract({
    codes: { 'hub.no_token': [], [SWITCH_CODE]: [], [CONFIRM_ACCOUNT]: ['account'], [CONFIRM_NEW_ACCOUNT]: [] },
    identity: true,
  }),
  'auth.signInWithCustomToken': contract({
    mayRead: ['switchConfirmed'],
    codes: { 'hub.no_token': [], [SWITCH_CODE]: [] },
    reports: 'signIn',
    identity: true,
  }),
  'auth.completeEmailLink': contract({
    forms: ['confirm-email'],
    withoutForm: true,
    mayRead: ['switchConfirmed'],
    codes: {
      'screen.email_link_failed': [],
      'hub.email_required': [],
      [SWITCH_CODE]: [],
      [SECOND_FACTOR]: ['secondFactor', 'phone', 'secondFactorChoices'],
    },
    reports: 'signIn',
    identity: true,
  }),
  'auth.sendPhoneCode': contract({
    forms: ['phone'],
    // Also from the code step's "Send a new code": no form, the number the code went to.
    withoutForm: true,
    mayRead: ['phone'],
    produces: ['phone', 'phoneConfirmation'],
    codes: { 'screen.phone_invalid': [] },
    fieldCodes: { 'screen.phone_invalid': 'phone' },
    identity: true,
  }),
  'auth.verifyPhoneCode': contract({ forms: ['otp'], reads: ['phoneConfirmation'], reports: 'signIn', identity: true }),
  'auth.checkResetLink': contract({ produces: ['email'], codes: { [NO_OOB_CODE]: [] }, identity: true }),
  'auth.resetPassword': contract({
    forms: ['reset-password'],
    codes: { [NO_OOB_CODE]: [], [PASSWORD_BREACHED]: [] },
    fieldCodes: { [PASSWORD_BREACHED]: 'password' },
    identity: true,
  }),
  'auth.verifyEmail': contract({ codes: { [NO_OOB_CODE]: [], 'screen.verify_email_failed_sign_in': [] }, identity: true }),
  'auth.applyActionCode': contract({ codes: { [NO_OOB_CODE]: [] }, identity: true }),
  'auth.logout': contract({}),
  'account.signOutEverywhere': contract({ identity: true }),
  'account.sendEnrolmentCode': contract({
    forms: ['phone'],
    // Also from the phone sign-in warning's button: no form, the number the warning named.
    withoutForm: true,
    mayRead: ['phone'],
    produces: ['phone', 'phoneConfirmation'],
    codes: { 'screen.phone_invalid': [], [ENDS_PHONE_SIGN_IN]: ['phone'] },
    fieldCodes: { 'screen.phone_invalid': 'phone' },
    identity: true,
  }),
  'account.enrolSecondFactor': contract({ forms: ['otp'], reads: ['phoneConfirmation'], reports: 'secondFactorAdded', identity: true }),
  'account.listSecondFactors': contract({ produces: ['secondFactors'], identity: true }),
  'account.removeSecondFactor': contract({ reads: ['chosenSecondFactor'], reports: 'secondFactorRemoved', identity: true }),
  // The security page reads its two lists at once (a step has one enter action): passkeys and the last 30 days' activity.
  'account.readSecurityPage': contract({ produces: ['passkeys', 'securityEvents'], identity: true }),
  'account.addPasskey': contract({ codes: { [PASSKEY_NOT_ADDED]: [] }, identity: true }),
  'account.renamePasskey': contract({ forms: ['passkey-name'], reads: ['chosenPasskey'], identity: true }),
  'account.removePasskey': contract({ reads: ['chosenPasskey'], identity: true }),
  // Issue 55: the deletion page's confirmation, the deletion, and the public page's way there.
  'account.chooseDeletionConfirmation': contract({ codes: { [CONFIRM_BY_PHONE]: [] } }),
  'account.deleteAccount': contract({
    forms: ['delete-account-email', 'delete-account-phone'],
    codes: { [DELETION_MISMATCH]: [] },
    fieldCodes: { [DELETION_MISMATCH]: 'confirmation' },
    identity: true,
  }),
  'account.openDeletion': contract({ navigates: [ROUTE.signIn, ROUTE.deleteAccount] }),
  'account.listSignInMethods': contract({ produces: ['signInMethods'], identity: true }),
  'account.addPassword': contract({
    forms: ['add-password'],
    codes: { [PASSWORD_ALREADY_SET]: [], [PASSWORD_BREACHED]: [] },
    fieldCodes: { [PASSWORD_BREACHED]: 'password' },
    reports: 'passwordAdded',
    identity: true,
  }),
  'account.linkGoogle': contract({ reports: 'googleLinked', identity: true }),
  'account.unlinkGoogle': contract({ codes: { [LAST_WAY_IN]: [] }, reports: 'googleUnlinked', identity: true }),
  'account.unlinkPhone': contract({ codes: { [LAST_WAY_IN]: [] }, reports: 'phoneRemoved', identity: true }),
  'account.saveName': contract({ forms: ['name', 'profile'], codes: { 'form.name_required': [] }, identity: true }),
  'account.savePhoto': contract({ forms: ['photo'], identity: true }),
  'account.sendVerificationEmail': contract({ codes: { 'screen.no_user_email': [] } }),
  'account.recheckEmailVerified': contract({ codes: { [EMAIL_NOT_VERIFIED_YET]: [] }, identity: true }),
  'account.changeEmail': contract({ forms: ['email'], reports: 'emailChangeRequested', identity: true }),
  'account.changePassword': contract({
    forms: ['change-password'],
    codes: { [SECOND_FACTOR]: ['secondFactor', 'phone', 'secondFactorChoices'], [PASSWORD_BREACHED]: [] },
    fieldCodes: { [PASSWORD_BREACHED]: 'newPassword' },
    reports: 'passwordChanged',
    identity: true,
  }),
  'account.setEmailAndPassword': contract({
    forms: ['email-password'],
    produces: ['emailJustSet'],
    codes: { 'screen.no_user': [], 'screen.set_password_failed': [], [PASSWORD_BREACHED]: [] },
    fieldCodes: { [PASSWORD_BREACHED]: 'password' },
    identity: true,
  }),
  'account.sendLinkCode': contract({
    forms: ['phone'],
    produces: ['phone', 'phoneConfirmation'],
    codes: { [REGISTERED]: ['phone'], 'hub.phone_invalid': [], 'screen.phone_validate_failed': [] },
    fieldCodes: { 'hub.phone_invalid': 'phone' },
    identity: true,
  }),
  'account.verifyLinkCode': contract({
    forms: ['otp'],
    reads: ['phone', 'phoneConfirmation'],
    codes: { [REGISTERED]: ['phone'] },
    reports: 'phoneLinked',
    identity: true,
  }),
  'account.sendMergeCode': contract({ reads: ['phone'], produces: ['mergeConfirmation'], identity: true }),
  'account.mergeAccounts': contract({
    forms: ['otp'],
    reads: ['mergeConfirmation'],
    codes: { 'screen.merge_no_email': [], 'screen.merge_refresh_failed': [] },
    identity: true,
  }),
  'api.sendSignUpEmail': LINK_EMAIL,
  'api.sendMagicLinkEmail': LINK_EMAIL,
  'api.sendPasswordResetEmail': LINK_EMAIL,
  'api.sendVerificationEmail': LINK_EMAIL,
  'api.handOver': contract({
    codes: { 'screen.no_user_email': [], 'error.server': [], 'error.unknown': [] },
    navigates: [ROUTE.dashboard, EXTERNAL_BRAND_LOGIN],
  }),
};

/** A name flows may use. */
export type ActionName = keyof typeof CONTRACTS;

/** Every contract by name, for the flow-graph checks of `npm run validate`. */
export const ACTION_CONTRACTS: Readonly<Record<string, ActionContract>> = CONTRACTS;
