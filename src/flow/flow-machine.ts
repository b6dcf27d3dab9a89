/**
 * The running flow as a pure reducer: (state, event) -> state + effects. Every rule of a
 * running flow lives here: the current step and its entries, holding the enter action until
 * the auth state is known, the signed-in panel decision, one request in flight, the loop
 * guard, cooldowns and the guards of blocks (cooldown running, nothing changed),
 * re-authentication, dialogs and what they return to, and a guard flow's checklist
 * (onboarding). The state is plain data: message keys, never translated text.
 * src/flow/flow-runtime.ts carries out the effects; src/render/flow-screen.tsx only draws.
 * No React, no Firebase; model-tested through the runtime with fast-check.
 */
import type { FlowDoc, Transition } from '../config/types';
import { chooseTransition, initialStep, type Outcome, type Transitions } from './outcome';
import type { FlowData } from '../domain/flow-data';
import { isNavigationRule, safeRelativePath, withQuery, type Destination, type Navigation } from '../domain/navigation';
import { ROUTE } from '../domain/hub-routes.js';
import { keyOfCooldown, secondsLeft } from './cooldown';
import { destinationTag } from '../domain/destination';
import { checklistProgress, nextChecklistStep, type ChecklistFacts } from './checklist';
import type { ShownText } from '../messages/shown-text';
import type { UserFacts } from '../domain/user-facts';

/** A cooldown of a block (spec 4): starts only when the action succeeded. */
export interface CooldownSpec {
  seconds: number;
  id: string;
  reloadUser?: boolean;
}

/**
 * What a block or step asks for, and what follows it. Without an action the call follows its
 * onOk at once (a "Back" or "Skip" button).
 */
export interface ActionCall extends Transitions {
  action?: string;
  fallback?: string;
  cooldown?: CooldownSpec;
  /** A form that edits the person's data runs only when something changed. */
  requireChange?: boolean;
}

/** Form data as the form sends it, untyped; run-action.ts types it as the generated FormInput of its form. */
export type SubmittedData = Record<string, unknown>;

/** What the screen shows for a failure. */
export interface FlowError {
  message: ShownText;
  /** Inline under the blocks when the person stays; a step reached through onError shows it with $error. */
  inline: boolean;
  /** The field of the form that ran the call the message is about: shown under that field instead (issue 31). */
  field?: string;
}

/**
 * What was just done, said in place instead of in a toast (issue 56): under the block that ran
 * the call, or under the first block of type `under` of the step a transition went to.
 */
export interface Confirmation {
  message: ShownText;
  under?: string;
}

/** A cooldown that started: when, and what happens when it ends. */
export interface RunningCooldown {
  startedAt: number;
  seconds: number;
  reloadUser: boolean;
}

/** What the machine knows of the identity provider. */
export interface AuthKnowledge {
  /** False until its first state report (spec 4): enter actions wait for it. */
  known: boolean;
  /** The signed-in person, or null. */
  user: UserFacts | null;
}

/**
 * Spec 2 signed-in panel of the auth screens: 'none' for flows without it; 'pending' until the
 * auth state is known (a hint said someone may be signed in); then 'panel' or 'form', decided once.
 * 'goesOn': the panel's own rule, "with a redirectPath the person goes straight on" to the hand-over.
 */
export type PanelDecision = 'none' | 'pending' | 'panel' | 'form' | 'goesOn';

/** A guard flow's checklist (onboarding): 'waiting' for the auth state, 'asking' a step, or 'passed'. */
export interface ChecklistState {
  status: 'waiting' | 'asking' | 'passed';
  /** The checklist step being asked (its later steps may be others of the flow). */
  asking: string | null;
  done: readonly string[];
  /** The query asked for the full setup (spec 2 init=true). */
  setupRequested: boolean;
  /** The person's brand or white-label requires a second factor. */
  secondFactorRequired: boolean;
}

