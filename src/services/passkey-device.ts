/**
 * The browser's passkeys through @simplewebauthn/browser (issue 54). Only `supported` and
 * `defaultName` run at once; the library loads when a ceremony first starts, so /sign-in's first
 * load does not carry it.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { onDemand } from './on-demand';
import type { PasskeyDevice } from './types';

const webAuthn = onDemand(() => import('@simplewebauthn/browser'));

/** The browser's and the platform's names as a person knows them, from the user agent (a default name only: the person can rename it). */
export function deviceName(userAgent: string): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? 'Browser';
  const platform =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Mac OS X', 'macOS'],
      ['Windows', 'Windows'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? null;
  return platform ? `${browser} on ${platform}` : browser;
}

export function createPasskeyDevice(): PasskeyDevice {
  return {
    supported: () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',
    authenticate: async (options) =>
      (await webAuthn()).startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
    register: async (options) => (await webAuthn()).startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
    defaultName: () => deviceName(navigator.userAgent),
    autofill: async (options, signal) => {
      // Checked before the library loads: a browser without autofill never fetches it.
      const can = window.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> } | undefined;
      if (!(await can?.isConditionalMediationAvailable?.().catch(() => false))) return null;
      const lib = await webAuthn();
      if (signal.aborted || !(await lib.browserSupportsWebAuthnAutofill())) return null;
      const optionsJSON = (await options()) as PublicKeyCredentialRequestOptionsJSON;
      if (signal.aborted) return null;
      // The library aborts its own earlier ceremony when another starts (the button's); the page aborts this one when it is left.
      const abort = () => lib.WebAuthnAbortService.cancelCeremony();
      signal.addEventListener('abort', abort, { once: true });
      try {
        return await lib.startAuthentication({ optionsJSON, useBrowserAutofill: true });
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
  };
}
