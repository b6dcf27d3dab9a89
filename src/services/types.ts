/**
 * The adapters the runtime talks to. Handlers receive them injected, so the flow engine and
 * handlers never import Firebase or fetch directly and tests can pass real or fake ones.
 */

/** The signed-in person as the identity provider reports them (spec 3, User). */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
}

/** Identity provider operations (Firebase Auth in the app). */
export interface AuthService {
  /** The identity service's public key, handed over to brand applications. */
  readonly apiKey: string;
  /** Resolves once the first auth state is known (spec 4: the app waits once). */
  ready(): Promise<void>;
  currentUser(): AuthUser | null;
  /** Called on every sign-in, sign-out and token refresh; returns an unsubscribe function. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** A fresh ID token of the live user; rejects with auth.not_logged_in when there is none. */
  idToken(): Promise<string>;
}

/** The product API of spec section 7. */
export interface ApiClient {
  /** GET with the live user's bearer token; resolves to the parsed JSON body. */
  getWithBearer<T>(path: string): Promise<T>;
}

/** The local-storage keys of spec section 3. */
export type StorageKey =
  | 'initialisedFirebaseUser'
  | 'isAuthenticated'
  | 'currentUser'
  | 'firebaseToken'
  | 'accessToken'
  | 'currentUserContext'
  | 'lastLogoutReason'
  | 'lastLogoutTime'
  | 'brand'
  | 'actionEmail';

/** Local storage, typed by key; failures (private mode, quota) never break a flow. */
export interface KeyValueStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}

/** Product analytics; sends nothing until the person consents (issue 5). */
export interface Analytics {
  capture(event: string, properties?: Record<string, string | number | boolean | null>): void;
}

/** Everything a handler may use. */
export interface Services {
  auth: AuthService;
  api: ApiClient;
  storage: KeyValueStore;
  analytics: Analytics;
}