export interface FlowState {
  step: string;
  /** Counts entries into steps: a step's enter action runs once per entry. */
  entry: number;
  /** The entry whose enter action has started. */
  enterStartedFor: number | null;
  /** The request in flight (at most one per screen), with the call that started it and what it was given. */
  running: { call: ActionCall; seq: number; auto: boolean; input: SubmittedData } | null;
  /** Number of the last request; outcomes of older requests are ignored. */
  seq: number;
  error: FlowError | null;
  /** A confirmation shown in place; it goes at the person's next request or step change. */
  confirmation: Confirmation | null;
  data: Partial<FlowData>;
  /** Loop guard: automatic runs since the person last did something, and whether automatic work navigated. */
  automatic: { runs: number; navigated: boolean };
  /** The flow sent the person elsewhere: nothing more runs here. */
  leaving: boolean;
  /** The step a dialog step was opened over (drawn behind it); null when no dialog is open. */
  dialogOver: string | null;
  auth: AuthKnowledge;
  panel: PanelDecision;
  /** Where a signed-in person goes instead of the panel (the hand-over, when the query names a safe redirectPath), else null. */
  panelGoesTo: Navigation | null;
  /** Running cooldowns by key (cooldownKeyOf: the id, and the destination's tag when the call has one). */
  cooldowns: Readonly<Record<string, RunningCooldown>>;
  /** The time of the last event (ms): what cooldowns count from. */
  now: number;
  checklist: ChecklistState | null;
  /** The last request that finished, and whether it succeeded: a form empties its password fields after its own success. */
  lastSettled: { seq: number; ok: boolean } | null;
}

/** Events carry the time they happened at (the runtime adds it). */
export type FlowEvent = { at: number } & (
  | /** The identity provider reported (first report, sign-in, sign-out, a changed profile). */
    { type: 'auth'; user: UserFacts | null }
    /** The person submitted a form (input, and the prefilled values it started from) or clicked a button. */
  | {
      type: 'request';
      call: ActionCall;
      input?: SubmittedData;
      prefill?: SubmittedData;
      /** A row the person picked in a list (the factor whose Remove they pressed): flow data for the steps after. */
      choice?: Partial<FlowData>;
    }
  /** A request finished. */
  | { type: 'settled'; seq: number; outcome: Outcome }
  /** Escape or close on a dialog step. */
  | { type: 'dismiss' }
  /** The person asked for the running enter action afresh (a slow step's Try again): the running one is abandoned. */
  | { type: 'restart' }
  /** A second passed while a cooldown runs. */
  | { type: 'tick' }
  /** The person edited a form, or submitted one its own checks refused: what was confirmed has been seen (issue 56). */
  | { type: 'touch' }
);

/** A toast after a success says so, one after a failure says that: each looks and reads its own way (issue 31). */
export type ToastTone = 'success' | 'error';

export type FlowEffect =
  | { type: 'runAction'; seq: number; action: string; call: ActionCall; input: SubmittedData; data: Partial<FlowData> }
  | { type: 'navigate'; to: Destination }
  | { type: 'toast'; message: ShownText; tone: ToastTone }
  /** Keep the starts of a cooldown id's running waits (by key), so that a reload does not reset them. */
  | { type: 'saveCooldown'; id: string; starts: Record<string, number> }
  /** Spec 4: after an email change or verification email, reload the user when the wait ends. */
  | { type: 'reloadUser' }
  /**
   * Toast, sign out, and come back here after signing in again: spec 8 requires-recent-login
   * ('recentLogin'), a session that ended under the person ('sessionEnded'), one revoked by
   * signing out of all devices ('signedOutEverywhere'), or one whose account was deleted ('accountDeleted').
   */
  | { type: 'reauthenticate'; why: ReauthenticateWhy };

/** Why the person must sign in again; each has its own toast (errors.json). */
export type ReauthenticateWhy = 'recentLogin' | 'sessionEnded' | 'signedOutEverywhere' | 'accountDeleted';

/** The reducer's answer: the next state and what the runtime is to do. */
export interface Update {
  state: FlowState;
  effects: FlowEffect[];
}

export interface MachineOptions {
  flow: Pick<FlowDoc, 'steps' | 'checklist'>;
  /** The identity code that means "sign in again" (errors.json reauthenticate.code). */
  reauthCode: string;
  /** Codes that mean the session is over (errors.json sessionEnded.codes). */
  sessionEndedCodes?: readonly string[];
  /** Codes that mean every session was revoked (errors.json signedOutEverywhere.codes). */
  signedOutEverywhereCodes?: readonly string[];
  /** Codes that mean the account was deleted (errors.json accountDeleted.codes). */
  accountDeletedCodes?: readonly string[];
  /** The message key shown when the loop guard stops automatic work. */
  loopMessage: string;
}

/** How many enter actions may chain without the person doing anything. */
export const MAX_AUTOMATIC_RUNS = 5;

