import type { Transition } from '../../config/types';

/** The part of a block or step that names an action and what follows it. */
export interface ActionCall {
  action: string;
  fallback?: string;
  onOk?: Transition;
  onError?: Transition;
}

/** What a block may ask of the flow it is in. */
export interface Runner {
  /** The action running now, if any: its buttons show progress and are disabled. */
  busy: string | null;
  /** The message of the last failed action on this step. */
  error: string | null;
  /** auto: started by the screen itself (an enter action), not by the person. */
  run(call: ActionCall, input?: Record<string, unknown>, auto?: boolean): Promise<void>;
}

export interface BlockProps<B> {
  block: B;
  runner: Runner;
}
