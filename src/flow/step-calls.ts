/**
 * The one walker of a step's calls, in a stable order: its enter action, then its forms and
 * buttons. The runtime (cooldowns), validate (the flow graph) and the studio (scenes) all read
 * steps through it. Pure.
 */
import type { FlowBlock, FlowStep } from '../config/types';

/** A call a step can make: the enter action, or the form or button block at `trigger`. */
export type StepCall =
  { trigger: 'enter'; call: NonNullable<FlowStep['enter']> } | { trigger: number; call: Extract<FlowBlock, { type: 'form' | 'button' }> };

export function stepCalls(step: FlowStep): StepCall[] {
  const calls: StepCall[] = step.enter ? [{ trigger: 'enter', call: step.enter }] : [];
  step.blocks.forEach((b, i) => {
    if (b.type === 'form' || b.type === 'button') calls.push({ trigger: i, call: b });
  });
  return calls;
}

/** Where a call sits in its flow document, as a JSON pointer under the step's pointer sp. */
export const callPointer = (sp: string, c: StepCall): string => (c.trigger === 'enter' ? `${sp}/enter` : `${sp}/blocks/${c.trigger}`);
