/**
 * The one registry of action names -> handlers. Each handler implements the contract of its
 * name in src/actions/contracts.ts (which `npm run validate` reads without loading handlers).
 */
import type { ActionContract } from './action-context';
import type { ActionName } from './contracts';
import { signInWithPassword } from './auth/sign-in-with-password';
import { logout } from './auth/logout';
import { handOver } from './api/hand-over';
import { sendLinkEmail, VERIFICATION_EMAIL_PATH } from './api/send-link-email';
import { completeEmailLink } from './auth/complete-email-link';
import { signInWithCustomToken } from './auth/sign-in-with-custom-token';
import { signInWithGoogle } from './auth/sign-in-with-google';
import { applyEmailActionCode, checkResetLink, resetPassword, verifyEmail } from './auth/email-action-codes';
import { sendPhoneCode, verifyPhoneCode } from './auth/phone-sign-in';
import { confirmSwitch } from './auth/account-switch';
import { changeEmail, changePassword, saveName, sendVerificationEmail, setEmailAndPassword } from './account/profile';
import { signOutEverywhere } from './account/sessions';
import { enrolSecondFactor, sendEnrolmentCode } from './account/second-factors';
import { sendSecondFactorCode, verifySecondFactorCode } from './auth/second-factor';
import { mergeAccounts, sendLinkCode, sendMergeCode, verifyLinkCode } from './account/phone-link';

// Exactly the names of contracts.ts (satisfies: a missing or extra name fails tsc).
export const actions = {
  'auth.signInWithPassword': signInWithPassword,
  'auth.signInWithGoogle': signInWithGoogle,
  'auth.signInWithCustomToken': signInWithCustomToken,
  'auth.completeEmailLink': completeEmailLink,
  'auth.sendPhoneCode': sendPhoneCode,
  'auth.verifyPhoneCode': verifyPhoneCode,
  'auth.checkResetLink': checkResetLink,
  'auth.resetPassword': resetPassword,
  'auth.verifyEmail': verifyEmail,
  'auth.applyActionCode': applyEmailActionCode,
  'auth.logout': logout,
  'account.signOutEverywhere': signOutEverywhere,
  'account.sendEnrolmentCode': sendEnrolmentCode,
  'account.enrolSecondFactor': enrolSecondFactor,
  'auth.sendSecondFactorCode': sendSecondFactorCode,
  'auth.verifySecondFactorCode': verifySecondFactorCode,
  'account.saveName': saveName,
  'account.sendVerificationEmail': sendVerificationEmail,
  'account.changeEmail': changeEmail,
  'account.changePassword': changePassword,
  'account.setEmailAndPassword': setEmailAndPassword,
  'account.sendLinkCode': sendLinkCode,
  'account.verifyLinkCode': verifyLinkCode,
  'account.sendMergeCode': sendMergeCode,
  'account.mergeAccounts': mergeAccounts,
  'api.sendSignUpEmail': sendLinkEmail('/public/api/v1/auth/sendSignUpEmail'),
  'api.sendMagicLinkEmail': sendLinkEmail('/public/api/v1/auth/sendMagicLinkEmail'),
  'api.sendPasswordResetEmail': sendLinkEmail('/public/api/v1/auth/sendPasswordResetEmail'),
  'api.sendVerificationEmail': sendLinkEmail(VERIFICATION_EMAIL_PATH),
  'api.handOver': handOver,
  'flow.confirmSwitch': confirmSwitch,
} satisfies Record<ActionName, ActionContract>;
