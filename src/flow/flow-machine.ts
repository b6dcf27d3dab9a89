/**
 * The running flow as a pure reducer: (state, event) -> state + effects. Every rule of a
 * running flow lives here: the current step and its entries, one request in flight, the
 * loop guard, re-authentication, when a cooldown starts, dialogs and what they return to.
 * src/render/flow-screen.tsx only draws the state and carries out the effects.
 * No React, no Firebase; model-tested with fast-check.
 */
import type { FlowDoc, Transition } from '../config/types';
import { chooseTransition, initialStep, type Outcome, type Transitions } from './engine';
import type { FlowData } from './flow-data';
import type { Navigation } from './navigation';

/** A cooldown of a block (spec 4): starts only when the action succeeded. */
export interface CooldownSpec {
  seconds: number;
  id: string;
  reloadUser?: boolean;
}

/** What a block or step asks to run, and what follows it. */
export interface ActionCall extends Transitions {
  action: string;
  fallback?: string;
  cooldown?: CooldownSpec;
}

/** Form data as the form sends it, untyped; run-action.ts types it as the generated FormInput of its form. */
export type SubmittedData = Record<string, unknown>;

/** What the screen shows for a failure. */
export interface FlowError {
  message: string;
  /** Inline under the blocks when the person stays; a step reached through onError shows it with $error. */
  inline: boolean;
}

export interface FlowState {
  step: string;
  /** Counts entries into steps: a step's enter action runs once per entry. */
  entry: number;
  /** The entry whose enter action has started. */
  enteredEntry: number | null;
  /** The request in flight; at most one per screen. */
  busy: { call: ActionCall; seq: number; auto: boolean } | null;
  /** Number of the last request; outcomes of older requests are ignored. */
  seq: number;
  error: FlowError | null;
  data: Partial<FlowData>;
  /** Loop guard: automatic runs since the person last did something, and whether automatic work navigated. */
  automatic: { runs: number; navigated: boolean };
  /** The flow sent the person elsewhere: nothing more runs here. */
  leaving: boolean;
  /** The step a dialog step was opened over (drawn behind it); null when no dialog is open. */
  under: string | null;
}

export type FlowEvent =
  /** The screen can run the current step's enter action (the auth state is known, no panel shows). */
  | { type: 'enter' }
  /** The person submitted a form or clicked a button. */
  | { type: 'request'; call: ActionCall; input?: SubmittedData }
  /** A request finished. */
  | { type: 'settled'; seq: number; outcome: Outcome }
  /** Escape or close on a dialog step. */
  | { type: 'dismiss' }
  /** The person asked for the running enter action afresh (a slow step's Try again): the running one is abandoned. */
  | { type: 'restart' };

export type FlowEffect =
  | { type: 'runAction'; seq: number; call: ActionCall; input: SubmittedData; data: Partial<FlowData> }
  | { type: 'navigate'; to: Navigation }
  /** key: a catalogue key; text: a message already in words (an error). */
  | { type: 'toast'; key?: string; text?: string }
  | { type: 'startCooldown'; cooldown: CooldownSpec }
  /** The flow's host decides what follows (the onboarding guard). */
  | { type: 'complete'; data: Partial<FlowData> }
  /**
   * Toast, sign out, and come back here after signing in again: spec 8 requires-recent-login
   * ('recentLogin'), or a session that ended under the person ('sessionEnded').
   */
  | { type: 'reauthenticate'; why: 'recentLogin' | 'sessionEnded' };

export interface Step {
  state: FlowState;
  effects: FlowEffect[];
}

export interface MachineOptions {
  flow: Pick<FlowDoc, 'steps'>;
  /** The identity code that means "sign in again" (errors.json reauthenticate.code). */
  reauthCode: string;
  /** Codes that mean the session is over (errors.json sessionEnded.codes). */
  sessionEndedCodes?: readonly string[];
  /** Text shown when the loop guard stops automatic work. */
  loopMessage: string;
  /** How many enter actions may chain without the person doing anything. */
  maxAutomaticRuns?: number;
}

export const MAX_AUTOMATIC_RUNS = 5;

/** The state a flow starts in: startAt (the onboarding guard) or the flow's own first step. */
export function initialFlowState(flow: FlowDoc, query: URLSearchParams, startAt?: string): FlowState {
  const step = startAt && Object.hasOwn(flow.steps, startAt) ? startAt : initialStep(flow, query);
  return {
    step,
    entry: 0,
    enteredEntry: null,
    busy: null,
    seq: 0,
    error: null,
    data: {},
    automatic: { runs: 0, navigated: false },
    leaving: false,
    under: null,
  };
}

const isDialog = (opts: MachineOptions, step: string): boolean => opts.flow.steps[step]?.dialog === true;