export interface StartFacts {
  query: URLSearchParams;
  auth: AuthKnowledge;
  /** Local storage says someone was signed in (spec 4 isAuthenticated): the panel may follow. */
  hintSignedIn: boolean;
  now: number;
  /** Cooldowns kept from earlier (by key). */
  cooldowns?: Readonly<Record<string, RunningCooldown>>;
  /** The person's brand or white-label requires a second factor (a guard flow asks for one). */
  secondFactorRequired?: boolean;
}

/** The state a flow starts in: its first step, or for a guard flow the first step its checklist asks. */
export function initialFlowState(flow: FlowDoc, start: StartFacts): FlowState {
  const checklist: ChecklistState | null = flow.checklist
    ? {
        status: 'waiting',
        asking: null,
        done: [],
        setupRequested: start.query.get('init') === 'true',
        secondFactorRequired: start.secondFactorRequired === true,
      }
    : null;
  const state: FlowState = {
    step: initialStep(flow, start.query),
    entry: 0,
    enterStartedFor: null,
    running: null,
    seq: 0,
    error: null,
    confirmation: null,
    data: {},
    automatic: { runs: 0, navigated: false },
    leaving: false,
    dialogOver: null,
    auth: { known: false, user: null },
    panel: !flow.signedInPanel ? 'none' : start.hintSignedIn ? 'pending' : 'form',
    panelGoesTo: safeRelativePath(start.query.get('redirectPath'))
      ? { kind: 'internal', path: withQuery(ROUTE.handOver, start.query) }
      : null,
    cooldowns: running(start.cooldowns ?? {}, start.now),
    now: start.now,
    checklist,
    lastSettled: null,
  };
  return start.auth.known ? learnAuth(state, start.auth.user, flow) : state;
}

/** Seconds left of a cooldown, by its key (0: none or over). */
export function cooldownLeft(state: FlowState, key: string | undefined): number {
  const c = key === undefined ? undefined : state.cooldowns[key];
  return c ? secondsLeft(c.startedAt, c.seconds, state.now) : 0;
}

/** The first address or number among a call's input, then the flow's data (a Resend sends to what the form gave). */
function destinationOf(input: SubmittedData | undefined, data: Partial<FlowData>): string | null {
  for (const v of [input?.phone, input?.email, data.phone, data.email]) if (typeof v === 'string' && v.trim()) return v;
  return null;
}

/**
 * The key a call's wait runs under: its cooldown id, with the tag of the number or address it
 * sends to when it has one. The wait is per destination (issue 56): a person who mistyped can send
 * to the corrected number at once (the API limits per address too); the same one waits.
 */
export function cooldownKeyOf(call: ActionCall, input: SubmittedData | undefined, data: Partial<FlowData>): string | undefined {
  if (!call.cooldown) return undefined;
  const to = destinationOf(input, data);
  return to === null ? call.cooldown.id : `${call.cooldown.id}#${destinationTag(to)}`;
}

/** Seconds left of the wait a call would meet now, sent with this input (a form's data as typed) or none (a button). */
export function callCooldownLeft(state: FlowState, call: ActionCall, input?: SubmittedData): number {
  return cooldownLeft(state, cooldownKeyOf(call, input, state.data));
}

/** Whether the signed-in panel shows instead of the flow's step. */
export function showsPanel(state: FlowState): boolean {
  return state.panel === 'panel' && state.auth.user !== null && !state.leaving;
}

/** A form's data equals what it was prefilled with (empty and missing count as the same). */
export function unchangedFromPrefill(prefill: SubmittedData, data: SubmittedData): boolean {
  const same = (k: string) => (data[k] ?? '') === (prefill[k] ?? '');
  return Object.keys(prefill).every(same) && Object.keys(data).every(same);
}

/**
 * A form's values once the person's data it started from changes (their address changed in another
 * tab, or was removed): a field still as it was prefilled follows the new value; a field the person
 * edited keeps what they typed.
 */
export function followPrefill(data: SubmittedData, before: SubmittedData, after: SubmittedData): SubmittedData {
  const out: SubmittedData = { ...data };
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if ((data[k] ?? '') !== (before[k] ?? '')) continue;
    if (after[k] === undefined) delete out[k];
    else out[k] = after[k];
  }
  return out;
}

const isDialog = (opts: MachineOptions, step: string): boolean => opts.flow.steps[step]?.dialog === true;

function running(cooldowns: Readonly<Record<string, RunningCooldown>>, now: number): Record<string, RunningCooldown> {
  return Object.fromEntries(Object.entries(cooldowns).filter(([, c]) => secondsLeft(c.startedAt, c.seconds, now) > 0));
}

