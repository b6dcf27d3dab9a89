/**
 * Firebase Auth behind the AuthService interface. In the local environment it talks to the
 * Auth Emulator (spec: Firebase runs for real, never mocked).
 */
import { initializeApp } from 'firebase/app';
import {
  initializeAuth,
  browserLocalPersistence,
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
  type User,
} from 'firebase/auth';
import type { FirebaseSettings } from '../config/types';
import { HubError } from '../errors/hub-error';
import type { AuthService, AuthUser } from './types';

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

export function createFirebaseAuthService(settings: FirebaseSettings): AuthService {
  const app = initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  const auth = initializeAuth(app, { persistence: [browserLocalPersistence], popupRedirectResolver: browserPopupRedirectResolver });
  if (settings.authEmulatorUrl) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
    // Emulator only: the emulator does not run reCAPTCHA; production keeps the invisible check.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return {
    apiKey: settings.apiKey,
    ready: () => auth.authStateReady(),
    currentUser: () => (auth.currentUser ? toAuthUser(auth.currentUser) : null),
    onChange: (listener) => onIdTokenChanged(auth, (u) => listener(u ? toAuthUser(u) : null)),
    signInWithPassword: async (email, password) => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user),
    signInWithGoogle: async () => toAuthUser((await signInWithPopup(auth, new GoogleAuthProvider())).user),
    signInWithCustomToken: async (token) => toAuthUser((await signInWithCustomToken(auth, token)).user),
    isEmailSignInLink: (href) => isSignInWithEmailLink(auth, href),
    signInWithEmailLink: async (email, href) => toAuthUser((await signInWithEmailLink(auth, email, href)).user),
    sendPhoneCode: async (phone, containerId) => {
      // A new verifier (and container) per attempt: reusing one for a second verification hangs.
      const holder = document.getElementById(containerId);
      if (!holder) throw new Error(`no element #${containerId} for the robot check`);
      const box = document.createElement('div');
      holder.replaceChildren(box);
      const verifier = new RecaptchaVerifier(auth, box, { size: 'invisible' });
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
    },
    signOut: () => signOut(auth),
    idToken: async () => {
      await auth.authStateReady();
      // Spec 4: a token request with no signed-in user after initialisation fails.
      if (!auth.currentUser) throw new HubError('auth.not_logged_in');
      return auth.currentUser.getIdToken();
    },
  };
}
