/**
 * The one walker of a step's calls, in a stable order: its enter action, then its forms, buttons
 * and list rows. The runtime (cooldowns), validate (the flow graph) and the studio (scenes) all
 * read steps through it. Pure.
 */
import type { FlowBlock, FlowStep, Transition } from '../config/types';
import type { FlowDataKey } from '../domain/flow-data';

/** A list block's row control: no action, its transition, and the flow data picking a row sets. */
export interface PickCall {
  action?: undefined;
  onOk: Transition;
  picks: readonly FlowDataKey[];
}

/** What picking a row of each list block puts into flow data (the secondFactors block: the factor and its number; passkeys: the passkey and its name). */
const PICKS = {
  secondFactors: ['chosenSecondFactor', 'phone'],
  passkeys: ['chosenPasskey', 'passkeyName'],
} as const satisfies Record<string, readonly FlowDataKey[]>;

/** The sign-in methods block's controls (issue 55 section 2), each following its own transition of `choose`; each names its method, so none picks flow data. */
export const METHOD_CONTROLS = ['addPassword', 'linkGoogle', 'unlinkGoogle', 'unlinkPhone'] as const;
export type MethodControl = (typeof METHOD_CONTROLS)[number];

/** The call one control of the sign-in methods block makes. */
export function methodCall(block: Extract<FlowBlock, { type: 'signInMethods' }>, control: MethodControl): PickCall {
  return { onOk: block.choose[control], picks: [] };
}

/** The call a list block's rows make. */
export function pickCall(block: Extract<FlowBlock, { type: keyof typeof PICKS }>): PickCall {
  return { onOk: block.choose, picks: PICKS[block.type] };
}

/** A call a step can make: the enter action, or the form, button or list block at `trigger`. */
export type StepCall =
  | { trigger: 'enter'; call: NonNullable<FlowStep['enter']> }
  | { trigger: number; call: Extract<FlowBlock, { type: 'form' | 'button' }> | PickCall };

export function stepCalls(step: FlowStep): StepCall[] {
  const calls: StepCall[] = step.enter ? [{ trigger: 'enter', call: step.enter }] : [];
  step.blocks.forEach((b, i) => {
    if (b.type === 'form' || b.type === 'button') calls.push({ trigger: i, call: b });
    if (b.type === 'secondFactors' || b.type === 'passkeys') calls.push({ trigger: i, call: pickCall(b) });
    if (b.type === 'signInMethods') for (const c of METHOD_CONTROLS) calls.push({ trigger: i, call: methodCall(b, c) });
  });
  return calls;
}

/** Where a call sits in its flow document, as a JSON pointer under the step's pointer sp. */
export const callPointer = (sp: string, c: StepCall): string => (c.trigger === 'enter' ? `${sp}/enter` : `${sp}/blocks/${c.trigger}`);
