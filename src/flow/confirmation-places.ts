/**
 * Where a step can show a confirmation in place (issue 56): under a block whose own call confirms
 * and stays, and under the first block of each type a transition of the flow names with `under`
 * for this step. The screen draws an empty polite live region there before any confirmation
 * arrives, because a screen reader announces a change to a live region it already knows, not
 * one added with its words. Pure.
 */
import type { FlowDoc, Transition } from '../config/types';
import { stepCalls } from './step-calls';

const transitionsOf = (call: { onOk?: Transition; onError?: Transition; onCode?: Record<string, Transition> }): Transition[] =>
  [call.onOk, call.onError, ...Object.values(call.onCode ?? {})].filter((t): t is Transition => t !== undefined);

/** The indexes of the step's blocks a confirmation can show under, ascending. */
export function confirmationPlaces(flow: Pick<FlowDoc, 'steps'>, stepId: string): number[] {
  const step = flow.steps[stepId];
  if (!step) return [];
  const places = new Set<number>();
  for (const c of stepCalls(step)) {
    if (c.trigger !== 'enter' && transitionsOf(c.call).some((t) => 'confirm' in t && !('goto' in t))) places.add(c.trigger);
  }
  for (const other of Object.values(flow.steps)) {
    for (const c of stepCalls(other)) {
      for (const t of transitionsOf(c.call)) {
        if (!('goto' in t) || t.goto !== stepId || t.under === undefined) continue;
        const at = step.blocks.findIndex((b) => b.type === t.under);
        if (at >= 0) places.add(at);
      }
    }
  }
  return [...places].sort((a, b) => a - b);
}
