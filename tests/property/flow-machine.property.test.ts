/**
 * Model-based tests of the flow machine (fast-check modelRun): random sequences of what a
 * person and the network do (click, submit twice, settle ok / with a code / stale, enter,
 * Escape) against every project flow and a flow that loops on its own, compared with a
 * small model of the rules written separately from the reducer.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  flowReducer,
  initialFlowState,
  MAX_AUTOMATIC_RUNS,
  type ActionCall,
  type FlowEffect,
  type FlowState,
  type MachineOptions,
} from '../../src/flow/flow-machine';
import type { Outcome } from '../../src/flow/engine';
import type { FlowDoc, FlowStep, Transition } from '../../src/config/types';
import { projectDocuments } from '../support/project';

const REAUTH = 'auth/requires-recent-login';
const ENDED = 'api/unauthorized';
const LOOP = 'loop stopped';

/** A flow whose steps send each other on by themselves, for the loop guard. */
const loopFlow = {
  id: 'loop',
  layout: 'plain',
  initial: 'a',
  steps: {
    a: { enter: { action: 'flow.continue', onOk: { goto: 'b' } }, blocks: [] },
    b: {
      enter: { action: 'flow.continue', onOk: { goto: 'a' }, onError: { navigate: '/sign-in' } },
      blocks: [{ type: 'button', label: 'ui.common.continue', action: 'flow.continue', onOk: { goto: 'a' } }],
    },
  },
} as unknown as FlowDoc;

const flows: FlowDoc[] = [...Object.values(projectDocuments().flows), loopFlow];

/** The calls a person can start on a step: its forms and buttons. */
function callsOf(step: FlowStep | undefined): ActionCall[] {
  return (step?.blocks ?? []).flatMap((b) => ('action' in b ? [b as ActionCall] : []));
}

interface Model {
  step: string;
  entry: number;
  enteredEntry: number | null;
  inFlight: { call: ActionCall; auto: boolean; seq: number } | null;
  seq: number;
  leaving: boolean;
  autoRuns: number;
  autoNavigated: boolean;
  under: string | null;
  data: Record<string, unknown>;
}

interface Real {
  flow: FlowDoc;
  opts: MachineOptions;
  state: FlowState;
  effects: FlowEffect[];
}

const send = (r: Real, event: Parameters<typeof flowReducer>[1]): FlowEffect[] => {
  const out = flowReducer(r.state, event, r.opts);
  r.state = out.state;
  r.effects.push(...out.effects);
  return out.effects;
};

/** Where a transition leads in the model (mirrors the spec of the machine, not its code). */
function modelFollow(m: Model, flow: FlowDoc, t: Transition | undefined, outcome: Outcome, auto: boolean): { effects: string[] } {
  if (!t) return { effects: [] };
  if ('goto' in t) {
    const toDialog = flow.steps[t.goto]?.dialog === true;
    const fromDialog = flow.steps[m.step]?.dialog === true;
    m.under = toDialog ? (fromDialog ? m.under : m.step) : null;
    m.step = t.goto;
    m.entry += 1;
    return { effects: 'notice' in t && t.notice && (t.notice !== '$error' || !outcome.ok) ? ['toast'] : [] };
  }
  if ('toast' in t) return { effects: ['toast'] };
  if ('complete' in t) return { effects: ['complete'] };
  const target = t.navigate === '@action' ? (outcome.ok ? outcome.navigate : undefined) : { kind: 'internal' };
  if (!target) return { effects: [] };
  if (auto && m.autoNavigated) return { effects: [] };
  m.autoNavigated ||= auto;
  m.leaving = true;
  return { effects: ['navigate', ...('notice' in t && t.notice && (t.notice !== '$error' || !outcome.ok) ? ['toast'] : [])] };
}

class Click implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const calls = callsOf(r.flow.steps[m.step]);
    const call = calls[this.pick % Math.max(calls.length, 1)];
    if (!call) return;
    const effects = send(r, { type: 'request', call, input: {} });
    if (m.inFlight || m.leaving) {
      expect(effects).toEqual([]); // one request in flight; nothing after leaving
      return;
    }
    m.seq += 1;
    m.inFlight = { call, auto: false, seq: m.seq };
    m.autoRuns = 0;
    expect(effects).toEqual([{ type: 'runAction', seq: m.seq, call, input: {}, data: m.data }]);
  }
  toString = () => `click(${this.pick})`;
}

