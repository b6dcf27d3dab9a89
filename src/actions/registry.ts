/**
 * The one registry of action names -> handlers. Each handler implements the contract of its
 * name in src/actions/contracts.ts (which `npm run validate` reads without loading handlers).
 */
import { implement, type ActionContract, type ActionDefinition, type TypedContract } from './action-context';
import { CONTRACTS, type ActionName } from './contracts';
import type { FlowDataKey } from '../domain/flow-data';
import type { FormId } from '../generated/form-data';
import { signInWithPassword } from './auth/sign-in-with-password';
import { logout } from './auth/logout';
import { handOver } from './api/hand-over';
import { sendLinkEmail, VERIFICATION_EMAIL_PATH } from './api/send-link-email';
import { completeEmailLink } from './auth/complete-email-link';
import { checkCustomToken, signInWithCustomToken } from './auth/sign-in-with-custom-token';
import { signInWithGoogle } from './auth/sign-in-with-google';
import { applyEmailActionCode, checkResetLink, resetPassword, verifyEmail } from './auth/email-action-codes';
import { sendPhoneCode, verifyPhoneCode } from './auth/phone-sign-in';
import { resendSecondFactorCode, sendSecondFactorCode, verifySecondFactorCode } from './auth/second-factor';
import { onDemand } from '../services/on-demand';

/**
 * A handler whose code loads when it first runs: account settings and onboarding only, so the
 * sign-in screen's code does not carry them.
 */
function loadedWhenRun<R extends FlowDataKey, P extends FlowDataKey, O extends FlowDataKey, F extends FormId, W extends boolean>(
  c: TypedContract<R, P, O, F, W>,
  load: () => Promise<ActionDefinition<R, P, O, F, W>>,
): ActionDefinition<R, P, O, F, W> {
  return implement(c, async (ctx) => (await load()).run(ctx));
}
// A chunk that failed to arrive is asked for again on the next run (services/on-demand.ts).
const profile = onDemand(() => import('./account/profile'));
const phoneLink = onDemand(() => import('./account/phone-link'));
const secondFactors = onDemand(() => import('./account/second-factors'));
const sessions = onDemand(() => import('./account/sessions'));
// Passkeys (issue 54): the sign-in's code too loads on the button, so /sign-in's first load stays as it was.
const passkeySignIn = onDemand(() => import('./passkeys/sign-in-with-passkey'));
const passkeys = onDemand(() => import('./passkeys/manage-passkeys'));

// Exactly the names of contracts.ts (satisfies: a missing or extra name fails tsc).
export const actions = {
  'auth.signInWithPassword': signInWithPassword,
  'auth.signInWithGoogle': signInWithGoogle,
  'auth.checkCustomToken': checkCustomToken,
  'auth.signInWithCustomToken': signInWithCustomToken,
  'auth.completeEmailLink': completeEmailLink,
  'auth.sendPhoneCode': sendPhoneCode,
  'auth.verifyPhoneCode': verifyPhoneCode,
  'auth.checkResetLink': checkResetLink,
  'auth.resetPassword': resetPassword,
  'auth.verifyEmail': verifyEmail,
  'auth.applyActionCode': applyEmailActionCode,
  'auth.logout': logout,
  'account.signOutEverywhere': loadedWhenRun(CONTRACTS['account.signOutEverywhere'], () => sessions().then((m) => m.signOutEverywhere)),
  'account.sendEnrolmentCode': loadedWhenRun(CONTRACTS['account.sendEnrolmentCode'], () =>
    secondFactors().then((m) => m.sendEnrolmentCode),
  ),
  'account.enrolSecondFactor': loadedWhenRun(CONTRACTS['account.enrolSecondFactor'], () =>
    secondFactors().then((m) => m.enrolSecondFactor),
  ),
  'account.listSecondFactors': loadedWhenRun(CONTRACTS['account.listSecondFactors'], () =>
    secondFactors().then((m) => m.listSecondFactors),
  ),
  'account.removeSecondFactor': loadedWhenRun(CONTRACTS['account.removeSecondFactor'], () =>
    secondFactors().then((m) => m.removeSecondFactor),
  ),
  'auth.signInWithPasskey': loadedWhenRun(CONTRACTS['auth.signInWithPasskey'], () => passkeySignIn().then((m) => m.signInWithPasskey)),
  'account.listPasskeys': loadedWhenRun(CONTRACTS['account.listPasskeys'], () => passkeys().then((m) => m.listPasskeys)),
  'account.addPasskey': loadedWhenRun(CONTRACTS['account.addPasskey'], () => passkeys().then((m) => m.addPasskey)),
  'account.renamePasskey': loadedWhenRun(CONTRACTS['account.renamePasskey'], () => passkeys().then((m) => m.renamePasskey)),
  'account.removePasskey': loadedWhenRun(CONTRACTS['account.removePasskey'], () => passkeys().then((m) => m.removePasskey)),
  'auth.sendSecondFactorCode': sendSecondFactorCode,
  'auth.resendSecondFactorCode': resendSecondFactorCode,
  'auth.verifySecondFactorCode': verifySecondFactorCode,
  'account.saveName': loadedWhenRun(CONTRACTS['account.saveName'], () => profile().then((m) => m.saveName)),
  'account.sendVerificationEmail': loadedWhenRun(CONTRACTS['account.sendVerificationEmail'], () =>
    profile().then((m) => m.sendVerificationEmail),
  ),
  'account.changeEmail': loadedWhenRun(CONTRACTS['account.changeEmail'], () => profile().then((m) => m.changeEmail)),
  'account.changePassword': loadedWhenRun(CONTRACTS['account.changePassword'], () => profile().then((m) => m.changePassword)),
  'account.setEmailAndPassword': loadedWhenRun(CONTRACTS['account.setEmailAndPassword'], () =>
    profile().then((m) => m.setEmailAndPassword),
  ),
  'account.sendLinkCode': loadedWhenRun(CONTRACTS['account.sendLinkCode'], () => phoneLink().then((m) => m.sendLinkCode)),
  'account.verifyLinkCode': loadedWhenRun(CONTRACTS['account.verifyLinkCode'], () => phoneLink().then((m) => m.verifyLinkCode)),
  'account.sendMergeCode': loadedWhenRun(CONTRACTS['account.sendMergeCode'], () => phoneLink().then((m) => m.sendMergeCode)),
  'account.mergeAccounts': loadedWhenRun(CONTRACTS['account.mergeAccounts'], () => phoneLink().then((m) => m.mergeAccounts)),
  'api.sendSignUpEmail': sendLinkEmail('/public/api/v1/auth/sendSignUpEmail'),
  'api.sendMagicLinkEmail': sendLinkEmail('/public/api/v1/auth/sendMagicLinkEmail'),
  'api.sendPasswordResetEmail': sendLinkEmail('/public/api/v1/auth/sendPasswordResetEmail'),
  'api.sendVerificationEmail': sendLinkEmail(VERIFICATION_EMAIL_PATH),
  'api.handOver': handOver,
} satisfies Record<ActionName, ActionContract>;
