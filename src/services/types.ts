/**
 * The adapters the runtime talks to. Handlers receive them injected, so the flow engine and
 * handlers never import Firebase or fetch directly and tests can pass real or fake ones.
 */
import type { SecondFactor } from './second-factor';

/** The signed-in person as the identity provider reports them (spec 3, User). */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  /** The account has an SMS second factor (absent: none). */
  hasSecondFactor?: boolean;
}

/**
 * Identity provider operations (Firebase Auth in the app). A sign-in of an account with a second
 * factor rejects with SecondFactorRequired (src/services/second-factor.ts), carrying its challenge.
 */
export interface AuthService {
  /** The identity service's public key, handed over to brand applications. */
  readonly apiKey: string;
  /** Resolves once the first auth state is known (spec 4: the app waits once). */
  ready(): Promise<void>;
  currentUser(): AuthUser | null;
  /** Called on every sign-in, sign-out and token refresh; returns an unsubscribe function. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  signInWithCustomToken(token: string): Promise<AuthUser>;
  /** Who a custom token signs in, read without signing this browser in (a separate app kept in memory, deleted at once). */
  accountOfCustomToken(token: string): Promise<AuthUser>;
  /** True when href is an email sign-in link the identity provider can complete. */
  isEmailSignInLink(href: string): Promise<boolean>;
  signInWithEmailLink(email: string, href: string): Promise<AuthUser>;
  /** Sends an SMS code (invisible robot check in the element with id containerId); resolves to a handle for confirmPhoneCode. */
  sendPhoneCode(phoneE164: string, containerId: string): Promise<PhoneConfirmation>;
  /** The email a password reset code belongs to; rejects when the code is expired or used. */
  checkPasswordResetCode(oobCode: string): Promise<string>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
  /** Applies a verify / recover / verify-and-change code. */
  applyActionCode(oobCode: string): Promise<void>;
  /** Reloads the signed-in user, when there is one (e.g. after the email was verified elsewhere). */
  reloadUser(): Promise<void>;
  /** Spec 7: update profile (displayName, photoURL) of the signed-in user. */
  updateProfile(profile: { displayName?: string; photoURL?: string | null }): Promise<void>;
  /** Sets the email of a user who has none (onboarding). */
  setEmail(email: string): Promise<void>;
  setPassword(password: string): Promise<void>;
  /** Spec 6: re-authenticate with email and the old password, then set the new one. */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Spec 7: a verify-and-change-email link to newEmail that returns to continueUrl. */
  sendChangeEmailLink(newEmail: string, continueUrl: string): Promise<void>;
  /** Sends an SMS code to link phoneE164 to the signed-in account. */
  sendPhoneLinkCode(phoneE164: string, containerId: string): Promise<PhoneConfirmation>;
  /**
   * Signs another account in by phone code without touching the current session (a second
   * app instance); confirm resolves to that account's ID token, for the account merge.
   */
  sendOtherAccountCode(phoneE164: string, containerId: string): Promise<{ confirm(code: string): Promise<string> }>;
  /** The signed-in person's SMS second factors (none when nobody is signed in). */
  secondFactors(): Promise<readonly SecondFactor[]>;
  /** Sends a code to phoneE164; confirming it adds the number as the signed-in person's second factor. */
  sendSecondFactorEnrolmentCode(phoneE164: string, containerId: string): Promise<PhoneConfirmation>;
  /** Removes one of the signed-in person's second factors. */
  removeSecondFactor(factorId: string): Promise<void>;
  /** The signed-in person's first-factor providers as the identity service has them now (read afresh, not from this page's copy). */
  signInProviders(): Promise<SignInProviders>;
  /** Adds email and password sign-in to the signed-in account (an account without an email gets this address too). */
  addPassword(email: string, password: string): Promise<void>;
  /** Links a Google account to the signed-in account (Google's popup). */
  linkGoogle(): Promise<void>;
  /** Removes Google or the phone number as a way to sign in to the signed-in account. */
  unlinkProvider(provider: UnlinkableProvider): Promise<void>;
  signOut(): Promise<void>;
  /** The language of the emails and SMS the identity provider sends from now on (issue 27). */
  setLanguage(locale: string): void;
  /** When the session's sign-in happened (its ID token's auth_time, ms since the epoch); null when nobody is signed in. */
  signedInAt(): Promise<number | null>;
  /** The live user's ID token (forceRefresh: a new one); rejects with auth.not_logged_in when there is none. */
  idToken(forceRefresh?: boolean): Promise<string>;
}

/** The providers the sign-in methods page unlinks (issue 55 section 2). */
export type UnlinkableProvider = 'google' | 'phone';

/** The signed-in account's first-factor providers (Firebase's providerData). */
export interface SignInProviders {
  email: string | null;
  password: boolean;
  /** Google is linked; its address when Google gave one. */
  google: { email: string | null } | null;
  phoneNumber: string | null;
}

