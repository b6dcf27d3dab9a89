/**
 * What a route's first screen will need before the person can act on it (issue 57): the step it
 * opens on, the step its own call leads to when it succeeds (an email link's check, then the form),
 * and the actions those steps call. main.tsx loads their code beside the first drawing, instead of
 * one chunk after another once each step is reached. Pure.
 */
import type { FlowDoc } from '../config/types';
import { stepCalls } from './step-calls';

/** stepId, then where its enter action's success goes (a step of this flow), if anywhere. */
export function stepsAhead(flow: FlowDoc, stepId: string): string[] {
  const onOk = flow.steps[stepId]?.enter?.onOk;
  const next = onOk && 'goto' in onOk ? onOk.goto : undefined;
  return next !== undefined && next !== stepId && Object.hasOwn(flow.steps, next) ? [stepId, next] : [stepId];
}

/** The action names the given steps call (enter, forms, buttons), each once. */
export function actionsOfSteps(flow: FlowDoc, stepIds: readonly string[]): string[] {
  const names = new Set<string>();
  for (const id of stepIds) {
    const step = flow.steps[id];
    for (const { call } of step ? stepCalls(step) : []) if (call.action !== undefined) names.add(call.action);
  }
  return [...names];
}