/** The auth state arrived or changed: the panel is decided once, a waiting or passed checklist looks again. */
function learnAuth(state: FlowState, user: UserFacts | null, flow: Pick<FlowDoc, 'checklist'>): FlowState {
  const first = !state.auth.known;
  let s: FlowState = { ...state, auth: { known: true, user } };
  // Someone who signs in on this screen sees the screen's own next step, never the panel.
  if (first && s.panel !== 'none' && s.seq === 0) s = { ...s, panel: !user ? 'form' : s.panelGoesTo ? 'goesOn' : 'panel' };
  if (s.checklist && s.checklist.status !== 'asking') s = askNext(s, flow);
  return s;
}

/** What the checklist's rules read: the person, the guard's settings and the flow's data. */
function checklistFacts(s: FlowState, checklist: ChecklistState, user: UserFacts): ChecklistFacts {
  return { user, setupRequested: checklist.setupRequested, secondFactorRequired: checklist.secondFactorRequired, data: s.data };
}

/** Step n of m of the checklist being asked (tasks: its steps with a form), for the screen to show; null when none is asked. */
export function checklistProgressOf(s: FlowState, flow: Pick<FlowDoc, 'checklist' | 'steps'>): { step: number; steps: number } | null {
  if (s.checklist?.status !== 'asking' || !flow.checklist || !s.auth.user) return null;
  const isTask = (id: string) => (flow.steps[id]?.blocks ?? []).some((b) => b.type === 'form');
  return checklistProgress(flow.checklist, checklistFacts(s, s.checklist, s.auth.user), s.checklist.done, isTask);
}

/** The checklist's next wanted step (entered), or passed. */
function askNext(s: FlowState, flow: Pick<FlowDoc, 'checklist'>): FlowState {
  if (!s.checklist || !flow.checklist || !s.auth.user) return s;
  const next = nextChecklistStep(flow.checklist, checklistFacts(s, s.checklist, s.auth.user), s.checklist.done);
  if (!next) return { ...s, checklist: { ...s.checklist, status: 'passed', asking: null } };
  return {
    ...s,
    step: next,
    entry: s.entry + 1,
    dialogOver: null,
    error: null,
    confirmation: null,
    checklist: { ...s.checklist, status: 'asking', asking: next },
  };
}

export function flowReducer(state: FlowState, event: FlowEvent, opts: MachineOptions): Update {
  // A keystroke with nothing to take away is no change: the screen does not draw again for it.
  if (event.type === 'touch' && state.confirmation === null) return { state, effects: [] };
  const s0: FlowState = { ...state, now: Math.max(state.now, event.at) };
  const out = reduceEvent(s0, event, opts);
  return goOnFromPanel(enterIfReady(out, opts));
}

/** The panel decided the person goes straight on: once, and nothing more runs here. */
function goOnFromPanel(update: Update): Update {
  const s = update.state;
  if (s.panel !== 'goesOn' || s.leaving || !s.panelGoesTo || s.auth.user === null) return update;
  return { state: { ...s, leaving: true }, effects: [...update.effects, { type: 'navigate', to: s.panelGoesTo }] };
}