class Enter implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real): void {
    const enter = r.flow.steps[m.step]?.enter;
    const effects = send(r, { type: 'enter' });
    if (!enter || m.leaving || m.enteredEntry === m.entry || m.inFlight) {
      expect(effects).toEqual([]);
      return;
    }
    m.enteredEntry = m.entry;
    if (m.autoRuns >= MAX_AUTOMATIC_RUNS) {
      expect(effects).toEqual([]);
      expect(r.state.error?.message).toBe(LOOP);
      return;
    }
    m.seq += 1;
    m.autoRuns += 1;
    m.inFlight = { call: enter, auto: true, seq: m.seq };
    expect(effects.map((e) => e.type)).toEqual(['runAction']);
  }
  toString = () => 'enter';
}

type OutcomeKind = { ok: true; navigate: boolean } | { ok: false; code: 'declared' | 'other' | 'reauth' | 'ended' | 'cancelled' };

class Settle implements fc.Command<Model, Real> {
  constructor(
    readonly kind: OutcomeKind,
    readonly stale: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.inFlight !== null;
  run(m: Model, r: Real): void {
    const flight = m.inFlight!;
    const call = flight.call;
    const codes = Object.keys(call.onCode ?? {});
    const k = this.kind;
    const outcome: Outcome = k.ok
      ? {
          ok: true,
          ...(k.navigate ? { navigate: { kind: 'external', url: 'https://brand.example/login' } } : {}),
          data: { phone: '+61400000001' },
        }
      : k.code === 'cancelled'
        ? { ok: false, message: '', cancelled: true }
        : {
            ok: false,
            message: 'it failed',
            code: k.code === 'reauth' ? REAUTH : k.code === 'ended' ? ENDED : k.code === 'declared' && codes[0] ? codes[0] : 'hub.other',
          };
    if (this.stale) {
      expect(send(r, { type: 'settled', seq: flight.seq - 1, outcome })).toEqual([]);
      expect(r.state.busy?.seq).toBe(flight.seq);
      return;
    }
    const effects = send(r, { type: 'settled', seq: flight.seq, outcome }).map((e) => e.type);
    m.inFlight = null;
    expect(r.state.busy).toBeNull(); // a button never stays stuck loading
    if (!outcome.ok && (outcome.code === REAUTH || outcome.code === ENDED)) {
      m.leaving = true;
      expect(effects).toEqual(['reauthenticate']);
      expect(r.effects.at(-1)).toEqual({ type: 'reauthenticate', why: outcome.code === REAUTH ? 'recentLogin' : 'sessionEnded' });
      return;
    }
    if (outcome.ok) m.data = { ...m.data, ...outcome.data };
    const expected = outcome.ok && call.cooldown ? ['startCooldown'] : [];
    const t = outcome.ok
      ? call.onOk
      : outcome.cancelled
        ? undefined
        : ((outcome.code ? call.onCode?.[outcome.code] : undefined) ?? call.onError);
    expected.push(...modelFollow(m, r.flow, t, outcome, flight.auto).effects);
    expect(effects).toEqual(expected);
    // The cooldown starts only when the action succeeded.
    if (!outcome.ok) expect(effects).not.toContain('startCooldown');
  }
  toString = () => `settle(${JSON.stringify(this.kind)}${this.stale ? ', stale' : ''})`;
}

class Dismiss implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real): void {
    const step = r.flow.steps[m.step];
    const effects = send(r, { type: 'dismiss' });
    if (step?.dialog !== true || !step.onDismiss || m.inFlight) {
      expect(effects).toEqual([]);
      return;
    }
    modelFollow(m, r.flow, step.onDismiss, { ok: true }, false);
  }
  toString = () => 'dismiss';
}

/** A slow step's Try again: the running enter action is abandoned and the step entered anew. */
class Restart implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real): void {
    const flight = m.inFlight;
    expect(send(r, { type: 'restart' })).toEqual([]);
    if (!flight?.auto || m.leaving) {
      expect(r.state.busy?.seq ?? null).toBe(flight?.seq ?? null); // a person's own request is never abandoned
      return;
    }
    m.inFlight = null;
    m.entry += 1;
    m.autoRuns = 0;
    expect(r.state.busy).toBeNull();
    // The abandoned run answering late changes nothing.
    const before = r.state;
    expect(
      send(r, {
        type: 'settled',
        seq: flight.seq,
        outcome: { ok: true, navigate: { kind: 'external', url: 'https://brand.example/login' } },
      }),
    ).toEqual([]);
    expect(r.state).toBe(before);
  }
  toString = () => 'restart';
}

