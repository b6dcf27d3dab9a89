/**
 * What the preview's services answer so a scene reaches its state: for each action and the way
 * it should end (a move of studio/screen-list.ts), the service calls that end it so, the query
 * it needs and who is signed in. Knowledge of the action handlers (src/actions/), kept as data.
 * Pure; tests/unit/screen-list.test.ts checks every move of every scene has an answer here.
 */
import type { DemoUserKind, Scene } from './screen-list';
import type { AuthUser } from '../src/services/types';
import { CREDENTIAL_PARAMS } from '../src/domain/link-credentials';
import { SECOND_FACTOR_REQUIRED } from '../src/services/second-factor';
import type { PasskeyView } from '../src/domain/passkey-wire';
import type { SecurityEvent } from '../src/domain/flow-data';

/** One service call's answer: resolve (with its usual demo value, or this value), or fail with an identity code. */
export type Answer = 'ok' | { value: unknown } | { fail: string };

/**
 * Calls by name: AuthService methods, 'api.<method>' for the API client, 'phone.confirm' and
 * 'merge.confirm' for the SMS codes the person types. A call not named never answers.
 */
export type PreviewCalls = Readonly<Record<string, Answer>>;

export interface Situation {
  calls?: PreviewCalls;
  /** Query changes; null removes the parameter. */
  query?: Readonly<Record<string, string | null>>;
  user?: DemoUserKind;
  /** What the person types instead of the usual sample values, by field (studio/preview-drive.ts sampleFor). */
  typed?: Readonly<Record<string, string>>;
}

const sent: Situation = { calls: { 'api.postPublic': { value: {} } } };
const codeApplied: Record<string, Situation> = {
  ok: { calls: { applyActionCode: 'ok' } },
  error: { calls: { applyActionCode: { fail: 'auth/internal-error' } } },
  // A link already used (the Auth Emulator and Firebase answer a used code so).
  'auth/invalid-action-code': { calls: { applyActionCode: { fail: 'auth/invalid-action-code' } } },
  'hub.no_oob_code': { query: { oobCode: null } },
};
/** The demo account's address (DEMO_USER below; the move situations name it before it is built). */
export const DEMO_EMAIL = 'alex.example@example.com';
/** An address that is not the demo user's: the link is for someone else. */
export const OTHER_EMAIL = 'sam.other@example.com';
/** The demo account's id (DEMO_USER below). */
const DEMO_UID = 'preview-alex';

/** A custom token (an unsigned JWT, which is all the preview reads of one) that signs in `uid`. */
function previewToken(uid: string): string {
  return `e30.${btoa(JSON.stringify({ uid })).replace(/=+$/, '')}.preview`;
}

/** A few days before a fixed day, so the gallery's shots do not change from run to run. */
const daysBefore = (days: number) => new Date(Date.UTC(2026, 10, 20, 9, 30) - days * 86_400_000).toISOString();

/** The demo account's passkeys: one synced, one kept on a single device (issue 54). */
const PREVIEW_PASSKEYS: readonly PasskeyView[] = [
  {
    id: 'preview-passkey-1',
    name: 'iCloud Keychain',
    createdAt: daysBefore(40),
    lastUsedAt: daysBefore(1),
    backedUp: true,
    deviceType: 'multiDevice',
  },
  {
    id: 'preview-passkey-2',
    name: 'Chrome on Windows',
    createdAt: daysBefore(3),
    lastUsedAt: null,
    backedUp: false,
    deviceType: 'singleDevice',
  },
];

/** The demo account's recent security activity (issue 55): sign-ins, a way in linked, a passkey added. */
const PREVIEW_EVENTS: readonly SecurityEvent[] = [
  { id: 'e4', kind: 'signIn', method: 'google.com', browser: 'Safari', platform: 'iOS', at: daysBefore(1) },
  { id: 'e3', kind: 'passkeyAdded', method: null, browser: 'Chrome', platform: 'Windows', at: daysBefore(3) },
  { id: 'e2', kind: 'googleLinked', method: null, browser: 'Chrome', platform: 'Windows', at: daysBefore(3) },
  { id: 'e1', kind: 'signIn', method: 'password', browser: 'Chrome', platform: 'Windows', at: daysBefore(3) },
];

/**
 * What the account's API GETs answer on the security and sign-in methods pages: one answer serves
 * both of the security page's reads (its passkeys and its activity), each taking its own part.
 */
const ACCOUNT_READS: Situation = { calls: { 'api.getWithBearer': { value: { passkeys: PREVIEW_PASSKEYS, events: PREVIEW_EVENTS } } } };

/**
 * The reads a page makes on entering, answered in every scene that passes it. Only reads: an enter
 * action that moves on (a link being checked) stays unanswered, so its own scene keeps its state.
 */
const ENTER_SITUATIONS: Readonly<Record<string, Situation>> = {
  'account.readSecurityPage': ACCOUNT_READS,
  'account.listPasskeys': ACCOUNT_READS,
  'account.listSignInMethods': { calls: { ...ACCOUNT_READS.calls, signInProviders: 'ok' } },
};