/** A sent SMS code waiting for the person to type it (kept in memory only). */
export interface PhoneConfirmation {
  confirm(code: string): Promise<AuthUser>;
}

/** The product API of spec section 7. */
export interface ApiClient {
  /** POST without auth; resolves to the parsed JSON body. */
  postPublic<T>(path: string, body: unknown): Promise<T>;
  /** GET with the live user's bearer token; resolves to the parsed JSON body. */
  getWithBearer<T>(path: string): Promise<T>;
  /** GET without auth. */
  getPublic<T>(path: string): Promise<T>;
  /** GET with a given ID token as bearer, not the live user's, and no renewal: asks about a session the identity service dropped. */
  getWithToken<T>(path: string, token: string): Promise<T>;
  /** PUT JSON with the live user's bearer token. */
  putWithBearer<T>(path: string, body: unknown): Promise<T>;
  /** POST JSON with the live user's bearer token. */
  postWithBearer<T>(path: string, body: unknown): Promise<T>;
  /** PATCH JSON with the live user's bearer token. */
  patchWithBearer<T>(path: string, body: unknown): Promise<T>;
  /** DELETE with the live user's bearer token. */
  deleteWithBearer<T>(path: string): Promise<T>;
}

/**
 * The browser's passkeys (WebAuthn), issue 54. The options and answers are the JSON the product
 * API gives and takes; the WebAuthn code loads when a ceremony first starts. The person closing
 * the browser's prompt rejects with an error named NotAllowedError (or AbortError).
 */
export interface PasskeyDevice {
  /** This browser can make and use passkeys (loads nothing). */
  supported(): boolean;
  /** Asks the person to choose one of their passkeys for these request options; resolves to the assertion. */
  authenticate(options: unknown): Promise<unknown>;
  /** Asks the person to make a passkey for these creation options; resolves to the new credential. */
  register(options: unknown): Promise<unknown>;
  /** A new passkey's name until the person renames it: the browser and platform, e.g. "Chrome on Linux". */
  defaultName(): string;
  /**
   * Passkey autofill (conditional mediation): offers this white-label's passkeys in the autofill of
   * the page's `autocomplete="username webauthn"` field and resolves to the assertion once the
   * person picks one there; null where the browser has no such autofill (then no WebAuthn code
   * loads). `signal` aborts it, rejecting with AbortError. `options` is asked only when it can start.
   */
  autofill(options: () => Promise<unknown>, signal: AbortSignal): Promise<unknown>;
}

/** Issue 55 section 4: how often a password appears in known breaches, asked by k-anonymity (services/password-breaches.ts). */
export interface PasswordBreaches {
  /** Times seen (0: not listed); rejects when it cannot tell (the API refused, is down or slow). */
  timesSeen(password: string): Promise<number>;
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
  | 'actionEmail'
  /** The colour scheme the person picked: 'light' or 'dark'; absent: their system's (src/domain/colour-scheme.ts). */
  | 'colorScheme'
  /** The language the person picked (en, de, ar...); absent: the address's, the browser's or the default (src/domain/locale.ts). */
  | 'locale'
  /** This browser's random id, sent with a sign-in report so the API can tell a browser new to the account (issue 55). */
  | 'browserId'
  /**
   * The uid of an account whose password this browser changed when the change's report did not reach
   * the API; its next sign-in report here says so, so the change is not recorded as a reset (issue 55).
   */
  | 'unreportedPasswordChange'
  /** Spec 4 analytics consent: 'granted' or 'denied'; absent while pending. */
  | 'analyticsConsent'
  /** Last click of a cooldown button (spec 3: a per-button last-click time key). */
  | `cooldown:${string}`;

/** Local storage, typed by key; failures (private mode, quota) never break a flow. */
export interface KeyValueStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** False once the browser refused to keep a value (blocked or full): it lives for this visit only. */
  kept(): boolean;
  /** Called once, when values stop being kept; returns the unsubscribe function. */
  onNotKept(listener: () => void): () => void;
}

/** Product analytics; sends nothing unless the person consents. */
export interface Analytics {
  /** False when this environment has no analytics key: nothing is asked. */
  readonly enabled: boolean;
  consent(): 'pending' | 'denied' | 'granted';
  setConsent(consent: 'pending' | 'denied' | 'granted'): void;
  onConsentChange(listener: (consent: 'pending' | 'denied' | 'granted') => void): () => void;
  capture(event: string, properties?: Record<string, string | number | boolean | null>): void;
}

/** Everything a handler may use. */
export interface Services {
  auth: AuthService;
  api: ApiClient;
  storage: KeyValueStore;
  analytics: Analytics;
  passkeys: PasskeyDevice;
  passwords: PasswordBreaches;
}