const outcomeKind: fc.Arbitrary<OutcomeKind> = fc.oneof(
  fc.record({ ok: fc.constant(true as const), navigate: fc.boolean() }),
  fc.record({
    ok: fc.constant(false as const),
    code: fc.constantFrom('declared' as const, 'other' as const, 'reauth' as const, 'ended' as const, 'cancelled' as const),
  }),
);
const commands = [
  fc.nat(5).map((n) => new Click(n)),
  fc.constant(new Enter()),
  fc.tuple(outcomeKind, fc.boolean()).map(([k, stale]) => new Settle(k, stale)),
  fc.constant(new Dismiss()),
  fc.constant(new Restart()),
];

describe('flow machine (model-based)', () => {
  it('matches the model over random journeys through every flow', () => {
    fc.assert(
      fc.property(fc.constantFrom(...flows), fc.commands(commands, { maxCommands: 40 }), (flow, cmds) => {
        const state = initialFlowState(flow, new URLSearchParams());
        const model: Model = {
          step: state.step,
          entry: 0,
          enteredEntry: null,
          inFlight: null,
          seq: 0,
          leaving: false,
          autoRuns: 0,
          autoNavigated: false,
          under: null,
          data: {},
        };
        const real: Real = { flow, opts: { flow, reauthCode: REAUTH, sessionEndedCodes: [ENDED], loopMessage: LOOP }, state, effects: [] };
        fc.modelRun(() => ({ model, real }), cmds);
        // Invariants after the whole journey.
        expect(real.state.step).toBe(model.step);
        expect(Object.keys(flow.steps)).toContain(real.state.step);
        expect(real.state.under).toBe(model.under);
        expect(real.state.under === null).toBe(flow.steps[real.state.step]?.dialog !== true || model.under === null);
        expect(real.effects.filter((e) => e.type === 'runAction').length).toBe(model.seq);
      }),
      { numRuns: 300 },
    );
  });

  it('stops a flow that keeps sending itself on after a bounded number of automatic runs', () => {
    const opts = { flow: loopFlow, reauthCode: REAUTH, loopMessage: LOOP };
    let s = initialFlowState(loopFlow, new URLSearchParams());
    let runs = 0;
    for (let i = 0; i < 20; i++) {
      const entered = flowReducer(s, { type: 'enter' }, opts);
      s = entered.state;
      const run = entered.effects.find((e) => e.type === 'runAction');
      if (!run) break;
      runs += 1;
      s = flowReducer(s, { type: 'settled', seq: run.seq, outcome: { ok: true } }, opts).state;
    }
    expect(runs).toBe(MAX_AUTOMATIC_RUNS);
    expect(s.error?.message).toBe(LOOP);
  });

  it('a send that fails starts no cooldown; the same send succeeding does', () => {
    const call: ActionCall = { action: 'account.sendLinkCode', cooldown: { seconds: 60, id: 'x' }, onOk: { goto: 'b' } };
    const opts = { flow: loopFlow, reauthCode: REAUTH, loopMessage: LOOP };
    const s0 = initialFlowState(loopFlow, new URLSearchParams());
    /** The cooldowns started when the send settles with outcome. */
    const cooldownsAfter = (outcome: Outcome): FlowEffect[] => {
      const started = flowReducer(s0, { type: 'request', call }, opts);
      const run = started.effects[0]!;
      if (run.type !== 'runAction') throw new Error('expected a run');
      const settled = flowReducer(started.state, { type: 'settled', seq: run.seq, outcome }, opts);
      return settled.effects.filter((e) => e.type === 'startCooldown');
    };
    expect(cooldownsAfter({ ok: true })).toEqual([{ type: 'startCooldown', cooldown: { seconds: 60, id: 'x' } }]);
    const failures: Outcome[] = [
      { ok: false, message: 'Invalid phone number', code: 'screen.phone_invalid' },
      { ok: false, message: 'Something went wrong', code: null },
      { ok: false, message: '', cancelled: true, code: null },
    ];
    for (const failure of failures) expect(cooldownsAfter(failure), JSON.stringify(failure)).toEqual([]);
  });
});
