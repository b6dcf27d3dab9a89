/**
 * Firebase Auth arrives after first paint: this stand-in satisfies the AuthService contract at
 * once and forwards every call to the real service when its chunk has loaded. Keeps ~30 KB
 * gzip of firebase/auth out of the JavaScript the sign-in screen needs before it is drawn.
 */
import { onDemand } from './on-demand';
import type { AuthService, AuthUser } from './types';
import { HubError } from '../errors/hub-error';

export interface LazyAuthService extends AuthService {
  /** Starts loading the real service now (called right after the first render). */
  preload(): void;
}

/**
 * early: calls answered without the SDK while it is still loading (an email link's check, over
 * REST: the link's form need not wait for the identity code's download); the SDK answers them
 * once it is here.
 */
export function createLazyAuthService(
  apiKey: string,
  load: () => Promise<AuthService>,
  early: Partial<Pick<AuthService, 'checkPasswordResetCode'>> = {},
): LazyAuthService {
  let loaded: AuthService | null = null;
  let markLoaded: (a: AuthService) => void = () => undefined;
  /** Settles when a load finally succeeds, however many tries that took. */
  const whenLoaded = new Promise<AuthService>((resolve) => {
    markLoaded = resolve;
  });
  let language: string | null = null;
  const loadService = onDemand(() =>
    load().then((a) => {
      loaded = a;
      markLoaded(a);
      performance.mark('hub:identity-ready'); // npm run bench: the identity code is loaded and its service created
      return a;
    }),
  );
  // A failed load is tried again on the next call; the person sees the spec's "Application is not
  // ready, please try again later".
  const get = (): Promise<AuthService> =>
    loadService().catch(() => {
      throw new HubError('screen.app_not_ready');
    });
  return {
    apiKey,
    preload: () => void get().catch(() => undefined),
    ready: async () => (await whenLoaded).ready(),
    currentUser: () => loaded?.currentUser() ?? null,
    onChange(listener: (user: AuthUser | null) => void) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void whenLoaded.then((a) => {
        if (!stopped) stop = a.onChange(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    signInWithPassword: async (email, password) => (await get()).signInWithPassword(email, password),
    signInWithGoogle: async () => (await get()).signInWithGoogle(),
    signInWithCustomToken: async (token) => (await get()).signInWithCustomToken(token),
    accountOfCustomToken: async (token) => (await get()).accountOfCustomToken(token),
    isEmailSignInLink: async (href) => (await get()).isEmailSignInLink(href),
    signInWithEmailLink: async (email, href) => (await get()).signInWithEmailLink(email, href),
    sendPhoneCode: async (phone, containerId) => (await get()).sendPhoneCode(phone, containerId),
    checkPasswordResetCode: async (code) =>
      !loaded && early.checkPasswordResetCode ? early.checkPasswordResetCode(code) : (await get()).checkPasswordResetCode(code),
    confirmPasswordReset: async (code, pw) => (await get()).confirmPasswordReset(code, pw),
    applyActionCode: async (code) => (await get()).applyActionCode(code),
    reloadUser: async () => (await get()).reloadUser(),
    updateProfile: async (profile) => (await get()).updateProfile(profile),
    setEmail: async (email) => (await get()).setEmail(email),
    setPassword: async (password) => (await get()).setPassword(password),
    changePassword: async (oldPw, newPw) => (await get()).changePassword(oldPw, newPw),
    sendChangeEmailLink: async (email, url) => (await get()).sendChangeEmailLink(email, url),
    sendPhoneLinkCode: async (phone, containerId) => (await get()).sendPhoneLinkCode(phone, containerId),
    sendOtherAccountCode: async (phone, containerId) => (await get()).sendOtherAccountCode(phone, containerId),
    secondFactors: async () => (await get()).secondFactors(),
    sendSecondFactorEnrolmentCode: async (phone, containerId) => (await get()).sendSecondFactorEnrolmentCode(phone, containerId),
    removeSecondFactor: async (factorId) => (await get()).removeSecondFactor(factorId),
    signInProviders: async () => (await get()).signInProviders(),
    addPassword: async (email, password) => (await get()).addPassword(email, password),
    linkGoogle: async () => (await get()).linkGoogle(),
    unlinkProvider: async (provider) => (await get()).unlinkProvider(provider),
    signOut: async () => (await get()).signOut(),
    // Not a reason to load the identity code: the language waits for it, the last one wins.
    setLanguage(locale) {
      language = locale;
      void whenLoaded.then((a) => {
        if (language) a.setLanguage(language);
      });
    },
    signedInAt: async () => (await get()).signedInAt(),
    idToken: async (forceRefresh) => (await get()).idToken(forceRefresh),
  };
}
