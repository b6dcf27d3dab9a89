/**
 * Product analytics. Spec 4 has a consent state (pending, denied, granted); nothing is sent
 * unless it is granted. The posthog-js provider arrives with the consent UI (issue 5); until
 * then the sink is empty and events are dropped on purpose, never queued behind consent.
 */
import type { Analytics } from './types';

export type Consent = 'pending' | 'denied' | 'granted';

/** Where granted events go. */
export type AnalyticsSink = (event: string, properties: Record<string, string | number | boolean | null>) => void;

export function createConsentGatedAnalytics(consent: () => Consent, sink: AnalyticsSink | null): Analytics {
  return {
    capture(event, properties = {}) {
      if (consent() === 'granted' && sink) sink(event, properties);
    },
  };
}
