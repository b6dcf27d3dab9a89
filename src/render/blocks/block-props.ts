import type { ActionCall, SubmittedData } from '../../flow/flow-machine';

export type { ActionCall };

/** What a block may ask of the flow it is in. */
export interface Runner {
  /** The action running now, if any: its buttons show progress and are disabled. */
  busy: string | null;
  /** Which run of it (a new number each time an action starts), null when nothing runs. */
  busySeq: number | null;
  /** The message of the last failed action on this step. */
  error: string | null;
  /** Asks the flow to run a call; the flow runs at most one at a time. */
  run(call: ActionCall, input?: SubmittedData): void;
  /** Abandons the step's running enter action and starts it afresh (a slow step's Try again). */
  restart(): void;
}

export interface BlockProps<B> {
  block: B;
  runner: Runner;
}