export function flowReducer(state: FlowState, event: FlowEvent, opts: MachineOptions): Step {
  switch (event.type) {
    case 'enter': {
      const enter = opts.flow.steps[state.step]?.enter;
      if (!enter || state.leaving || state.enteredEntry === state.entry || state.busy) return { state, effects: [] };
      const entered = { ...state, enteredEntry: state.entry };
      if (state.automatic.runs >= (opts.maxAutomaticRuns ?? MAX_AUTOMATIC_RUNS)) {
        return { state: { ...entered, error: { message: opts.loopMessage, inline: true } }, effects: [] };
      }
      return start(entered, enter, {}, true);
    }
    case 'request': {
      // One request in flight per screen: fast double clicks make one call.
      if (state.busy || state.leaving) return { state, effects: [] };
      return start({ ...state, automatic: { runs: 0, navigated: state.automatic.navigated } }, event.call, event.input ?? {}, false);
    }
    case 'settled': {
      if (!state.busy || event.seq !== state.busy.seq) return { state, effects: [] };
      return settle({ ...state, busy: null }, state.busy.call, state.busy.auto, event.outcome);
    }
    case 'restart': {
      // Only automatic work is restarted; its late outcome is ignored (seq), and the step is entered anew.
      if (!state.busy?.auto || state.leaving) return { state, effects: [] };
      return {
        state: { ...state, busy: null, error: null, entry: state.entry + 1, automatic: { runs: 0, navigated: state.automatic.navigated } },
        effects: [],
      };
    }
    case 'dismiss': {
      const t = opts.flow.steps[state.step]?.onDismiss;
      if (!isDialog(opts, state.step) || !t || state.busy) return { state, effects: [] };
      return follow({ ...state, error: null }, t, { ok: true }, false, opts);
    }
  }

  function start(s: FlowState, call: ActionCall, input: SubmittedData, auto: boolean): Step {
    const seq = s.seq + 1;
    const automatic = auto ? { ...s.automatic, runs: s.automatic.runs + 1 } : s.automatic;
    return {
      state: { ...s, seq, busy: { call, seq, auto }, error: null, automatic },
      effects: [{ type: 'runAction', seq, call, input, data: s.data }],
    };
  }

  function settle(s: FlowState, call: ActionCall, auto: boolean, outcome: Outcome): Step {
    if (!outcome.ok && outcome.code) {
      const why = outcome.code === opts.reauthCode ? 'recentLogin' : opts.sessionEndedCodes?.includes(outcome.code) ? 'sessionEnded' : null;
      if (why) return { state: { ...s, leaving: true }, effects: [{ type: 'reauthenticate', why }] };
    }
    const data = outcome.data ? { ...s.data, ...outcome.data } : s.data;
    const effects: FlowEffect[] = outcome.ok && call.cooldown ? [{ type: 'startCooldown', cooldown: call.cooldown }] : [];
    const t = chooseTransition(outcome, call);
    const next = follow({ ...s, data }, t, outcome, auto, opts);
    return { state: next.state, effects: [...effects, ...next.effects] };
  }
}

/** Applies a transition (or none: stay) after an outcome. */
function follow(s: FlowState, t: Transition | undefined, outcome: Outcome, auto: boolean, opts: MachineOptions): Step {
  const failure = outcome.ok || outcome.cancelled ? null : outcome.message || null;
  const stay = (): Step => ({ state: { ...s, error: failure ? { message: failure, inline: true } : null }, effects: [] });
  if (!t) return stay();
  // A notice says on arrival why the person is there ('$error': the failure itself).
  const notice: FlowEffect[] = [];
  if ('notice' in t && t.notice) {
    if (t.notice !== '$error') notice.push({ type: 'toast', key: t.notice });
    else if (failure) notice.push({ type: 'toast', text: failure });
  }
  if ('goto' in t) {
    const under = isDialog(opts, t.goto) ? (isDialog(opts, s.step) ? s.under : s.step) : null;
    const error = failure && notice.length === 0 ? { message: failure, inline: false } : null;
    return { state: { ...s, step: t.goto, entry: s.entry + 1, under, error }, effects: notice };
  }
  if ('toast' in t) return { state: { ...s, error: null }, effects: [{ type: 'toast', key: t.toast }] };
  if ('complete' in t) return { state: { ...s, error: null }, effects: [{ type: 'complete', data: s.data }] };
  // navigate
  const to: Navigation | null =
    t.navigate === '@action'
      ? outcome.ok && outcome.navigate
        ? outcome.navigate
        : null
      : { kind: 'internal', path: t.navigate, keepQuery: true };
  if (!to) return stay(); // follow only what the handler built through navigation.ts
  if (auto && s.automatic.navigated) return { state: { ...s, error: { message: opts.loopMessage, inline: true } }, effects: [] };
  return {
    state: { ...s, leaving: true, error: null, automatic: { ...s.automatic, navigated: s.automatic.navigated || auto } },
    effects: [{ type: 'navigate', to }, ...notice],
  };
}
