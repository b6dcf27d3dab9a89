/**
 * Firebase Auth behind the AuthService interface. In the local environment it talks to the
 * Auth Emulator (spec: Firebase runs for real, never mocked).
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  initializeAuth,
  browserLocalPersistence,
  inMemoryPersistence,
  connectAuthEmulator,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithCustomToken,
  signInWithEmailLink,
  isSignInWithEmailLink,
  signInWithPopup,
  signInWithPhoneNumber,
  GoogleAuthProvider,
  RecaptchaVerifier,
  browserPopupRedirectResolver,
  verifyPasswordResetCode,
  confirmPasswordReset,
  applyActionCode,
  reload,
  signOut,
  updateProfile,
  updateEmail,
  updatePassword,
  reauthenticateWithCredential,
  EmailAuthProvider,
  PhoneAuthProvider,
  linkWithCredential,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import type { FirebaseSettings } from '../config/types';
import { HubError } from '../errors/hub-error';
import { identityCodeOf } from '../errors/describe-error';
import type { AuthService, AuthUser } from './types';
import { toAuthUser } from './firebase-user';
import { SECOND_FACTOR_REQUIRED } from './second-factor';
import { onDemand } from './on-demand';

/** The Firebase app and its auth, persisted in local storage, or in memory where the browser blocks storage. */
function createAuth(settings: FirebaseSettings): Auth {
  const app = initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  const auth = initializeAuth(app, {
    persistence: [browserLocalPersistence, inMemoryPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  return withSettings(auth, settings);
}

/**
 * Who a custom token signs in, without signing this browser in: a sign-in in an app of its own,
 * kept in memory only and deleted at once, so nothing of it reaches the page's session or storage.
 */
async function accountOfCustomToken(settings: FirebaseSettings, token: string): Promise<AuthUser> {
  const app = initializeApp(
    { apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId },
    `token-account-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  try {
    const auth = withSettings(initializeAuth(app, { persistence: inMemoryPersistence }), settings);
    return toAuthUser((await signInWithCustomToken(auth, token)).user);
  } finally {
    await deleteApp(app);
  }
}

/** The emulator connection, where the settings name one. */
function withSettings(auth: Auth, settings: FirebaseSettings): Auth {
  if (settings.authEmulatorUrl) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
    // Emulator only: the emulator does not run reCAPTCHA; production keeps the invisible check.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

/** A fresh invisible robot check in its own new element inside holder (one per attempt). */
function freshVerifier(auth: Auth, containerId: string): RecaptchaVerifier {
  const holder = document.getElementById(containerId);
  if (!holder) throw new Error(`no element #${containerId} for the robot check`);
  const box = document.createElement('div');
  holder.replaceChildren(box);
  return new RecaptchaVerifier(auth, box, { size: 'invisible' });
}

/** The second-factor code, loaded when one is met or managed (not part of the sign-in screen's code). */
const secondFactorCode = onDemand(() => import('./firebase-second-factor'));
/** Adding and removing sign-in methods, loaded when the sign-in methods page first uses it. */
const signInMethodsCode = onDemand(() => import('./firebase-sign-in-methods'));
/** The merge's REST sign-in of the other account, loaded when its code is sent (not part of every screen's identity code). */
const phoneRestCode = onDemand(() => import('./phone-sign-in-rest'));

/** What the parts of the service share: the auth, its settings, and the helpers every part uses. */
interface AuthCore {
  auth: Auth;
  settings: FirebaseSettings;
  verifierFor: (containerId: string) => RecaptchaVerifier;
  /** A first factor that Firebase answers with "a second factor is required" rejects with its challenge (SecondFactorRequired). */
  signInOrSecondFactorChallenge: (signIn: Promise<{ user: User }>, then?: () => Promise<void>) => Promise<AuthUser>;
  /** Profile updates fire no Firebase event; the hub tells its own listeners after each one. */
  listeners: Set<(user: AuthUser | null) => void>;
  notify: () => void;
  /** The signed-in user, or the failure that there is none. */
  live: () => User;
  /**
   * Runs a call that reads the account afresh (account-lookup.ts); when that changed what the hub
   * says of the user (a second factor another tab removed), its listeners hear it, and through
   * them the flows' facts.
   */
  afresh: <T>(call: () => Promise<T>) => Promise<T>;
}

function authCore(settings: FirebaseSettings): AuthCore {
  const auth = createAuth(settings);
  const verifierFor = (containerId: string) => freshVerifier(auth, containerId);
  const listeners = new Set<(user: AuthUser | null) => void>();
  const notify = () => {
    const u = auth.currentUser ? toAuthUser(auth.currentUser) : null;
    for (const l of listeners) l(u);
  };
  const seen = () => JSON.stringify(auth.currentUser ? toAuthUser(auth.currentUser) : null);
  return {
    auth,
    settings,
    verifierFor,
    signInOrSecondFactorChallenge: async (signIn, then) => {
      try {
        return toAuthUser((await signIn).user);
      } catch (error) {
        if (identityCodeOf(error) !== SECOND_FACTOR_REQUIRED) throw error;
        throw (await secondFactorCode()).secondFactorRequired(auth, error, verifierFor, then);
      }
    },
    listeners,
    notify,
    live: () => {
      if (!auth.currentUser) throw new HubError('screen.no_user');
      return auth.currentUser;
    },
    afresh: async (call) => {
      const before = seen();
      const answer = await call();
      // Only a change is told: a flow that reads the account when the facts change must not loop.
      if (seen() !== before) notify();
      return answer;
    },
  };
}

/**
 * Issue 56: a password set or changed moves the account's validSince to that second, and the
 * API's revocation check (server/bearer.ts) refuses a token whose auth_time is older. The token
 * the SDK swaps in after the change, and any refresh of it, keep the auth_time of the last
 * sign-in (so the Auth Emulator does; docs/operations.md, Sessions): only a sign-in moves it. So the person
 * is signed in again, silently, with the password they have just chosen. An account with a
 * second factor would be asked for a code once more; it keeps the session it has (its own
 * confirmation came just before the change). The change is made either way: a renewal that
 * fails is not reported as a failed change.
 */
async function keepSessionAfterPasswordChange(user: User, password: string): Promise<void> {
  if (!user.email) return;
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password)).catch(() => undefined);
}

/** The session: who is signed in, its changes, its token, signing in and out. */
function sessionPart({ auth, settings, listeners, signInOrSecondFactorChallenge }: AuthCore) {
  return {
    apiKey: settings.apiKey,
    ready: () => auth.authStateReady(),
    currentUser: () => (auth.currentUser ? toAuthUser(auth.currentUser) : null),
    onChange: (listener: (user: AuthUser | null) => void) => {
      listeners.add(listener);
      const stop = onIdTokenChanged(auth, (u) => listener(u ? toAuthUser(u) : null));
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    signInWithPassword: (email: string, password: string) =>
      signInOrSecondFactorChallenge(signInWithEmailAndPassword(auth, email, password)),
    signInWithGoogle: () => signInOrSecondFactorChallenge(signInWithPopup(auth, new GoogleAuthProvider())),
    signInWithCustomToken: async (token: string) => toAuthUser((await signInWithCustomToken(auth, token)).user),
    accountOfCustomToken: (token: string) => accountOfCustomToken(settings, token),
    isEmailSignInLink: (href: string) => Promise.resolve(isSignInWithEmailLink(auth, href)),
    signInWithEmailLink: (email: string, href: string) => signInOrSecondFactorChallenge(signInWithEmailLink(auth, email, href)),
    signOut: () => signOut(auth),
    setLanguage: (locale: string) => {
      auth.languageCode = locale;
    },
    signedInAt: async () => {
      await auth.authStateReady();
      if (!auth.currentUser) return null;
      // Read from the token itself: a refreshed token keeps the auth_time of the last sign-in.
      const ms = Date.parse((await auth.currentUser.getIdTokenResult()).authTime);
      return Number.isNaN(ms) ? null : ms;
    },
    idToken: async (forceRefresh = false) => {
      await auth.authStateReady();
      // Spec 4: a token request with no signed-in user after initialisation fails.
      if (!auth.currentUser) throw new HubError('auth.not_logged_in');
      return auth.currentUser.getIdToken(forceRefresh);
    },
  } satisfies Partial<AuthService>;
}

/** Out-of-band codes and the account's own data: reset and action codes, profile, email, password. */
function accountPart({ auth, notify, live, signInOrSecondFactorChallenge }: AuthCore) {
  return {
    checkPasswordResetCode: (oobCode: string) => verifyPasswordResetCode(auth, oobCode),
    confirmPasswordReset: (oobCode: string, pw: string) => confirmPasswordReset(auth, oobCode, pw),
    applyActionCode: (oobCode: string) => applyActionCode(auth, oobCode),
    reloadUser: async () => {
      if (auth.currentUser) await reload(auth.currentUser);
      notify();
    },
    updateProfile: async (profile: Parameters<AuthService['updateProfile']>[0]) => {
      await updateProfile(live(), profile);
      notify();
    },
    setEmail: async (email: string) => {
      await updateEmail(live(), email);
      notify();
    },
    setPassword: async (password: string) => {
      const user = live();
      await updatePassword(user, password);
      await keepSessionAfterPasswordChange(user, password);
    },
    changePassword: async (oldPassword: string, newPassword: string) => {
      const user = live();
      if (!user.email) throw new HubError('screen.no_user_email');
      // An account with a second factor confirms it too; the new password is set once it has.
      const setPassword = async () => {
        await updatePassword(user, newPassword);
        await keepSessionAfterPasswordChange(user, newPassword);
      };
      await signInOrSecondFactorChallenge(
        reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, oldPassword)),
        setPassword,
      );
      await setPassword();
    },
    sendChangeEmailLink: async (newEmail: string, continueUrl: string) => verifyBeforeUpdateEmail(live(), newEmail, { url: continueUrl }),
  } satisfies Partial<AuthService>;
}

/** The phone's codes: signing in with one, linking one, and the other account's sign-in for a merge. */
function phonePart({ auth, settings, notify, live }: AuthCore) {
  return {
    sendPhoneCode: async (phone: string, containerId: string) => {
      // A new verifier (and container) per attempt: reusing one for a second verification hangs.
      const verifier = freshVerifier(auth, containerId);
      try {
        const result = await signInWithPhoneNumber(auth, phone, verifier);
        return { confirm: async (code: string) => toAuthUser((await result.confirm(code)).user) };
      } finally {
        verifier.clear();
      }
    },
    sendPhoneLinkCode: async (phone: string, containerId: string) => {
      const verifier = freshVerifier(auth, containerId);
      try {
        const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(phone, verifier);
        return { confirm: (code: string) => linkPhone(live, phone, verificationId, code, notify) };
      } finally {
        verifier.clear();
      }
    },
    sendOtherAccountCode: async (phone: string, containerId: string) => {
      // Its code arrives while the SMS goes out; a chunk that failed is asked for again on confirm.
      phoneRestCode().catch(() => undefined);
      const verifier = freshVerifier(auth, containerId);
      try {
        // The SMS goes out through the robot check; its session info and the typed code then
        // sign the other account in over REST (spec 7), leaving this session as it is.
        const sessionInfo = await new PhoneAuthProvider(auth).verifyPhoneNumber(phone, verifier);
        return { confirm: async (code: string) => (await phoneRestCode()).signInWithPhoneNumberRest(settings, code, sessionInfo) };
      } finally {
        verifier.clear();
      }
    },
  } satisfies Partial<AuthService>;
}

/** Links the phone whose code was sent to the signed-in user. */
async function linkPhone(live: () => User, phone: string, verificationId: string, code: string, notify: () => void): Promise<AuthUser> {
  const user = live();
  try {
    await linkWithCredential(user, PhoneAuthProvider.credential(verificationId, code));
  } catch (error) {
    // A link that reached the server but whose answer was lost: trying again finds the
    // phone already linked, which is the success the person is waiting for.
    if (identityCodeOf(error) !== 'auth/provider-already-linked') throw error;
    await reload(user);
    if (user.phoneNumber !== phone) throw error;
  }
  // The link is done; a refresh that fails must not report it as failed.
  await reload(user).catch(() => undefined);
  notify();
  return toAuthUser(live());
}

/** Second factors and sign-in methods, each in a chunk loaded when first used. */
function methodsPart({ auth, settings, verifierFor, notify, live, afresh }: AuthCore) {
  return {
    secondFactors: async () => {
      const user = auth.currentUser;
      return user ? afresh(async () => (await secondFactorCode()).currentFactors(settings, user)) : [];
    },
    sendSecondFactorEnrolmentCode: async (phone: string, containerId: string) => {
      const confirmation = await (await secondFactorCode()).sendEnrolmentCode(auth, live(), phone, verifierFor, containerId);
      return {
        confirm: async (code: string) => {
          const user = await confirmation.confirm(code);
          notify();
          return user;
        },
      };
    },
    removeSecondFactor: async (factorId: string) => {
      await (await secondFactorCode()).removeFactor(live(), factorId);
      notify();
    },
    signInProviders: async () => afresh(async () => (await signInMethodsCode()).signInProviders(settings, live())),
    addPassword: async (email: string, password: string) => {
      await (await signInMethodsCode()).addPassword(live(), email, password);
      notify();
    },
    linkGoogle: async () => {
      await (await signInMethodsCode()).linkGoogle(live());
      notify();
    },
    unlinkProvider: async (provider: Parameters<AuthService['unlinkProvider']>[0]) => {
      await (await signInMethodsCode()).unlinkProvider(live(), provider);
      notify();
    },
  } satisfies Partial<AuthService>;
}

/** The AuthService over Firebase, made of its parts (each a group of methods with one job). */
export function createFirebaseAuthService(settings: FirebaseSettings): AuthService {
  const core = authCore(settings);
  return { ...sessionPart(core), ...accountPart(core), ...phonePart(core), ...methodsPart(core) };
}