/** The event's own change (flowReducer then enters a step that waits and goes on from the panel). */
function reduceEvent(state: FlowState, event: FlowEvent, opts: MachineOptions): Update {
  const none = (s: FlowState = state): Update => ({ state: s, effects: [] });
  switch (event.type) {
    case 'auth':
      return none(learnAuth(state, event.user, opts.flow));
    case 'request': {
      const call = event.call;
      // The person did something next: what was confirmed before has been seen (even if refused below).
      const seen = { ...state, confirmation: null };
      // One request of the person's in flight per screen: fast double clicks make one call.
      if (state.running?.auto === false || state.leaving || showsPanel(state)) return none(seen);
      // A block's guards: a running cooldown, a form that edits data with nothing changed.
      if (callCooldownLeft(state, call, event.input) > 0) return none(seen);
      if (call.requireChange && unchangedFromPrefill(event.prefill ?? {}, event.input ?? {})) return none(seen);
      // The person goes first: a step's own load still running (a list) gives way, its late answer is
      // ignored (seq), and it runs again once the person's call has ended (enterStartedFor null).
      const givesWay = state.running !== null;
      const s = {
        ...seen,
        running: null,
        enterStartedFor: givesWay ? null : state.enterStartedFor,
        automatic: { runs: 0, navigated: state.automatic.navigated },
      };
      const data = event.choice ? { ...s.data, ...event.choice } : s.data;
      if (call.action === undefined) return follow({ ...s, data, error: null }, call.onOk, { ok: true }, false, opts);
      return start(s, call, call.action, event.input ?? {}, false);
    }
    case 'settled': {
      if (!state.running || event.seq !== state.running.seq) return none();
      const lastSettled = { seq: event.seq, ok: event.outcome.ok };
      const { call, auto, input } = state.running;
      return settle({ ...state, running: null, lastSettled }, call, auto, input, event.outcome, opts);
    }
    case 'restart': {
      // Only automatic work is restarted; its late outcome is ignored (seq), and the step is entered anew.
      if (!state.running?.auto || state.leaving) return none();
      return none({
        ...state,
        running: null,
        error: null,
        confirmation: null,
        entry: state.entry + 1,
        automatic: { runs: 0, navigated: state.automatic.navigated },
      });
    }
    case 'dismiss': {
      const t = opts.flow.steps[state.step]?.onDismiss;
      if (!isDialog(opts, state.step) || !t || state.running) return none();
      return follow({ ...state, error: null }, t, { ok: true }, false, opts);
    }
    case 'touch':
      return none({ ...state, confirmation: null });
    case 'tick': {
      const ended = Object.entries(state.cooldowns).filter(([, c]) => secondsLeft(c.startedAt, c.seconds, state.now) === 0);
      if (ended.length === 0) return none();
      return {
        state: { ...state, cooldowns: running(state.cooldowns, state.now) },
        effects: ended.some(([, c]) => c.reloadUser) ? [{ type: 'reloadUser' }] : [],
      };
    }
  }
}

/** Runs the current step's enter action once per entry, when the auth state is known and no panel shows. */
function enterIfReady(update: Update, opts: MachineOptions): Update {
  const s = update.state;
  const enter = opts.flow.steps[s.step]?.enter;
  const ready = s.auth.known && s.panel !== 'pending' && s.panel !== 'goesOn' && !showsPanel(s) && s.checklist?.status !== 'waiting';
  if (!enter || !ready || s.leaving || s.enterStartedFor === s.entry || s.running) return update;
  if (s.checklist?.status === 'passed') return update;
  const entered = { ...s, enterStartedFor: s.entry };
  if (s.automatic.runs >= MAX_AUTOMATIC_RUNS) {
    return { state: { ...entered, error: { message: { key: opts.loopMessage }, inline: true } }, effects: update.effects };
  }
  if (enter.action === undefined) return update; // the schema requires an enter action to name one
  const started = start(entered, enter, enter.action, {}, true);
  // Null: the load gave way to the person's call (or never ran, with no error yet). What that call's
  // failure says stays, under its field too, until the person acts again (issue 56 item 4).
  const error = s.enterStartedFor === null ? s.error : started.state.error;
  return { state: { ...started.state, error }, effects: [...update.effects, ...started.effects] };
}

/** Starts a call; the state keeps the call itself, so the screen knows which block's button runs. */
function start(s: FlowState, call: ActionCall, action: string, input: SubmittedData, auto: boolean): Update {
  const seq = s.seq + 1;
  const automatic = auto ? { ...s.automatic, runs: s.automatic.runs + 1 } : s.automatic;
  return {
    state: { ...s, seq, running: { call, seq, auto, input }, error: null, automatic },
    effects: [{ type: 'runAction', seq, action, call, input, data: s.data }],
  };
}

function reauthenticateWhy(code: string, opts: MachineOptions): ReauthenticateWhy | null {
  if (code === opts.reauthCode) return 'recentLogin';
  if (opts.signedOutEverywhereCodes?.includes(code)) return 'signedOutEverywhere';
  if (opts.accountDeletedCodes?.includes(code)) return 'accountDeleted';
  if (opts.sessionEndedCodes?.includes(code)) return 'sessionEnded';
  return null;
}

