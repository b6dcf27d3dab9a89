/**
 * The pure flow engine: given a step and what its action produced, what happens next.
 * No React, no Firebase; property-tested.
 */
import type { FlowDoc, Transition } from '../config/types';
import type { Navigation } from './navigation';

/** What an action handler produced. Expected failures are outcomes, not exceptions. */
export type Outcome =
  | { ok: true; navigate?: Navigation }
  | { ok: false; message: string; cancelled?: boolean };

/** What the runtime does after an action. */
export type Next =
  | { kind: 'goto'; step: string }
  | { kind: 'navigate'; to: Navigation }
  | { kind: 'toast'; message: string }
  /** Stay on the step; show the error when there is one. */
  | { kind: 'stay'; error: string | null };

/** The transition to take for an outcome, from the step's onOk / onError. */
export function nextAfter(outcome: Outcome, onOk: Transition | undefined, onError: Transition | undefined): Next {
  if (!outcome.ok && outcome.cancelled) return { kind: 'stay', error: null };
  const t = outcome.ok ? onOk : onError;
  const error = outcome.ok ? null : outcome.message;
  if (!t) return { kind: 'stay', error };
  if ('goto' in t) return { kind: 'goto', step: t.goto };
  if ('toast' in t) return { kind: 'toast', message: t.toast };
  if (t.navigate === '@action') {
    // Follow only what the handler built through navigation.ts; otherwise stay.
    return outcome.ok && outcome.navigate ? { kind: 'navigate', to: outcome.navigate } : { kind: 'stay', error };
  }
  return { kind: 'navigate', to: { kind: 'internal', path: t.navigate } };
}

/** The step to show: the requested one if the flow has it, else the initial step. */
export function stepOf(flow: FlowDoc, requested: string | null): string {
  return requested && requested in flow.steps ? requested : flow.initial;
}
