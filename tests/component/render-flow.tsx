/**
 * Shared pieces of the component tests: fake services (no Firebase, no network) and a flow
 * screen drawn inside the router and the hub context, as the app draws it.
 */
import { configure, render, type RenderResult } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { HubProvider } from '../../src/render/hub-context';
import { hubPorts } from '../../src/app/hub-ports';
import { Toasts } from '../../src/render/toasts';
import { FlowScreen } from '../../src/render/flow-screen';
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
import type { HubConfig } from '../../src/config/hub-config';
import { hubConfigFor } from '../support/project';
import type { CatalogueKey } from '../../src/messages/message-key';
import type { MessageParams } from '../../src/messages/format-message';

// Screens load their layout, blocks and validators on demand: on a loaded 2-core machine (CI runs
// the authoring suite and the linters beside these tests) that has taken over testing-library's
// 1 s default, and a find then failed on the loading state. Waiting longer proves nothing less.
configure({ asyncUtilTimeout: 10_000 });

/** One config for all component tests (the documents are validated once). */
export const config: HubConfig = hubConfigFor('localhost');
/** Catalogue text by key (any key of flows/messages.json), as the screens show it. */
export const t = (key: CatalogueKey, params?: MessageParams): string => {
  const plain: string = key; // every catalogue key, not only the ones code names (MessageKey)
  return config.catalogue.t(plain, params);
};

export const signedInUser: AuthUser = {
  uid: 'user-1',
  email: 'pat@example.com',
  emailVerified: true,
  displayName: 'Pat Example',
  photoURL: null,
  phoneNumber: '+61400000001',
};

/** happy-dom may lack the modal dialog API: the smallest stand-in that keeps `open` in step. */
export function polyfillDialog(): void {
  const proto = window.HTMLDialogElement?.prototype as (HTMLDialogElement & Record<string, unknown>) | undefined;
  if (!proto) return;
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof proto.close !== 'function') {
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
}

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
    putWithBearer: notExpected('putWithBearer'),
    postWithBearer: notExpected('postWithBearer'),
    patchWithBearer: notExpected('patchWithBearer'),
    deleteWithBearer: notExpected('deleteWithBearer'),
    ...fakes,
  };
}

/** A getPublic that answers isPhoneRegistered with `registered` and records the paths asked. */
export function phoneRegistryApi(registered: boolean) {
  const getPublic = vi.fn(async <T,>(path: string): Promise<T> => {
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

/** Draws one flow at `path`, with the toaster, as the app does; `location()` is where the app has navigated. */
export function renderFlow(
  flowId: string,
  path: string,
  services: Services,
  hubConfig: HubConfig = config,
): RenderResult & { location: () => string } {
  const flow = hubConfig.docs.flows[flowId];
  if (!flow) throw new Error(`no flow ${flowId}`);
  const { hook, history } = memoryLocation({ path, record: true });
  const location = () => history.at(-1) ?? path;
  const result = render(
    <Router hook={hook}>
      <HubProvider config={hubConfig} services={services} link={null} ports={hubPorts}>
        <FlowScreen flow={flow} />
        <Toasts />
      </HubProvider>
    </Router>,
  );
  return Object.assign(result, { location });
}
