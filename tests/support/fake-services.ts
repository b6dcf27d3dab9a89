/**
 * Fake services for the unit and component tests of actions and screens: no Firebase, no network.
 * Every call a test does not give rejects with "was not expected", so a stray call fails the test
 * instead of passing silently.
 */
import { vi } from 'vitest';
import { createMemoryStorage } from '../../src/services/browser-storage';
import type {
  Analytics,
  ApiClient,
  AuthService,
  AuthUser,
  PasskeyDevice,
  PasswordBreaches,
  PhoneConfirmation,
  Services,
} from '../../src/services/types';

type AuthFakes = Partial<{ -readonly [K in keyof AuthService]: AuthService[K] }>;

/**
 * An AuthService with the given methods; the rest reject, so an unexpected call shows up
 * as a failed action rather than passing silently.
 */
export function fakeAuth(user: AuthUser | null, fakes: AuthFakes = {}): AuthService {
  const base: AuthFakes = {
    apiKey: 'test-api-key',
    ready: async () => undefined,
    currentUser: () => user,
    onChange: () => () => undefined,
    reloadUser: async () => undefined,
    idToken: async () => 'test-id-token',
    // A session signed in just now: second-factor changes need a recent sign-in (issue 53 item 6).
    signedInAt: async () => Date.now(),
    ...fakes,
  };
  return new Proxy(base, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      if (key in target) return target[key as keyof AuthService];
      return () => Promise.reject(new Error(`fake auth: ${key} was not expected`));
    },
  }) as AuthService;
}

const notExpected = (name: string) => () => Promise.reject(new Error(`fake api: ${name} was not expected`));

export function fakeApi(fakes: Partial<ApiClient> = {}): ApiClient {
  return {
    postPublic: notExpected('postPublic'),
    getWithBearer: notExpected('getWithBearer'),
    getPublic: notExpected('getPublic'),
    getWithToken: notExpected('getWithToken'),
    putWithBearer: notExpected('putWithBearer'),
    postWithBearer: notExpected('postWithBearer'),
    patchWithBearer: notExpected('patchWithBearer'),
    deleteWithBearer: notExpected('deleteWithBearer'),
    ...fakes,
  };
}

/** A getPublic that answers isPhoneRegistered with `registered` and records the paths asked. */
export function phoneRegistryApi(registered: boolean) {
  const getPublic = vi.fn(async <T>(path: string): Promise<T> => {
    if (path.startsWith('/public/api/v1/auth/isPhoneRegistered')) return { isRegistered: registered } as T;
    throw new Error(`fake api: getPublic ${path} was not expected`);
  });
  return { api: fakeApi({ getPublic: getPublic as ApiClient['getPublic'] }), getPublic };
}

export function fakeAnalytics(events: [string, unknown][] = []): Analytics {
  return {
    enabled: true,
    consent: () => 'granted',
    setConsent: () => undefined,
    onConsentChange: () => () => undefined,
    capture: (e, p) => void events.push([e, p]),
  };
}

/** A browser's passkeys whose ceremonies are the given fakes (others reject: not expected). */
export function fakePasskeys(fakes: Partial<PasskeyDevice> = {}): PasskeyDevice {
  return {
    supported: () => true,
    authenticate: () => Promise.reject(new Error('fake passkeys: authenticate was not expected')),
    register: () => Promise.reject(new Error('fake passkeys: register was not expected')),
    defaultName: () => 'Chrome on Linux',
    autofill: () => Promise.resolve(null),
    ...fakes,
  };
}

/** The breached-password check: no password is listed unless `listed` names it. */
export function fakePasswords(listed: readonly string[] = []): PasswordBreaches {
  return { timesSeen: (password) => Promise.resolve(listed.includes(password) ? 1 : 0) };
}

export function fakeServices(auth: AuthService, api: ApiClient = fakeApi(), passwords: PasswordBreaches = fakePasswords()) {
  const storage = createMemoryStorage();
  const services: Services = { auth, api, storage, analytics: fakeAnalytics(), passkeys: fakePasskeys(), passwords };
  return { services, storage };
}

/** A sent SMS code whose confirm is the given mock. */
export function fakeConfirmation(confirm: PhoneConfirmation['confirm']): PhoneConfirmation {
  return { confirm };
}
