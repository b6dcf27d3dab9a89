/**
 * posthog-js behind the analytics sink, loaded only once the person grants consent (spec 4
 * consent: pending, denied, granted). Persistence in local storage + cookie (spec 9), every
 * input masked in session recording, and no credential ever leaves in a URL property.
 */
import type { AnalyticsSink } from './analytics';
import { stripCredentials } from '../domain/url-privacy';

type PostHog = (typeof import('posthog-js'))['default'];

export interface PosthogSettings {
  key: string;
  host: string;
}

export interface PosthogSink {
  /** Loads and starts posthog-js (first grant) or opts back in. */
  enable(): Promise<void>;
  /** Stops capturing (consent withdrawn). */
  disable(): void;
  capture: AnalyticsSink;
}

/** Removes credentials from every string property that holds a URL. */
export function sanitizeProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) out[k] = typeof v === 'string' && /^https?:\/\//.test(v) ? stripCredentials(v) : v;
  return out;
}

export function createPosthogSink(settings: PosthogSettings): PosthogSink {
  let posthog: PostHog | null = null;
  let loading: Promise<void> | null = null;
  // Events captured (with consent) while posthog-js is still loading are sent once it is ready.
  let queue: [string, Record<string, string | number | boolean | null>][] = [];
  return {
    enable() {
      if (posthog) {
        posthog.opt_in_capturing();
        return Promise.resolve();
      }
      loading ??= import('posthog-js').then(({ default: ph }) => {
        ph.init(settings.key, {
          api_host: settings.host,
          persistence: 'localStorage+cookie',
          autocapture: false,
          capture_pageview: true,
          advanced_disable_flags: true,
          disable_surveys: true,
          session_recording: { maskAllInputs: true, maskTextSelector: 'input' },
          sanitize_properties: (props) => sanitizeProperties(props),
          // Plain JSON bodies: small events, and readable by the local capture endpoint.
          disable_compression: true,
        });
        posthog = ph;
        for (const [event, props] of queue) ph.capture(event, props);
        queue = [];
      });
      return loading;
    },
    disable() {
      queue = [];
      posthog?.opt_out_capturing();
    },
    capture(event, properties) {
      if (posthog) posthog.capture(event, properties);
      else if (loading) queue.push([event, properties]);
    },
  };
}
