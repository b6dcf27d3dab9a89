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
  run(call: ActionCall, input?: Record<string, unknown>): Promise<void>;
}

export interface BlockProps<B> {
  block: B;
  runner: Runner;
}
