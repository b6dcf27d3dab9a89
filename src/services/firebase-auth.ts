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
  const auth = initializeAuth(app, { persistence: [browserLocalPersistence] });
  if (settings.authEmulatorUrl) connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
  return {
    apiKey: settings.apiKey,
    ready: () => auth.authStateReady(),
    currentUser: () => (auth.currentUser ? toAuthUser(auth.currentUser) : null),
    onChange: (listener) => onIdTokenChanged(auth, (u) => listener(u ? toAuthUser(u) : null)),
    signInWithPassword: async (email, password) => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user),
    signOut: () => signOut(auth),
    idToken: async () => {
      await auth.authStateReady();
      // Spec 4: a token request with no signed-in user after initialisation fails.
      if (!auth.currentUser) throw new HubError('auth.not_logged_in');
      return auth.currentUser.getIdToken();
    },
  };
}
