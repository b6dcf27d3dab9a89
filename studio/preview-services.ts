/**
 * The services a preview runs on: no network, no Firebase, nothing stored beyond the page. The
 * identity service reports the scene's demo user and answers only the calls the scene's plan
 * names (studio/preview-answers.ts); every other call, including anything that would change
 * an account or leave the page, never answers, so the screen stays as drawn.
 */
import type { AuthService, AuthUser, PhoneConfirmation, Services } from '../src/services/types';
import { createMemoryStorage } from '../src/services/browser-storage';
import { createAnalytics } from '../src/services/analytics';
import { ApiError } from '../src/errors/hub-error';
import { SECOND_FACTOR_REQUIRED, SecondFactorRequired } from '../src/services/second-factor';
import { DEMO_EMAIL, DEMO_USER, type Answer, type PreviewPlan } from './preview-answers';

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** A demo account's second factor, for the sign-in's code steps. */
const PREVIEW_FACTOR = { id: 'preview-factor', phoneNumber: '+*******5678', enrolledAt: null };
/** The same factor as the signed-in person's own list shows it (the second-factor page, its Remove dialog). */
const ENROLLED_FACTOR = { id: 'preview-factor', phoneNumber: DEMO_USER.phoneNumber!, enrolledAt: '2026-10-11T09:30:00.000Z' };

/**
 * An identity failure as Firebase throws it (an error with a code); 'server' is the API's 500; a
 * required second factor comes with a challenge whose code is sent and confirmed as the plan says.
 */
function failure(code: string, phoneCode: () => PhoneConfirmation, factorCount: number): Error {
  if (code === 'server') return new ApiError(500, null);
  if (code === SECOND_FACTOR_REQUIRED) {
    const factors = Array.from({ length: factorCount }, (_, i) =>
      i === 0 ? PREVIEW_FACTOR : { ...PREVIEW_FACTOR, id: `preview-factor-${i}` },
    );
    return new SecondFactorRequired({ factors, sendCode: () => Promise.resolve(phoneCode()) });
  }
  return Object.assign(new Error(code), { code });
}

/** The plan's answers, and the demo user as the calls the plan lets through change it. */
interface PlanAnswers {
  user: () => AuthUser | null;
  listeners: Set<(u: AuthUser | null) => void>;
  /** An account change the plan let through shows as the identity service would report it (e.g. All Done! names the email just set). */
  changed: (patch: Partial<AuthUser>) => void;
  /** The plan's answer to call, with fallback as the value of a plain 'ok'. */
  answer: <T>(call: string, fallback: () => T) => Promise<T>;
  /** The demo user, or a new account for a sign-up. */
  signedIn: () => AuthUser;
  phoneCode: () => PhoneConfirmation;
}

function planAnswers(plan: PreviewPlan): PlanAnswers {
  let user = plan.user;
  const listeners = new Set<(u: AuthUser | null) => void>();
  const changed = (patch: Partial<AuthUser>) => {
    if (!user) return;
    user = { ...user, ...patch };
    for (const l of listeners) l(user);
  };
  // How many second factors the account's challenge offers: one, unless the plan says ('secondFactor.factors').
  const factorCount = (): number => {
    const a = plan.calls['secondFactor.factors'];
    return a !== undefined && a !== 'ok' && 'value' in a && typeof a.value === 'number' ? a.value : 1;
  };
  const answer = <T>(call: string, fallback: () => T): Promise<T> => {
    const a: Answer | undefined = plan.calls[call];
    if (a === undefined) return never();
    if (a === 'ok') return Promise.resolve(fallback());
    if ('fail' in a) return Promise.reject(failure(a.fail, phoneCode, factorCount()));
    return Promise.resolve(a.value as T);
  };
  const signedIn = (): AuthUser =>
    user ?? { uid: 'preview-new', email: null, emailVerified: false, displayName: null, photoURL: null, phoneNumber: null };
  const phoneCode = (): PhoneConfirmation => ({ confirm: () => answer('phone.confirm', signedIn) });
  return { user: () => user, listeners, changed, answer, signedIn, phoneCode };
}

