/**
 * The pure flow engine: which step a flow starts on, and given what an action produced,
 * what happens next. No React, no Firebase; property-tested.
 */
import type { FlowDoc, Transition } from '../config/types';
import type { Navigation } from './navigation';

/** What an action handler produced. Expected failures are outcomes, not exceptions. */
export type Outcome =
  | {
      ok: true;
      navigate?: Navigation;
      /** Values the following steps may show ({email} of the address a link went to, ...). */
      data?: Record<string, string>;
    }
  | {
      ok: false;
      message: string;
      /** Catalogue key or identity code of the failure, for onCode transitions. */
      code?: string | null;
      cancelled?: boolean;
    };

/** The transitions of one action call (a step's enter action, a form or a button). */
export interface Transitions {
  onOk?: Transition;
  onError?: Transition;
  onCode?: Record<string, Transition>;
}

/** What the runtime does after an action. */
export type Next =
  | { kind: 'goto'; step: string }
  | { kind: 'navigate'; to: Navigation }
  | { kind: 'toast'; message: string }
  /** The step is done; the host of the flow decides what follows. */
  | { kind: 'complete' }
  /** Stay on the step; show the error when there is one. */
  | { kind: 'stay'; error: string | null };

/** The transition to take for an outcome: onCode for its code, else onOk / onError. */
export function nextAfter(outcome: Outcome, t: Transitions): Next {
  if (!outcome.ok && outcome.cancelled) return { kind: 'stay', error: null };
  const byCode = !outcome.ok && outcome.code ? t.onCode?.[outcome.code] : undefined;
  const chosen = outcome.ok ? t.onOk : (byCode ?? t.onError);
  const error = outcome.ok ? null : outcome.message;
  if (!chosen) return { kind: 'stay', error };
  if ('goto' in chosen) return { kind: 'goto', step: chosen.goto };
  if ('toast' in chosen) return { kind: 'toast', message: chosen.toast };
  if ('complete' in chosen) return { kind: 'complete' };
  if (chosen.navigate === '@action') {
    // Follow only what the handler built through navigation.ts; otherwise stay.
    return outcome.ok && outcome.navigate ? { kind: 'navigate', to: outcome.navigate } : { kind: 'stay', error };
  }
  return { kind: 'navigate', to: { kind: 'internal', path: chosen.navigate, keepQuery: true } };
}

/** The step a flow starts on: chosen by a query value when the flow says so. */
export function initialStep(flow: FlowDoc, query: URLSearchParams): string {
  if (!flow.initialFrom) return flow.initial;
  const value = query.get(flow.initialFrom.query);
  const step = value !== null && Object.hasOwn(flow.initialFrom.steps, value) ? flow.initialFrom.steps[value] : undefined;
  return step ?? flow.initialFrom.otherwise;
}
