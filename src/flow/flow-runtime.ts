/**
 * The running flow, headless: the machine (flow-machine.ts) plus the interpreter of its
 * effects, against ports the host gives it (actions, navigation, toasts, storage, the user).
 * A screen subscribes and draws; a test drives it with fake ports and no browser.
 *
 * One click: the screen calls send({ type: 'request', call, input }) -> the reducer checks the
 * guards and returns runAction -> ports.run(...) -> its outcome comes back as 'settled' ->
 * the reducer picks the transition -> navigate / toast effects go to the ports, and every
 * subscriber sees the new state.
 */
import type { FlowDoc } from '../config/types';
import type { FlowData } from '../domain/flow-data';
import type { Destination } from '../domain/navigation';
import type { Outcome } from './outcome';
import type { ShownText } from '../messages/shown-text';
import { cooldownStorageKey, keptStarts } from './cooldown';
import { stepCalls } from './step-calls';
import {
  flowReducer,
  initialFlowState,
  type ActionCall,
  type FlowEffect,
  type FlowEvent,
  type FlowState,
  type MachineOptions,
  type ReauthenticateWhy,
  type RunningCooldown,
  type StartFacts,
  type SubmittedData,
  type ToastTone,
} from './flow-machine';

/** What the runtime needs from its host. Every method is a port: the app wires Firebase and the router, a test wires fakes. */
export interface FlowPorts {
  /** Runs a named action; expected failures come back as outcomes, never as a rejection. */
  run(action: string, call: ActionCall, input: SubmittedData, data: Partial<FlowData>): Promise<Outcome>;
  /** Follows a destination; a rule is computed with the host's query and brand (navigation.ts ruleDestination). */
  navigate(to: Destination): void;
  toast(message: ShownText, tone: ToastTone): void;
  /** Kept cooldown starts (spec 4: a reload does not reset a cooldown). */
  storage: { get(key: `cooldown:${string}`): string | null; set(key: `cooldown:${string}`, value: string): void };
  reloadUser(): void;
  /** Spec 8: the session needs signing in again (one handler for the whole app). */
  reauthenticate(why: ReauthenticateWhy): void;
  /**
   * Issue 54, passkey autofill: offers the action's ceremony in the browser's autofill; resolves
   * true once the person chose there (the action, run next, finishes it), false when it cannot be
   * offered or was aborted. Absent: nothing is offered.
   */
  autofill?(action: string, signal: AbortSignal): Promise<boolean>;
}

/** The clock the runtime counts cooldowns with. */
export interface RuntimeClock {
  now(): number;
  /** Calls fn every ms until the returned stop is called. */
  every(ms: number, fn: () => void): () => void;
}

export const realClock: RuntimeClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const timer = setInterval(fn, ms);
    return () => clearInterval(timer);
  },
};

/** An event as a host sends it: the runtime stamps the time. */
export type FlowInput = FlowEvent extends infer E ? (E extends FlowEvent ? Omit<E, 'at'> : never) : never;

export interface FlowRuntime {
  getState: () => FlowState;
  subscribe: (listener: () => void) => () => void;
  send: (event: FlowInput) => void;
  /** Starts listening to outcomes and the clock; the returned function stops (outcomes that arrive later are dropped). */
  start: () => () => void;
  /** Offers a call's passkey ceremony in the browser's autofill; chosen there, the call is requested as a press would. The returned function aborts the offer. */
  autofill: (call: ActionCall) => () => void;
}

/** Every cooldown a flow's blocks and steps may start. */
function cooldownSpecsOf(flow: FlowDoc): { id: string; seconds: number; reloadUser: boolean }[] {
  return Object.values(flow.steps).flatMap((step) =>
    stepCalls(step).flatMap(({ call }) => {
      const c = 'cooldown' in call ? call.cooldown : undefined;
      return c ? [{ id: c.id, seconds: c.seconds, reloadUser: c.reloadUser === true }] : [];
    }),
  );
}

/** Cooldowns of this flow kept from an earlier visit, by key (see keptStarts). */
function keptCooldowns(flow: FlowDoc, storage: FlowPorts['storage']): Record<string, RunningCooldown> {
  const out: Record<string, RunningCooldown> = {};
  for (const c of cooldownSpecsOf(flow)) {
    for (const [key, startedAt] of Object.entries(keptStarts(c.id, storage.get(cooldownStorageKey(c.id)))))
      out[key] = { startedAt, seconds: c.seconds, reloadUser: c.reloadUser };
  }
  return out;
}

/** Hands one effect of the reducer to its port; an action's outcome comes back through settle. */
function carryOut(effect: FlowEffect, ports: FlowPorts, settle: (seq: number, outcome: Outcome) => void): void {
  switch (effect.type) {
    case 'runAction':
      void ports.run(effect.action, effect.call, effect.input, effect.data).then((outcome) => settle(effect.seq, outcome));
      break;
    case 'navigate':
      ports.navigate(effect.to);
      break;
    case 'toast':
      ports.toast(effect.message, effect.tone);
      break;
    case 'saveCooldown':
      ports.storage.set(cooldownStorageKey(effect.id), JSON.stringify(effect.starts));
      break;
    case 'reloadUser':
      ports.reloadUser();
      break;
    case 'reauthenticate':
      ports.reauthenticate(effect.why);
      break;
  }
}

export function createFlowRuntime(args: {
  flow: FlowDoc;
  options: Omit<MachineOptions, 'flow'>;
  start: Omit<StartFacts, 'now' | 'cooldowns'>;
  ports: FlowPorts;
  clock?: RuntimeClock;
}): FlowRuntime {
  const { flow, ports } = args;
  const clock = args.clock ?? realClock;
  const opts: MachineOptions = { ...args.options, flow };
  let state = initialFlowState(flow, { ...args.start, now: clock.now(), cooldowns: keptCooldowns(flow, ports.storage) });
  const listeners = new Set<() => void>();
  let live = false;
  let stopTicking: (() => void) | null = null;

  /** A one-second tick runs while a cooldown does. */
  const syncTicking = () => {
    const wanted = live && Object.keys(state.cooldowns).length > 0;
    if (wanted && !stopTicking) stopTicking = clock.every(1000, () => send({ type: 'tick' }));
    if (!wanted && stopTicking) {
      stopTicking();
      stopTicking = null;
    }
  };

  const send = (input: FlowInput): void => {
    const { state: next, effects } = flowReducer(state, { ...input, at: clock.now() }, opts);
    const changed = next !== state;
    state = next;
    if (changed) for (const l of listeners) l();
    syncTicking();
    // An outcome that arrives after stop() is dropped.
    const settle = (seq: number, outcome: Outcome) => {
      if (live) send({ type: 'settled', seq, outcome });
    };
    for (const effect of effects) carryOut(effect, ports, settle);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => {
      if (live) send(event);
    },
    autofill(call) {
      const offer = new AbortController();
      if (call.action !== undefined && ports.autofill) {
        void ports.autofill(call.action, offer.signal).then(
          (chosen) => {
            if (chosen && live && !offer.signal.aborted) send({ type: 'request', call });
          },
          () => undefined, // an offer that fails is no failure of the person's: the button still works
        );
      }
      return () => offer.abort();
    },
    start() {
      live = true;
      syncTicking();
      // Whatever the state already allows (an enter action, a checklist step) starts now.
      send({ type: 'tick' });
      return () => {
        live = false;
        syncTicking();
      };
    },
  };
}