export const MOVE_SITUATIONS: Readonly<Record<string, Readonly<Record<string, Situation>>>> = {
  'auth.checkResetLink': {
    ok: { calls: { checkPasswordResetCode: 'ok' } },
    error: { calls: { checkPasswordResetCode: { fail: 'auth/expired-action-code' } } },
    'auth/invalid-action-code': { calls: { checkPasswordResetCode: { fail: 'auth/invalid-action-code' } } },
    'hub.no_oob_code': { query: { oobCode: null } },
  },
  'auth.resetPassword': {
    ok: { calls: { confirmPasswordReset: 'ok' } },
    'auth/expired-action-code': { calls: { confirmPasswordReset: { fail: 'auth/expired-action-code' } } },
    'auth/invalid-action-code': { calls: { confirmPasswordReset: { fail: 'auth/invalid-action-code' } } },
    error: { calls: { confirmPasswordReset: { fail: 'auth/internal-error' } } },
  },
  'auth.verifyEmail': codeApplied,
  'auth.applyActionCode': codeApplied,
  'auth.completeEmailLink': {
    'hub.email_required': { calls: { isEmailSignInLink: { value: true } }, query: { email: null } },
    'hub.switch_account': { calls: { isEmailSignInLink: { value: true } }, query: { email: OTHER_EMAIL }, user: 'complete' },
    // The link names the demo user's address, as on the device it was asked from; without it
    // the flow asks for the email first and the scene would show that instead.
    'hub.second_factor': {
      calls: { isEmailSignInLink: { value: true }, signInWithEmailLink: { fail: SECOND_FACTOR_REQUIRED } },
      query: { email: DEMO_EMAIL },
    },
    error: { calls: { isEmailSignInLink: { value: false } } },
  },
  'auth.checkCustomToken': {
    ok: { user: 'complete', query: { customToken: previewToken(DEMO_UID) } },
    'hub.no_token': { query: { customToken: null } },
    'hub.switch_account': { user: 'complete' },
    'hub.confirm_account': { calls: { accountOfCustomToken: 'ok' } },
    'hub.confirm_new_account': {
      calls: { accountOfCustomToken: { value: { uid: 'preview-new', email: null, phoneNumber: null, displayName: null } } },
    },
    error: { calls: { accountOfCustomToken: { fail: 'auth/invalid-custom-token' } } },
  },
  'auth.signInWithCustomToken': {
    'hub.no_token': { query: { customToken: null } },
    'hub.switch_account': { user: 'complete' },
    error: { calls: { signInWithCustomToken: { fail: 'auth/invalid-custom-token' } } },
  },
  'api.handOver': { error: { calls: { 'api.getWithBearer': { fail: 'server' } } } },
  'api.sendSignUpEmail': { ok: sent },
  'api.sendMagicLinkEmail': { ok: sent },
  'api.sendPasswordResetEmail': { ok: sent },
  'api.sendVerificationEmail': { ok: sent },
  'auth.sendPhoneCode': { ok: { calls: { sendPhoneCode: 'ok' } } },
  'auth.verifyPhoneCode': { ok: { calls: { 'phone.confirm': 'ok' } } },
  'account.sendLinkCode': {
    ok: { calls: { 'api.getPublic': { value: { isRegistered: false } }, sendPhoneLinkCode: 'ok' } },
    'hub.phone_registered': { calls: { 'api.getPublic': { value: { isRegistered: true } } } },
  },
  'account.verifyLinkCode': {
    ok: { calls: { 'phone.confirm': 'ok' } },
    'hub.phone_registered': { calls: { 'phone.confirm': { fail: 'auth/credential-already-in-use' } } },
  },
  'account.sendMergeCode': { ok: { calls: { sendOtherAccountCode: 'ok' } } },
  'account.mergeAccounts': { ok: { calls: { 'merge.confirm': 'ok', 'api.putWithBearer': { value: {} } } } },
  'account.saveName': { ok: { calls: { updateProfile: 'ok' } } },
  'account.setEmailAndPassword': {
    ok: { calls: { setEmail: 'ok', setPassword: 'ok', 'api.postPublic': { value: {} }, 'api.postWithBearer': { value: {} } } },
  },
  'account.changePassword': {
    ok: { calls: { changePassword: 'ok' } },
    'hub.second_factor': { calls: { changePassword: { fail: SECOND_FACTOR_REQUIRED } } },
    // The current password typed is not the account's (issue 56 item 15: said under that field).
    'auth/wrong-password': { calls: { changePassword: { fail: 'auth/wrong-password' } } },
  },
  'account.changeEmail': { ok: { calls: { sendChangeEmailLink: 'ok' } } },
  'account.sendVerificationEmail': { ok: sent },
  'account.listSecondFactors': { ok: { calls: { secondFactors: 'ok' } } },
  'account.removeSecondFactor': { ok: { calls: { removeSecondFactor: 'ok' } } },
  'auth.signInWithPassword': { 'hub.second_factor': { calls: { signInWithPassword: { fail: SECOND_FACTOR_REQUIRED } } } },
  'auth.signInWithGoogle': { 'hub.second_factor': { calls: { signInWithGoogle: { fail: SECOND_FACTOR_REQUIRED } } } },
  // The challenge of the step before sends its code at once (studio/preview-services.ts).
  'auth.sendSecondFactorCode': { ok: {} },
  // One factor: its code is sent on arrival. Two: the person chooses (the challenge offers both).
  'auth.sendSoleSecondFactorCode': { ok: {}, 'hub.choose_second_factor': { calls: { 'secondFactor.factors': { value: 2 } } } },
  'auth.verifySecondFactorCode': { ok: { calls: { 'phone.confirm': 'ok' } } },
  'account.sendEnrolmentCode': {
    ok: { calls: { sendSecondFactorEnrolmentCode: 'ok' } },
    // A number the AU rules refuse, said at the field (issue 56 item 4).
    'screen.phone_invalid': { typed: { phone: '0412 000' } },
    // Told before enrolling: an account that signs in by phone and has no second factor yet.
    'hub.ends_phone_sign_in': { user: 'phone-sign-in' },
  },
  'account.enrolSecondFactor': { ok: { calls: { 'phone.confirm': 'ok' } } },
  'account.signOutEverywhere': { ok: { calls: { 'api.postWithBearer': { value: { revoked: true } }, signOut: 'ok' } } },
  // The deletion page asks for the email address, or for an account without one, the phone number.
  'account.chooseDeletionConfirmation': { ok: {}, 'hub.confirm_by_phone': { user: 'no-email' } },
};

