/**
 * Mirrors the identity provider's state into local storage (spec 4), and the logout
 * clean-up (spec 4: clear cached session state, record reason and time).
 */
import type { AuthService, AuthUser, KeyValueStore } from './types';

/** Writes the storage keys for one auth state report. */
export async function recordAuthState(storage: KeyValueStore, user: AuthUser | null, idToken: () => Promise<string>): Promise<void> {
  if (!user) {
    storage.set('isAuthenticated', 'false');
    storage.remove('currentUser');
    storage.remove('firebaseToken');
    return;
  }
  storage.set('isAuthenticated', 'true');
  storage.set('initialisedFirebaseUser', JSON.stringify(user));
  try {
    storage.set('firebaseToken', await idToken());
  } catch {
    /* the user signed out meanwhile; the next report clears the keys */
  }
}

/** Keeps storage in step with every auth change; returns the unsubscribe function. */
export function startSessionSync(auth: AuthService, storage: KeyValueStore): () => void {
  return auth.onChange((user) => {
    void recordAuthState(storage, user, () => auth.idToken());
  });
}

/** Removes what logout must clear and records why and when (spec 4). */
export function clearSessionForLogout(storage: KeyValueStore, reason: string, now: number): void {
  storage.set('isAuthenticated', 'false');
  storage.remove('initialisedFirebaseUser');
  storage.remove('currentUser');
  storage.remove('firebaseToken');
  storage.remove('currentUserContext');
  storage.remove('accessToken');
  storage.set('lastLogoutReason', reason);
  storage.set('lastLogoutTime', String(now));
}
