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
import { signInWithGoogle } from './auth/sign-in-with-google';
import { onDemand } from '../services/on-demand';

/**
 * A handler whose code loads when it first runs: those of account settings, onboarding and the
 * routes a link or another app opens (custom token, email link, email actions, phone sign-in), so
 * /sign-in's code carries only what /sign-in runs (issue 57).
 */
function loadedWhenRun<R extends FlowDataKey, P extends FlowDataKey, O extends FlowDataKey, F extends FormId, W extends boolean>(
  c: TypedContract<R, P, O, F, W>,
  load: () => Promise<ActionDefinition<R, P, O, F, W>>,
): ActionDefinition<R, P, O, F, W> {
  // A failed early load is asked for again when the handler runs (onDemand), which says so then.
  return { ...implement(c, async (ctx) => (await load()).run(ctx)), preload: () => void load().catch(() => undefined) };
}
// A chunk that failed to arrive is asked for again on the next run (services/on-demand.ts).
const profile = onDemand(() => import('./account/profile'));
const phoneLink = onDemand(() => import('./account/phone-link'));
const secondFactors = onDemand(() => import('./account/second-factors'));
const sessions = onDemand(() => import('./account/sessions'));
const deletion = onDemand(() => import('./account/delete-account'));
const signInMethods = onDemand(() => import('./account/sign-in-methods'));
const customToken = onDemand(() => import('./auth/sign-in-with-custom-token'));
const emailLink = onDemand(() => import('./auth/complete-email-link'));
const emailActions = onDemand(() => import('./auth/email-action-codes'));
const phoneSignIn = onDemand(() => import('./auth/phone-sign-in'));
// Passkeys (issue 54): the sign-in's code too loads on the button, so /sign-in's first load stays as it was.
const passkeySignIn = onDemand(() => import('./passkeys/sign-in-with-passkey'));
const passkeys = onDemand(() => import('./passkeys/manage-passkeys'));
const securityPage = onDemand(() => import('./account/security-page'));
// The code step of a sign-in with a second factor: preloaded when /sign-in is idle (main.tsx), so the step does not wait for it.
const signInFactors = onDemand(() => import('./auth/second-factor'));

// Exactly the names of contracts.ts (satisfies: a missing or extra name fails tsc).
export const actions = {
  'auth.signInWithPassword': signInWithPassword,
  'auth.signInWithGoogle': signInWithGoogle,
  'auth.checkCustomToken': loadedWhenRun(CONTRACTS['auth.checkCustomToken'], () => customToken().then((m) => m.checkCustomToken)),
  'auth.signInWithCustomToken': loadedWhenRun(CONTRACTS['auth.signInWithCustomToken'], () =>
    customToken().then((m) => m.signInWithCustomToken),
  ),
  'auth.completeEmailLink': loadedWhenRun(CONTRACTS['auth.completeEmailLink'], () => emailLink().then((m) => m.completeEmailLink)),
  'auth.sendPhoneCode': loadedWhenRun(CONTRACTS['auth.sendPhoneCode'], () => phoneSignIn().then((m) => m.sendPhoneCode)),
  'auth.verifyPhoneCode': loadedWhenRun(CONTRACTS['auth.verifyPhoneCode'], () => phoneSignIn().then((m) => m.verifyPhoneCode)),
  'auth.checkResetLink': loadedWhenRun(CONTRACTS['auth.checkResetLink'], () => emailActions().then((m) => m.checkResetLink)),
  'auth.resetPassword': loadedWhenRun(CONTRACTS['auth.resetPassword'], () => emailActions().then((m) => m.resetPassword)),
  'auth.verifyEmail': loadedWhenRun(CONTRACTS['auth.verifyEmail'], () => emailActions().then((m) => m.verifyEmail)),
  'auth.applyActionCode': loadedWhenRun(CONTRACTS['auth.applyActionCode'], () => emailActions().then((m) => m.applyEmailActionCode)),
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
  'account.readSecurityPage': loadedWhenRun(CONTRACTS['account.readSecurityPage'], () => securityPage().then((m) => m.readSecurityPage)),
  'account.addPasskey': loadedWhenRun(CONTRACTS['account.addPasskey'], () => passkeys().then((m) => m.addPasskey)),
  'account.renamePasskey': loadedWhenRun(CONTRACTS['account.renamePasskey'], () => passkeys().then((m) => m.renamePasskey)),
  'account.removePasskey': loadedWhenRun(CONTRACTS['account.removePasskey'], () => passkeys().then((m) => m.removePasskey)),
  'auth.sendSecondFactorCode': loadedWhenRun(CONTRACTS['auth.sendSecondFactorCode'], () =>
    signInFactors().then((m) => m.sendSecondFactorCode),
  ),
  'auth.sendSoleSecondFactorCode': loadedWhenRun(CONTRACTS['auth.sendSoleSecondFactorCode'], () =>
    signInFactors().then((m) => m.sendSoleSecondFactorCode),
  ),
  'auth.resendSecondFactorCode': loadedWhenRun(CONTRACTS['auth.resendSecondFactorCode'], () =>
    signInFactors().then((m) => m.resendSecondFactorCode),
  ),
  'auth.verifySecondFactorCode': loadedWhenRun(CONTRACTS['auth.verifySecondFactorCode'], () =>
    signInFactors().then((m) => m.verifySecondFactorCode),
  ),
  'account.chooseDeletionConfirmation': loadedWhenRun(CONTRACTS['account.chooseDeletionConfirmation'], () =>
    deletion().then((m) => m.chooseDeletionConfirmation),
  ),
  'account.deleteAccount': loadedWhenRun(CONTRACTS['account.deleteAccount'], () => deletion().then((m) => m.deleteAccount)),
  'account.openDeletion': loadedWhenRun(CONTRACTS['account.openDeletion'], () => deletion().then((m) => m.openDeletion)),
  'account.listSignInMethods': loadedWhenRun(CONTRACTS['account.listSignInMethods'], () =>
    signInMethods().then((m) => m.listSignInMethods),
  ),
  'account.addPassword': loadedWhenRun(CONTRACTS['account.addPassword'], () => signInMethods().then((m) => m.addPassword)),
  'account.linkGoogle': loadedWhenRun(CONTRACTS['account.linkGoogle'], () => signInMethods().then((m) => m.linkGoogle)),
  'account.unlinkGoogle': loadedWhenRun(CONTRACTS['account.unlinkGoogle'], () => signInMethods().then((m) => m.unlinkGoogle)),
  'account.unlinkPhone': loadedWhenRun(CONTRACTS['account.unlinkPhone'], () => signInMethods().then((m) => m.unlinkPhone)),
  'account.saveName': loadedWhenRun(CONTRACTS['account.saveName'], () => profile().then((m) => m.saveName)),
  'account.savePhoto': loadedWhenRun(CONTRACTS['account.savePhoto'], () => profile().then((m) => m.savePhoto)),
  'account.sendVerificationEmail': loadedWhenRun(CONTRACTS['account.sendVerificationEmail'], () =>
    profile().then((m) => m.sendVerificationEmail),
  ),
  'account.recheckEmailVerified': loadedWhenRun(CONTRACTS['account.recheckEmailVerified'], () =>
    profile().then((m) => m.recheckEmailVerified),
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