export function situationOf(action: string, outcome: string): Situation | undefined {
  return MOVE_SITUATIONS[action]?.[outcome];
}

/** The demo account: a complete one, and the onboarding variants that lack a part. */
export const DEMO_USER: AuthUser = {
  uid: DEMO_UID,
  email: DEMO_EMAIL,
  emailVerified: true,
  displayName: 'Alex Example',
  photoURL: null,
  phoneNumber: '+61412345678',
  // A complete account has a second factor too: a brand that requires one shows its account pages,
  // not onboarding's step to add one (that step's scene uses 'no-second-factor').
  hasSecondFactor: true,
};

export function demoUser(kind: DemoUserKind): AuthUser | null {
  switch (kind) {
    case 'none':
      return null;
    case 'complete':
      return DEMO_USER;
    case 'nameless':
      return { ...DEMO_USER, displayName: null, emailVerified: false };
    case 'no-email':
      return { ...DEMO_USER, email: null, emailVerified: false };
    case 'no-phone':
      return { ...DEMO_USER, phoneNumber: null };
    // No phone either: enrolling one asks nothing first (an account that signs in by phone is told it ends).
    case 'no-second-factor':
      return { ...DEMO_USER, phoneNumber: null, hasSecondFactor: false };
    case 'phone-sign-in':
      return { ...DEMO_USER, hasSecondFactor: false };
  }
}

/** A custom token of another account than the demo user's. */
const OTHER_ACCOUNT_TOKEN = previewToken('preview-sam');

/** Every scene's link carries these; a situation removes one to show its absence. */
const DEMO_CREDENTIALS: Readonly<Record<string, string>> = { oobCode: 'PREVIEW-CODE', customToken: OTHER_ACCOUNT_TOKEN };

export interface PreviewPlan {
  user: AuthUser | null;
  calls: PreviewCalls;
  /** The query shown in the address (credentials are not, as main.tsx strips them). */
  query: URLSearchParams;
  /** What the landing link carried (src/domain/link-credentials.ts). */
  credentials: URLSearchParams;
}

/** Who is signed in, what the services answer and what the address holds for a scene. */
export function previewPlan(scene: Scene): PreviewPlan {
  let user = scene.user;
  const calls: Record<string, Answer> = {};
  const all: Record<string, string> = { ...DEMO_CREDENTIALS, ...scene.query };
  for (const enter of scene.enters ?? []) Object.assign(calls, ENTER_SITUATIONS[enter]?.calls);
  for (const move of scene.moves) {
    const s = move.action === undefined ? undefined : situationOf(move.action, move.outcome); // a button without an action needs no answer
    if (!s) continue;
    if (s.user) user = s.user;
    Object.assign(calls, s.calls);
    for (const [k, v] of Object.entries(s.query ?? {})) {
      if (v === null) delete all[k];
      else all[k] = v;
    }
  }
  const query = new URLSearchParams();
  const credentials = new URLSearchParams();
  for (const [k, v] of Object.entries(all)) ((CREDENTIAL_PARAMS as readonly string[]).includes(k) ? credentials : query).set(k, v);
  return { user: demoUser(user), calls, query, credentials };
}
