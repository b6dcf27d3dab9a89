/** A flow call's transitions, each with the pointer segment that names it in the flow document. Pure. */
import type { Transition } from '../src/config/types';
import { pointerSegment as seg } from './json-pointer.js';

export interface CallTransitions {
  onOk?: Transition;
  onError?: Transition;
  onCode?: Record<string, Transition>;
}

/** onOk, onError, then each onCode entry: `[segment, transition]`, the transition undefined where none is set. */
export const callOutcomes = (call: CallTransitions): [string, Transition | undefined][] => [
  ['onOk', call.onOk],
  ['onError', call.onError],
  ...Object.entries(call.onCode ?? {}).map(([code, t]): [string, Transition] => [`onCode/${seg(code)}`, t]),
];
