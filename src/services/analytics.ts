/**
 * Product analytics behind consent (spec 4: pending, denied, granted). Nothing is loaded or
 * sent unless consent is granted; the person can change their choice at any time.
 */
import type { Analytics, KeyValueStore } from './types';

export type Consent = 'pending' | 'denied' | 'granted';

/** Where granted events go. */
export type AnalyticsSink = (event: string, properties: Record<string, string | number | boolean | null>) => void;

/** The provider behind granted consent (posthog-js in the app). */
export interface AnalyticsProvider {
  enable(): Promise<void>;
  disable(): void;
  capture: AnalyticsSink;
}

/** Reads the stored choice; anything unknown is still pending. */
export function storedConsent(storage: KeyValueStore): Consent {
  const v = storage.get('analyticsConsent');
  return v === 'granted' || v === 'denied' ? v : 'pending';
}

/** provider null: analytics is not configured for this environment; nothing is asked or sent. */
export function createAnalytics(storage: KeyValueStore, provider: AnalyticsProvider | null): Analytics {
  const listeners = new Set<(c: Consent) => void>();
  if (provider && storedConsent(storage) === 'granted') void provider.enable().catch(() => undefined);
  return {
    enabled: provider !== null,
    consent: () => storedConsent(storage),
    setConsent(consent) {
      if (consent === 'pending') storage.remove('analyticsConsent');
      else storage.set('analyticsConsent', consent);
      if (consent === 'granted') void provider?.enable().catch(() => undefined);
      else provider?.disable();
      for (const l of listeners) l(consent);
    },
    onConsentChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    capture(event, properties = {}) {
      if (provider && storedConsent(storage) === 'granted') provider.capture(event, properties);
    },
  };
}
