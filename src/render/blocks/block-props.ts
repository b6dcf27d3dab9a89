import type { ActionCall, SubmittedData } from '../../flow/flow-machine';
import type { FlowData } from '../../domain/flow-data';

export type { ActionCall };

/** What a block may ask of the flow it is in (src/flow/flow-runtime.ts decides; blocks only ask and show). */
export interface Runner {
  /** The call running now, if any: its own button shows progress. */
  running: ActionCall | null;
  /**
   * A call the person started is running: every action button waits for it (one request in flight).
   * A step's own load (its enter action) holds no button: a click makes it give way.
   */
  personWaits: boolean;
  /** Which run (a new number each time an action starts), null when nothing runs. */
  runSeq: number | null;
  /** The last request that finished (its run number) and whether it succeeded. */
  lastSettled: { seq: number; ok: boolean } | null;
  /** The message of the last failed action on this step, in words. */
  error: string | null;
  /**
   * A failure about one field of this block's form (a flow's "field" outcome): shown under that
   * field, which is marked invalid and takes the focus; `seq` tells one failure from the next.
   */
  fieldError?: { field: string; text: string; seq: number } | null;
  /** Seconds of the call's cooldown left (0: none), for a form with its data as typed (the wait is per destination). */
  cooldownLeft(call: ActionCall, input?: SubmittedData): number;
  /** The flow's data: a list block draws its rows from it. */
  data: Partial<FlowData>;
  /**
   * Asks the flow to run a call (with a form's data and what it was prefilled with, or the row a
   * person picked in a list); the flow refuses what its guards refuse.
   */
  run(call: ActionCall, input?: SubmittedData, prefill?: SubmittedData, choice?: Partial<FlowData>): void;
  /** The person edited a form or tried to send one that its checks refused: a confirmation shown before goes (issue 56). */
  touch(): void;
  /** Abandons the step's running enter action and starts it afresh (a slow step's Try again). */
  restart(): void;
  /** Offers the call's passkey ceremony in the browser's autofill until the returned function is called (issue 54). */
  autofill: (call: ActionCall) => () => void;
}

export interface BlockProps<B> {
  block: B;
  runner: Runner;
  /** False for a form after the step's first: the first is the step's main task, and only it may take the focus on arrival. */
  leads?: boolean;
}