function previewAuth({ user, listeners, changed, answer, signedIn, phoneCode }: PlanAnswers): AuthService {
  return {
    apiKey: 'preview',
    ready: () => Promise.resolve(),
    currentUser: user,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signInWithPassword: () => answer('signInWithPassword', signedIn),
    signInWithGoogle: () => answer('signInWithGoogle', signedIn),
    signInWithCustomToken: () => answer('signInWithCustomToken', signedIn),
    accountOfCustomToken: () => answer('accountOfCustomToken', () => DEMO_USER),
    isEmailSignInLink: () => answer('isEmailSignInLink', () => true),
    signInWithEmailLink: () => answer('signInWithEmailLink', signedIn),
    sendPhoneCode: () => answer('sendPhoneCode', phoneCode),
    checkPasswordResetCode: () => answer('checkPasswordResetCode', () => user()?.email ?? DEMO_EMAIL),
    confirmPasswordReset: () => answer('confirmPasswordReset', () => undefined),
    applyActionCode: () => answer('applyActionCode', () => undefined),
    // A refresh reads only; the flows wait for it after applying a code.
    reloadUser: () => Promise.resolve(),
    updateProfile: (profile) => answer('updateProfile', () => changed(profile)),
    setEmail: (email) => answer('setEmail', () => changed({ email })),
    setPassword: () => answer('setPassword', () => undefined),
    changePassword: () => answer('changePassword', () => undefined),
    sendChangeEmailLink: () => answer('sendChangeEmailLink', () => undefined),
    sendPhoneLinkCode: () => answer('sendPhoneLinkCode', phoneCode),
    sendOtherAccountCode: () =>
      answer('sendOtherAccountCode', () => ({ confirm: () => answer('merge.confirm', () => 'preview-other-id-token') })),
    // The demo account's factor when it has one (a complete account: its Remove opens the dialog),
    // else none; enrolling answers like phone linking.
    secondFactors: () => Promise.resolve(user()?.hasSecondFactor ? [ENROLLED_FACTOR] : []),
    setLanguage: () => undefined,
    sendSecondFactorEnrolmentCode: () => answer('sendSecondFactorEnrolmentCode', phoneCode),
    removeSecondFactor: () => answer('removeSecondFactor', () => undefined),
    signInProviders: () =>
      answer('signInProviders', () => ({
        email: user()?.email ?? null,
        password: Boolean(user()?.email),
        google: null,
        phoneNumber: user()?.phoneNumber ?? null,
      })),
    addPassword: () => answer('addPassword', () => undefined),
    linkGoogle: () => answer('linkGoogle', () => undefined),
    unlinkProvider: () => answer('unlinkProvider', () => undefined),
    signOut: () => answer('signOut', () => undefined),
    // Previews show a session signed in just now: a second-factor change asks for no new sign-in.
    signedInAt: () => Promise.resolve(user() ? Date.now() : null),
    idToken: () => (user() ? Promise.resolve('preview-id-token') : Promise.reject(failure('auth/not-logged-in', phoneCode, 1))),
  };
}

/** The API's calls: each answers only as the plan says, an empty object for a plain 'ok'. */
function previewApi(answer: PlanAnswers['answer']): Services['api'] {
  return {
    postPublic: <T>() => answer<T>('api.postPublic', () => ({}) as T),
    getWithBearer: <T>() => answer<T>('api.getWithBearer', () => ({}) as T),
    getPublic: <T>() => answer<T>('api.getPublic', () => ({}) as T),
    getWithToken: <T>() => answer<T>('api.getWithToken', () => ({}) as T),
    putWithBearer: <T>() => answer<T>('api.putWithBearer', () => ({}) as T),
    postWithBearer: <T>() => answer<T>('api.postWithBearer', () => ({}) as T),
    patchWithBearer: <T>() => answer<T>('api.patchWithBearer', () => ({}) as T),
    deleteWithBearer: <T>() => answer<T>('api.deleteWithBearer', () => ({}) as T),
  };
}

export function createPreviewServices(plan: PreviewPlan): Services {
  const answers = planAnswers(plan);
  const { answer } = answers;
  const storage = createMemoryStorage();
  return {
    auth: previewAuth(answers),
    api: previewApi(answer),
    storage,
    // No provider: nothing is sent and no consent is asked.
    analytics: createAnalytics(storage, null),
    passkeys: {
      supported: () => true,
      authenticate: () => answer('passkeys.authenticate', () => ({})),
      register: () => answer('passkeys.register', () => ({})),
      defaultName: () => 'Chrome on macOS',
      autofill: () => Promise.resolve(null),
    },
    // Previews never reach the range route: every password is one no breach lists.
    passwords: { timesSeen: () => Promise.resolve(0) },
  };
}