function settle(s: FlowState, call: ActionCall, auto: boolean, input: SubmittedData, outcome: Outcome, opts: MachineOptions): Update {
  if (!outcome.ok && outcome.code) {
    const why = reauthenticateWhy(outcome.code, opts);
    if (why) return { state: { ...s, leaving: true }, effects: [{ type: 'reauthenticate', why }] };
  }
  const data = outcome.data ? { ...s.data, ...outcome.data } : s.data;
  let next: FlowState = { ...s, data };
  const effects: FlowEffect[] = [];
  if (outcome.ok && call.cooldown) {
    const c = call.cooldown;
    // Keyed with the data the call produced: a Resend button reads the number the send gave.
    const key = cooldownKeyOf(call, input, data) ?? c.id;
    const cooldowns = {
      ...running(next.cooldowns, s.now),
      [key]: { startedAt: s.now, seconds: c.seconds, reloadUser: c.reloadUser === true },
    };
    next = { ...next, cooldowns };
    const starts = Object.fromEntries(Object.entries(cooldowns).flatMap(([k, v]) => (keyOfCooldown(k, c.id) ? [[k, v.startedAt]] : [])));
    effects.push({ type: 'saveCooldown', id: c.id, starts });
  }
  const followed = follow(next, chooseTransition(outcome, call), outcome, auto, opts);
  return { state: followed.state, effects: [...effects, ...followed.effects] };
}

/** Applies a transition (or none: stay) after an outcome. */
function follow(s: FlowState, t: Transition | undefined, outcome: Outcome, auto: boolean, opts: MachineOptions): Update {
  const failure: ShownText | null = outcome.ok || outcome.cancelled ? null : outcome.message;
  const tone: ToastTone = outcome.ok ? 'success' : 'error';
  // An automatic load that answers well takes no failure of the person's away (issue 56 item 4).
  const error = failure ? { message: failure, inline: true } : auto ? s.error : null;
  const stay = (): Update => ({ state: { ...s, error }, effects: [] });
  if (!t) return stay();
  // A notice says on arrival why the person is there ('$error': the failure itself).
  const notice: FlowEffect[] = [];
  if ('notice' in t && t.notice) {
    if (t.notice !== '$error') notice.push({ type: 'toast', message: { key: t.notice }, tone });
    else if (failure) notice.push({ type: 'toast', message: failure, tone: 'error' });
  }
  if ('goto' in t) {
    if (t.set) s = { ...s, data: { ...s.data, ...t.set } };
    const dialogOver = isDialog(opts, t.goto) ? (isDialog(opts, s.step) ? s.dialogOver : s.step) : null;
    const error = failure && notice.length === 0 ? { message: failure, inline: false } : null;
    // A step change ends the last confirmation; the transition may bring its own, placed on the step reached.
    const confirmation = t.confirm && t.under ? { message: { key: t.confirm }, under: t.under } : null;
    return { state: { ...s, step: t.goto, entry: s.entry + 1, dialogOver, error, confirmation }, effects: notice };
  }
  if ('confirm' in t) return { state: { ...s, error: null, confirmation: { message: { key: t.confirm } } }, effects: [] };
  // Before 'toast': a field outcome may carry a toast as well.
  if ('field' in t)
    return {
      state: { ...s, error: { message: { key: t.message }, inline: true, field: t.field } },
      effects: t.toast ? [{ type: 'toast', message: { key: t.toast }, tone }] : [],
    };
  if ('toast' in t) return { state: { ...s, error: null }, effects: [{ type: 'toast', message: { key: t.toast }, tone }] };
  if ('complete' in t) {
    // The checklist step being asked is done; the next one wanted follows, or the guard passes.
    const checklist = s.checklist;
    if (!checklist?.asking) return { state: { ...s, error: null }, effects: [] };
    const done = checklist.done.includes(checklist.asking) ? checklist.done : [...checklist.done, checklist.asking];
    return { state: askNext({ ...s, error: null, checklist: { ...checklist, done } }, opts.flow), effects: [] };
  }
  // navigate
  // '@action': only what the handler built through navigation.ts (the hand-over); '@after...': a spec rule.
  const to: Destination | null =
    t.navigate === '@action'
      ? outcome.ok && outcome.navigate
        ? outcome.navigate
        : null
      : isNavigationRule(t.navigate)
        ? { kind: 'rule', rule: t.navigate }
        : ({ kind: 'internal', path: t.navigate, keepQuery: true } satisfies Navigation);
  if (!to) return stay();
  if (auto && s.automatic.navigated) return { state: { ...s, error: { message: { key: opts.loopMessage }, inline: true } }, effects: [] };
  return {
    state: { ...s, leaving: true, error: null, automatic: { ...s.automatic, navigated: s.automatic.navigated || auto } },
    effects: [{ type: 'navigate', to }, ...notice],
  };
}
