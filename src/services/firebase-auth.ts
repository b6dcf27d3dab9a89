/**
 * Firebase Auth behind the AuthService interface. In the local environment it talks to the
 * Auth Emulator (spec: Firebase runs for real, never mocked).
 */
import { initializeApp } from 'firebase/app';
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
import { identityCodeOf } from '../errors/normalise-error';
import type { AuthService, AuthUser } from './types';
import { signInWithPhoneNumberRest } from './phone-sign-in-rest';

function toAuthUser(u: User): AuthUser {
  return {
    uid: u.uid,
    email: u.email,
    emailVerified: u.emailVerified,
    displayName: u.displayName,
    photoURL: u.photoURL,
    phoneNumber: u.phoneNumber,
  };
}

/** The Firebase app and its auth, persisted in local storage, or in memory where the browser blocks storage. */
function createAuth(settings: FirebaseSettings): Auth {
  const app = initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  const auth = initializeAuth(app, {
    persistence: [browserLocalPersistence, inMemoryPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
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

export function createFirebaseAuthService(settings: FirebaseSettings): AuthService {
  const auth = createAuth(settings);
  // Profile updates fire no Firebase event; the hub tells its own listeners after each one.
  const listeners = new Set<(user: AuthUser | null) => void>();
  const notify = () => {
    const u = auth.currentUser ? toAuthUser(auth.currentUser) : null;
    for (const l of listeners) l(u);
  };
  const live = (): User => {
    if (!auth.currentUser) throw new HubError('screen.no_user');
    return auth.currentUser;
  };
  return {
    apiKey: settings.apiKey,
    ready: () => auth.authStateReady(),
    currentUser: () => (auth.currentUser ? toAuthUser(auth.currentUser) : null),
    onChange: (listener) => {
      listeners.add(listener);
      const stop = onIdTokenChanged(auth, (u) => listener(u ? toAuthUser(u) : null));
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    signInWithPassword: async (email, password) => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user),
    signInWithGoogle: async () => toAuthUser((await signInWithPopup(auth, new GoogleAuthProvider())).user),
    signInWithCustomToken: async (token) => toAuthUser((await signInWithCustomToken(auth, token)).user),
    isEmailSignInLink: (href) => Promise.resolve(isSignInWithEmailLink(auth, href)),
    signInWithEmailLink: async (email, href) => toAuthUser((await signInWithEmailLink(auth, email, href)).user),
    sendPhoneCode: async (phone, containerId) => {
      // A new verifier (and container) per attempt: reusing one for a second verification hangs.
      const verifier = freshVerifier(auth, containerId);
      try {
        const result = await signInWithPhoneNumber(auth, phone, verifier);
        return { confirm: async (code: string) => toAuthUser((await result.confirm(code)).user) };
      } finally {
        verifier.clear();
      }
    },
    checkPasswordResetCode: (oobCode) => verifyPasswordResetCode(auth, oobCode),
    confirmPasswordReset: (oobCode, pw) => confirmPasswordReset(auth, oobCode, pw),
    applyActionCode: (oobCode) => applyActionCode(auth, oobCode),
    reloadUser: async () => {
      if (auth.currentUser) await reload(auth.currentUser);
      notify();
    },
    updateProfile: async (profile) => {
      await updateProfile(live(), profile);
      notify();
    },
    setEmail: async (email) => {
      await updateEmail(live(), email);
      notify();
    },
    setPassword: async (password) => updatePassword(live(), password),
    changePassword: async (oldPassword, newPassword) => {
      const user = live();
      if (!user.email) throw new HubError('screen.no_user_email');
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, oldPassword));
      await updatePassword(user, newPassword);
    },
    sendChangeEmailLink: async (newEmail, continueUrl) => verifyBeforeUpdateEmail(live(), newEmail, { url: continueUrl }),
    sendPhoneLinkCode: async (phone, containerId) => {
      const verifier = freshVerifier(auth, containerId);
      try {
        const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(phone, verifier);
        return {
          confirm: async (code: string) => {
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
          },
        };
      } finally {
        verifier.clear();
      }
    },
    sendOtherAccountCode: async (phone, containerId) => {
      const verifier = freshVerifier(auth, containerId);
      try {
        // The SMS goes out through the robot check; its session info and the typed code then
        // sign the other account in over REST (spec 7), leaving this session as it is.
        const sessionInfo = await new PhoneAuthProvider(auth).verifyPhoneNumber(phone, verifier);
        return { confirm: (code: string) => signInWithPhoneNumberRest(settings, code, sessionInfo) };
      } finally {
        verifier.clear();
      }
    },
    signOut: () => signOut(auth),
    idToken: async (forceRefresh = false) => {
      await auth.authStateReady();
      // Spec 4: a token request with no signed-in user after initialisation fails.
      if (!auth.currentUser) throw new HubError('auth.not_logged_in');
      return auth.currentUser.getIdToken(forceRefresh);
    },
  };
}
