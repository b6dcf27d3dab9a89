/**
 * What an action produced, which transition follows it, and which step a flow starts on.
 * The running flow's rules are in flow-machine.ts. No React, no Firebase; property-tested.
 */
import type { FlowDoc, Transition } from '../config/types';
import type { FlowData } from '../domain/flow-data';
import type { Navigation } from '../domain/navigation';
import type { ShownText } from '../messages/shown-text';

/** What an action handler produced. Expected failures are outcomes, not exceptions. */
export type Outcome =
  | {
      ok: true;
      navigate?: Navigation;
      /** Values the following steps may read (the number a code went to, ...). */
      data?: Partial<FlowData>;
    }
  | {
      ok: false;
      /** What the person is told (nothing shows for a cancelled one). */
      message: ShownText;
      /** Catalogue key or identity code of the failure, for onCode transitions. */
      code?: string | null;
      /** Values the step chosen by this code may read (the registered number for the merge). */
      data?: Partial<FlowData>;
      cancelled?: boolean;
    };

/** The transitions of one action call (a step's enter action, a form or a button). */
export interface Transitions {
  onOk?: Transition;
  onError?: Transition;
  onCode?: Record<string, Transition>;
}

/** The transition an outcome takes: onCode for its code, else onOk / onError; none means stay. */
export function chooseTransition(outcome: Outcome, t: Transitions): Transition | undefined {
  if (outcome.ok) return t.onOk;
  if (outcome.cancelled) return undefined;
  const byCode = outcome.code && t.onCode && Object.hasOwn(t.onCode, outcome.code) ? t.onCode[outcome.code] : undefined;
  return byCode ?? t.onError;
}

/** The step a flow starts on: chosen by a query value when the flow says so. */
export function initialStep(flow: FlowDoc, query: URLSearchParams): string {
  if (!flow.initialFrom) return flow.initial;
  const value = query.get(flow.initialFrom.query);
  const step = value !== null && Object.hasOwn(flow.initialFrom.steps, value) ? flow.initialFrom.steps[value] : undefined;
  return step ?? flow.initialFrom.otherwise;
}
