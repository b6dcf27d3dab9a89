/**
 * Model-based tests of the running flow: the real runtime (flow-runtime.ts: the reducer and the
 * interpreter of its effects) driven by random sequences of what a person, the identity
 * provider, the network and the clock do (auth reports, clicks and submits, outcomes in time or
 * late, Escape, Try again, seconds passing) against every project flow and a flow that loops on
 * its own. The ports are fakes that record what the runtime asked for; the checks are the rules
 * a person relies on, not a second copy of the reducer.
 */
import { ROUTE } from '../../src/domain/hub-routes';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFlowRuntime, type FlowPorts, type FlowRuntime, type RuntimeClock } from '../../src/flow/flow-runtime';
import {
  callCooldownLeft,
  cooldownKeyOf,
  cooldownLeft,
  MAX_AUTOMATIC_RUNS,
  showsPanel,
  type ActionCall,
  type SubmittedData,
} from '../../src/flow/flow-machine';
import type { FlowData } from '../../src/domain/flow-data';
import { chooseTransition, type Outcome } from '../../src/flow/outcome';
import type { UserFacts } from '../../src/domain/user-facts';
import type { FlowDoc, FlowStep } from '../../src/config/types';
import { projectDocuments } from '../support/project';
import { stepCalls } from '../../src/flow/step-calls';
import { confirmationPlaces } from '../../src/flow/confirmation-places';

const REAUTH = 'auth/requires-recent-login';
const ENDED = 'api/unauthorized';
const LOOP = 'error.unknown';

/** A flow whose steps send each other on by themselves, for the loop guard. */
const loopFlow = {
  id: 'loop',
  layout: 'plain',
  initial: 'a',
  steps: {
    a: { enter: { action: 'test.pass', onOk: { goto: 'b' } }, blocks: [] },
    b: {
      enter: { action: 'test.pass', onOk: { goto: 'a' }, onError: { navigate: '/sign-in' } },
      blocks: [{ type: 'button', label: 'ui.common.continue', action: 'test.pass', onOk: { goto: 'a' } }],
    },
  },
} as unknown as FlowDoc;

const flows: FlowDoc[] = [...Object.values(projectDocuments().flows), loopFlow];

/** The calls a person can start on a step: its forms, buttons and list rows. */
const callsOf = (step: FlowStep | undefined): (ActionCall & { picks?: readonly string[] })[] =>
  step ? stepCalls(step).flatMap((c) => (c.trigger === 'enter' ? [] : [c.call])) : [];

interface Run {
  seq: number;
  call: ActionCall;
  input: SubmittedData;
  data: Partial<FlowData>;
  auto: boolean;
  resolve: (o: Outcome) => void;
  done: boolean;
}

/** The runtime with recording fake ports and a clock the test turns. */
class Rig {
  runs: Run[] = [];
  log: string[] = [];
  store = new Map<string, string>();
  now = 1_000_000;
  private ticks = new Set<() => void>();
  /** When each cooldown key (id and destination) last started (from a succeeded call). */
  cooldownStarts = new Map<string, number>();
  runtime: FlowRuntime;

  constructor(
    readonly flow: FlowDoc,
    hintSignedIn: boolean,
    query = new URLSearchParams(),
    store?: Map<string, string>,
    now?: number,
  ) {
    if (store) this.store = store;
    if (now !== undefined) this.now = now;
    const clock: RuntimeClock = {
      now: () => this.now,
      every: (_ms, fn) => {
        this.ticks.add(fn);
        return () => this.ticks.delete(fn);
      },
    };
    const ports: FlowPorts = {
      run: (_action, call, input, data) => {
        const s = this.runtime.getState();
        // Enter actions wait for the auth state; nothing runs behind the panel or after leaving.
        expect(s.auth.known || s.running?.auto === false).toBe(true);
        // No send to a destination whose wait runs (another destination may go at once: issue 56).
        const key = cooldownKeyOf(call, input, data);
        const started = key === undefined ? undefined : this.cooldownStarts.get(key);
        if (started !== undefined && s.running?.auto === false)
          expect(this.now - started).toBeGreaterThanOrEqual(call.cooldown!.seconds * 1000);
        return new Promise<Outcome>((resolve) =>
          this.runs.push({ seq: s.running?.seq ?? -1, call, input, data, auto: s.running?.auto ?? false, resolve, done: false }),
        );
      },
      navigate: (to) => this.log.push(to.kind === 'internal' ? `navigate:${to.path}` : 'navigate'),
      toast: (_message, tone) => this.log.push(`toast:${tone}`),
      storage: { get: (k) => this.store.get(k) ?? null, set: (k, v) => void this.store.set(k, v) },
      reloadUser: () => this.log.push('reloadUser'),
      reauthenticate: (why) => this.log.push(`reauthenticate:${why}`),
    };
    this.runtime = createFlowRuntime({
      flow,
      options: { reauthCode: REAUTH, sessionEndedCodes: [ENDED], loopMessage: LOOP },
      start: { query, auth: { known: false, user: null }, hintSignedIn },
      ports,
      clock,
    });
    this.runtime.start();
  }

  get state() {
    return this.runtime.getState();
  }
  inFlight(): Run | undefined {
    return this.runs.find((r) => !r.done && this.state.running?.seq === r.seq);
  }
  async advance(seconds: number) {
    for (let i = 0; i < seconds; i++) {
      this.now += 1000;
      for (const t of [...this.ticks]) t();
    }
    await flush();
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

interface Model {
  /** Runs the person started since their last request, for the loop guard. */
  autoSinceRequest: number;
  leftAt: number | null;
}
type Cmd = fc.AsyncCommand<Model, Rig>;

const user = fc.option(
  fc.record({
    emailVerified: fc.boolean(),
    hasName: fc.boolean(),
    hasEmail: fc.boolean(),
    hasPhone: fc.boolean(),
    hasSecondFactor: fc.boolean(),
  }),
  { nil: null },
);

class Auth implements Cmd {
  constructor(readonly user: UserFacts | null) {}
  check = () => true;
  async run(_m: Model, r: Rig) {
    r.runtime.send({ type: 'auth', user: this.user });
    await flush();
    expect(r.state.auth).toEqual({ known: true, user: this.user });
  }
  toString = () => `auth(${JSON.stringify(this.user)})`;
}

/** Where a form's send goes, as a person types it: the same number or address written two ways, another one, or none. */
const DESTINATIONS = [null, '0412 345 678', '+61412345678', '0412 000 111', 'Pat@Example.com', 'pat@example.com '] as const;

class Click implements Cmd {
  constructor(
    readonly pick: number,
    readonly changed: boolean,
    readonly to: (typeof DESTINATIONS)[number] = null,
  ) {}
  check = () => true;
  async run(m: Model, r: Rig) {
    const before = r.state;
    const call = callsOf(r.flow.steps[before.step])[this.pick];
    if (!call) return;
    const runsBefore = r.runs.length;
    // A list row picked (the factor whose Remove was pressed) hands its row to the flow as data.
    const choice = call.picks ? Object.fromEntries(call.picks.map((k) => [k, `picked-${k}`])) : undefined;
    const input: SubmittedData = { field: 'typed', ...(this.to === null ? {} : { [this.to.includes('@') ? 'email' : 'phone']: this.to }) };
    r.runtime.send({ type: 'request', call, input, prefill: { ...input, field: this.changed ? 'before' : 'typed' }, choice });
    await flush();
    // The person did something next: a confirmation shown before is gone, whether or not the call runs (issue 56).
    const confirms = call.action === undefined && call.onOk && 'confirm' in call.onOk && call.onOk.confirm !== undefined;
    if (!confirms) expect(r.state.confirmation).toBeNull();
    const refused =
      before.running?.auto === false ||
      before.leaving ||
      showsPanel(before) ||
      callCooldownLeft(before, call, input) > 0 ||
      (call.requireChange === true && !this.changed);
    if (refused) {
      // One request in flight; nothing after leaving; a running cooldown or an unchanged edit does nothing.
      expect(r.runs.length).toBe(runsBefore);
      expect(r.state.step).toBe(before.step);
      return;
    }
    m.autoSinceRequest = 0;
    if (call.action === undefined) {
      // A button without an action follows its onOk at once and runs nothing itself: a run that
      // starts is the enter action of the step it went to.
      if (call.onOk && 'goto' in call.onOk) expect(r.state.step).toBe(call.onOk.goto);
      // What the transition sets, and the row picked, are the flow's data for the steps after.
      if (call.onOk && 'goto' in call.onOk && call.onOk.set) expect(r.state.data).toMatchObject(call.onOk.set);
      if (choice) expect(r.state.data).toMatchObject(choice);
      expect(r.runs.slice(runsBefore).map((x) => x.call)).toEqual(r.runs.length > runsBefore ? [r.flow.steps[r.state.step]?.enter] : []);
      return;
    }
    expect(r.runs[runsBefore]?.call).toBe(call);
    expect(r.state.running?.call).toBe(call);
  }
  toString = () => `click(${this.pick}, ${this.changed ? 'changed' : 'unchanged'}, ${JSON.stringify(this.to)})`;
}

type OutcomeKind = { ok: true; navigate: boolean } | { ok: false; code: 'declared' | 'other' | 'reauth' | 'ended' | 'cancelled' };

const outcomeOf = (k: OutcomeKind, call: ActionCall): Outcome => {
  const codes = Object.keys(call.onCode ?? {});
  if (k.ok) return { ok: true, ...(k.navigate ? { navigate: { kind: 'external', url: 'https://brand.example/login' } } : {}) };
  if (k.code === 'cancelled') return { ok: false, message: { text: '' }, cancelled: true };
  const code = k.code === 'reauth' ? REAUTH : k.code === 'ended' ? ENDED : k.code === 'declared' && codes[0] ? codes[0] : 'hub.other';
  return { ok: false, message: { key: 'error.unknown' }, code };
};

class Settle implements Cmd {
  constructor(readonly kind: OutcomeKind) {}
  check = () => true;
  async run(m: Model, r: Rig) {
    const run = r.inFlight();
    if (!run) return;
    const outcome = outcomeOf(this.kind, run.call);
    const id = run.call.cooldown?.id;
    const key = cooldownKeyOf(run.call, run.input, { ...run.data, ...(outcome.ok ? outcome.data : {}) });
    const leftBefore = cooldownLeft(r.state, key);
    run.done = true;
    const logged = r.log.length;
    run.resolve(outcome);
    await flush();
    // A button never stays stuck loading.
    expect(r.state.running?.seq).not.toBe(run.seq);
    // What finished, and how, is the state's (a form empties its passwords on its own success).
    expect(r.state.lastSettled).toEqual({ seq: run.seq, ok: outcome.ok });
    // A confirmation in place replaces the toast for its outcome, and shows where the transition says (issue 56).
    const t = chooseTransition(outcome, run.call);
    const leftForSignIn = !outcome.ok && (outcome.code === REAUTH || outcome.code === ENDED);
    if (t && 'confirm' in t && t.confirm !== undefined && !leftForSignIn) {
      expect(r.state.confirmation).toEqual({ message: { key: t.confirm }, ...('under' in t ? { under: t.under } : {}) });
      if (!('notice' in t)) expect(r.log.slice(logged).filter((e) => e.startsWith('toast:'))).toEqual([]);
      // One that stays shows under the block that ran the call: the screen keeps its live region there beforehand.
      const ranAt = stepCalls(r.flow.steps[r.state.step]!).find((c) => c.call === run.call || c.call.onOk === run.call.onOk)?.trigger;
      if (!('goto' in t)) expect(confirmationPlaces(r.flow, r.state.step)).toContain(ranAt);
    }
    // A toast it raises looks like what happened: a success's, or a failure's (issue 31).
    for (const entry of r.log.slice(logged).filter((e) => e.startsWith('toast:')))
      expect(entry).toBe(outcome.ok ? 'toast:success' : 'toast:error');
    if (!outcome.ok && (outcome.code === REAUTH || outcome.code === ENDED)) {
      expect(r.log.at(-1)).toBe(outcome.code === REAUTH ? 'reauthenticate:recentLogin' : 'reauthenticate:sessionEnded');
      expect(r.state.leaving).toBe(true);
    }
    // The cooldown starts only when the action succeeded, for the destination it went to, and is kept for a reload.
    if (id !== undefined && key !== undefined) {
      expect(cooldownLeft(r.state, key)).toBe(outcome.ok ? run.call.cooldown!.seconds : leftBefore);
      if (outcome.ok) {
        r.cooldownStarts.set(key, r.now);
        expect(JSON.parse(r.store.get(`cooldown:${id}`) ?? '{}')).toMatchObject({ [key]: r.now });
      }
    }
    if (r.state.leaving && m.leftAt === null) m.leftAt = r.log.length;
  }
  toString = () => `settle(${JSON.stringify(this.kind)})`;
}

/** An abandoned run answering late changes nothing. */
class Late implements Cmd {
  check = () => true;
  async run(_m: Model, r: Rig) {
    const late = r.runs.find((x) => !x.done && r.state.running?.seq !== x.seq);
    if (!late) return;
    const before = r.state;
    late.done = true;
    late.resolve({ ok: true, navigate: { kind: 'external', url: 'https://brand.example/login' } });
    await flush();
    expect({ ...r.state, now: 0 }).toEqual({ ...before, now: 0 });
  }
  toString = () => 'late';
}

class Dismiss implements Cmd {
  check = () => true;
  async run(_m: Model, r: Rig) {
    const before = r.state;
    const step = r.flow.steps[before.step];
    r.runtime.send({ type: 'dismiss' });
    await flush();
    if (step?.dialog !== true || !step.onDismiss || before.running) expect(r.state.step).toBe(before.step);
    else if ('goto' in step.onDismiss) expect(r.state.step).toBe(step.onDismiss.goto);
  }
  toString = () => 'dismiss';
}

/** A slow step's Try again: only automatic work is abandoned, and the step is entered anew. */
class Restart implements Cmd {
  check = () => true;
  async run(m: Model, r: Rig) {
    const before = r.state;
    r.runtime.send({ type: 'restart' });
    await flush();
    if (!before.running?.auto || before.leaving) {
      expect(r.state.running?.seq ?? null).toBe(before.running?.seq ?? null); // a person's own request is never abandoned
      return;
    }
    m.autoSinceRequest = 0;
    expect(r.state.entry).toBe(before.entry + 1);
  }
  toString = () => 'restart';
}

/** The person types in a form (or sends one its checks refuse): a confirmation goes, nothing else changes (issue 56). */
class Touch implements Cmd {
  check = () => true;
  async run(_m: Model, r: Rig) {
    const before = r.state;
    r.runtime.send({ type: 'touch' });
    await flush();
    expect(r.state.confirmation).toBeNull();
    expect({ ...r.state, now: 0 }).toEqual({ ...before, confirmation: null, now: 0 });
  }
  toString = () => 'touch';
}

class Wait implements Cmd {
  constructor(readonly seconds: number) {}
  check = () => true;
  async run(_m: Model, r: Rig) {
    const ending = Object.entries(r.state.cooldowns).filter(([key]) => cooldownLeft(r.state, key) <= this.seconds);
    const left = Object.keys(r.state.cooldowns).map((key) => [key, cooldownLeft(r.state, key)] as const);
    const reloads = r.log.filter((e) => e === 'reloadUser').length;
    const confirmation = r.state.confirmation;
    await r.advance(this.seconds);
    // Time passing takes no confirmation away: the person's next step does.
    expect(r.state.confirmation).toBe(confirmation);
    for (const [key] of ending) expect(cooldownLeft(r.state, key)).toBe(0);
    // Every wait counts down with the clock, whichever step shows (issue 56: it froze after going back).
    for (const [key, before] of left) expect(cooldownLeft(r.state, key)).toBe(Math.max(0, before - this.seconds));
    // Spec 4: the user is reloaded when a cooldown that asks for it ends.
    if (ending.some(([, c]) => c.reloadUser)) expect(r.log.filter((e) => e === 'reloadUser').length).toBeGreaterThan(reloads);
  }
  toString = () => `wait(${this.seconds}s)`;
}

const outcomeKind: fc.Arbitrary<OutcomeKind> = fc.oneof(
  fc.record({ ok: fc.constant(true as const), navigate: fc.boolean() }),
  fc.record({
    ok: fc.constant(false as const),
    code: fc.constantFrom('declared' as const, 'other' as const, 'reauth' as const, 'ended' as const, 'cancelled' as const),
  }),
);
const click = fc.tuple(fc.nat(3), fc.boolean(), fc.constantFrom(...DESTINATIONS)).map(([n, changed, to]) => new Click(n, changed, to));
const settle = outcomeKind.map((k) => new Settle(k));
// Clicks and outcomes come more often than the rest, so that journeys get past their first step.
const commands: fc.Arbitrary<Cmd>[] = [
  user.map((u) => new Auth(u)),
  click,
  click,
  click,
  settle,
  settle,
  fc.constant(new Late()),
  fc.constant(new Dismiss()),
  fc.constant(new Restart()),
  fc.constant(new Touch()),
  fc.constantFrom(1, 30, 61).map((s) => new Wait(s)),
];

/** Rules that hold after every step of every journey. */
function invariants(m: Model, r: Rig): void {
  const s = r.state;
  expect(Object.keys(r.flow.steps)).toContain(s.step);
  // At most one request in flight, and the state knows which.
  const open = r.runs.filter((x) => !x.done && s.running?.seq === x.seq);
  expect(open.length).toBeLessThanOrEqual(1);
  if (s.running === null) expect(open.length).toBe(0);
  // A dialog is drawn over the step it was opened from, never over another dialog.
  if (s.dialogOver !== null) {
    expect(r.flow.steps[s.step]?.dialog).toBe(true);
    expect(r.flow.steps[s.dialogOver]?.dialog).not.toBe(true);
  }
  // After leaving nothing more runs or navigates.
  if (m.leftAt !== null) expect(r.log.slice(m.leftAt).filter((e) => e === 'navigate' || e.startsWith('reauth'))).toEqual([]);
  if (s.leaving && m.leftAt === null) m.leftAt = r.log.length;
  // An enter action never waits when it may run: once per entry, when the auth state is known and no panel shows.
  const enter = r.flow.steps[s.step]?.enter;
  const mayEnter = s.auth.known && s.panel !== 'pending' && !showsPanel(s) && !s.leaving && s.running === null;
  const checklistAllows = s.checklist === null || s.checklist.status === 'asking';
  if (enter && mayEnter && checklistAllows) expect(s.enterStartedFor).toBe(s.entry);
  // A confirmation placed under a block type shows on a step that has one (validate proves it for the documents).
  // and the screen keeps a live region there beforehand, so a screen reader announces it.
  const under = s.confirmation?.under;
  if (under !== undefined) {
    const at = r.flow.steps[s.step]!.blocks.findIndex((b) => b.type === under);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(confirmationPlaces(r.flow, s.step)).toContain(at);
  }
  // The loop guard bounds automatic work.
  expect(s.automatic.runs).toBeLessThanOrEqual(MAX_AUTOMATIC_RUNS);
}

/** A command followed by the invariants. */
class Checked implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = () => true;
  async run(m: Model, r: Rig) {
    await this.inner.run(m, r);
    invariants(m, r);
  }
  toString = () => this.inner.toString();
}

describe('flow runtime (model-based)', () => {
  it('keeps its rules over random journeys through every flow', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...flows),
        fc.boolean(),
        fc.commands(
          commands.map((arb) => arb.map((c) => new Checked(c))),
          { maxCommands: 40 },
        ),
        async (flow, hintSignedIn, cmds) => {
          const rig = new Rig(flow, hintSignedIn);
          const model: Model = { autoSinceRequest: 0, leftAt: null };
          await fc.asyncModelRun(() => ({ model, real: rig }), cmds);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('holds the enter action until the auth state is known, then runs it once', async () => {
    const flow = projectDocuments().flows.redirect!;
    const rig = new Rig(flow, false);
    await flush();
    expect(rig.runs).toHaveLength(0);
    rig.runtime.send({
      type: 'auth',
      user: { emailVerified: true, hasName: true, hasEmail: true, hasPhone: true, hasSecondFactor: false },
    });
    rig.runtime.send({
      type: 'auth',
      user: { emailVerified: true, hasName: true, hasEmail: true, hasPhone: true, hasSecondFactor: false },
    });
    await flush();
    expect(rig.runs.map((r) => r.call)).toEqual([flow.steps[flow.initial]!.enter]);
  });

  it('decides the signed-in panel once, when the auth state is first known', async () => {
    const flow = projectDocuments().flows['sign-in']!;
    const signedIn = new Rig(flow, true);
    expect(signedIn.state.panel).toBe('pending');
    signedIn.runtime.send({
      type: 'auth',
      user: { emailVerified: true, hasName: true, hasEmail: true, hasPhone: false, hasSecondFactor: false },
    });
    expect(showsPanel(signedIn.state)).toBe(true);
    // Signing out on the panel shows the form; signing in again there does not bring the panel back.
    signedIn.runtime.send({ type: 'auth', user: null });
    expect(showsPanel(signedIn.state)).toBe(false);
    const signedOut = new Rig(flow, false);
    expect(signedOut.state.panel).toBe('form');
    signedOut.runtime.send({ type: 'auth', user: null });
    expect(signedOut.state.panel).toBe('form');
  });

  it('sends a signed-in person with a safe redirectPath straight on to the hand-over instead of the panel, once', async () => {
    const flow = projectDocuments().flows['sign-in']!;
    const person = { emailVerified: true, hasName: true, hasEmail: true, hasPhone: false, hasSecondFactor: false };
    const goesOn = new Rig(flow, true, new URLSearchParams('brand=plexus&redirectPath=/p'));
    goesOn.runtime.send({ type: 'auth', user: person });
    goesOn.runtime.send({ type: 'auth', user: person });
    await flush();
    expect(goesOn.log.filter((l) => l.startsWith('navigate'))).toEqual([`navigate:${ROUTE.handOver}?brand=plexus&redirectPath=%2Fp`]);
    expect(showsPanel(goesOn.state)).toBe(false);
    expect(goesOn.runs).toHaveLength(0);
    // A redirectPath the hub would not follow leaves the panel; nobody signed in sees the form.
    const unsafe = new Rig(flow, true, new URLSearchParams('redirectPath=//evil.example/'));
    unsafe.runtime.send({ type: 'auth', user: person });
    expect(showsPanel(unsafe.state)).toBe(true);
    expect(unsafe.log).toEqual([]);
    const signedOut = new Rig(flow, true, new URLSearchParams('redirectPath=/p'));
    signedOut.runtime.send({ type: 'auth', user: null });
    expect(signedOut.state.panel).toBe('form');
    expect(signedOut.log).toEqual([]);
  });

  it('stops a flow that keeps sending itself on after a bounded number of automatic runs', async () => {
    const rig = new Rig(loopFlow, false);
    rig.runtime.send({ type: 'auth', user: null });
    for (let i = 0; i < 20; i++) {
      const run = rig.inFlight();
      if (!run) break;
      run.done = true;
      run.resolve({ ok: true });
      await flush();
    }
    expect(rig.runs).toHaveLength(MAX_AUTOMATIC_RUNS);
    expect(rig.state.error?.message).toEqual({ key: LOOP });
  });

  it('a send that fails starts no cooldown; the same send succeeding does, and a reload keeps it', async () => {
    const onboarding = projectDocuments().flows.onboarding!;
    const send = callsOf(onboarding.steps.phone).find((c) => c.cooldown)!;
    const outcomes: Outcome[] = [
      { ok: false, message: { key: 'screen.phone_invalid' }, code: 'screen.phone_invalid' },
      { ok: false, message: { key: 'error.unknown' }, code: null },
      { ok: false, message: { text: '' }, cancelled: true, code: null },
      { ok: true },
    ];
    for (const outcome of outcomes) {
      const rig = new Rig(onboarding, false);
      rig.runtime.send({
        type: 'auth',
        user: { emailVerified: true, hasName: true, hasEmail: true, hasPhone: false, hasSecondFactor: false },
      });
      rig.runtime.send({ type: 'request', call: send, input: { phone: '0412345678' } });
      rig.inFlight()!.resolve(outcome);
      await flush();
      expect(callCooldownLeft(rig.state, send, { phone: '0412345678' }), JSON.stringify(outcome)).toBe(
        outcome.ok ? send.cooldown!.seconds : 0,
      );
      expect(rig.store.has(`cooldown:${send.cooldown!.id}`)).toBe(outcome.ok);
    }
  });

  it('the wait is per destination: the same number waits however it is written, a corrected one goes at once, a reload keeps both (issue 56)', async () => {
    const phoneLogin = projectDocuments().flows['phone-login']!;
    const send = callsOf(phoneLogin.steps.enterPhone).find((c) => c.cooldown)!;
    const change = callsOf(phoneLogin.steps.enterCode).find((c) => !c.action && c.onOk && 'goto' in c.onOk)!;
    const rig = new Rig(phoneLogin, false);
    rig.runtime.send({ type: 'auth', user: null });
    rig.runtime.send({ type: 'request', call: send, input: { phone: '0412 345 678' } });
    rig.inFlight()!.resolve({ ok: true, data: { phone: '+61412345678' } });
    await flush();
    await rig.advance(10);
    // "Use another number": the same number, as typed or in the international form, still waits and counts on.
    rig.runtime.send({ type: 'request', call: change });
    expect(rig.state.step).toBe('enterPhone');
    for (const same of ['0412 345 678', '+61 412 345 678'])
      expect(callCooldownLeft(rig.state, send, { phone: same })).toBe(send.cooldown!.seconds - 10);
    rig.runtime.send({ type: 'request', call: send, input: { phone: '+61 412 345 678' } });
    expect(rig.runs).toHaveLength(1);
    await rig.advance(5);
    expect(callCooldownLeft(rig.state, send, { phone: '0412 345 678' })).toBe(send.cooldown!.seconds - 15);
    // A corrected number is sent to at once, and starts its own wait.
    expect(callCooldownLeft(rig.state, send, { phone: '0412 000 111' })).toBe(0);
    rig.runtime.send({ type: 'request', call: send, input: { phone: '0412 000 111' } });
    expect(rig.runs).toHaveLength(2);
    rig.inFlight()!.resolve({ ok: true, data: { phone: '+61412000111' } });
    await flush();
    // A reload keeps both waits, and no number is kept in the browser's storage.
    const again = new Rig(phoneLogin, false, undefined, rig.store, rig.now);
    expect(callCooldownLeft(again.state, send, { phone: '+61412345678' })).toBe(send.cooldown!.seconds - 15);
    expect(callCooldownLeft(again.state, send, { phone: '0412000111' })).toBe(send.cooldown!.seconds);
    expect([...rig.store.values()].join()).not.toMatch(/412/);
    await again.advance(send.cooldown!.seconds - 15);
    expect(callCooldownLeft(again.state, send, { phone: '0412 345 678' })).toBe(0);
    expect(callCooldownLeft(again.state, send, { phone: '0412 000 111' })).toBe(15);
  });

  it('a wait kept as a bare start before waits were per destination still holds for its id', () => {
    const profile = projectDocuments().flows.profile!;
    const verify = callsOf(profile.steps.profile).find(
      (c) => c.cooldown?.reloadUser && !c.requireChange && c.cooldown.id === 'verify-email',
    )!;
    const store = new Map([['cooldown:verify-email', String(1_000_000 - 20_000)]]);
    const rig = new Rig(profile, false, undefined, store, 1_000_000);
    expect(callCooldownLeft(rig.state, verify)).toBe(verify.cooldown!.seconds - 20);
  });

  it('a field outcome stays on the step with the failure at that field, and its toast (issue 31)', async () => {
    const phoneLogin = projectDocuments().flows['phone-login']!;
    const send = callsOf(phoneLogin.steps.enterPhone).find((c) => c.cooldown)!;
    const rig = new Rig(phoneLogin, false);
    rig.runtime.send({ type: 'auth', user: null });
    rig.runtime.send({ type: 'request', call: send, input: { phone: '12' } });
    rig.inFlight()!.resolve({ ok: false, message: { key: 'screen.phone_invalid' }, code: 'screen.phone_invalid' });
    await flush();
    expect(rig.state.step).toBe('enterPhone');
    expect(rig.state.error).toEqual({ message: { key: 'hub.phone_invalid' }, inline: true, field: 'phone' });
    expect(rig.log).toEqual(['toast:error']);
    // Any other failure of the same call is the step's, under the blocks, with no field.
    rig.runtime.send({ type: 'request', call: send, input: { phone: '0412345678' } });
    rig.inFlight()!.resolve({ ok: false, message: { key: 'error.unknown' }, code: null });
    await flush();
    expect(rig.state.error).toEqual({ message: { key: 'error.unknown' }, inline: true });
  });

  it('a confirmation shows in place instead of a toast, and goes at the next request or step change (issue 56)', async () => {
    const password = projectDocuments().flows.password!;
    const save = callsOf(password.steps.change)[0]!;
    const rig = new Rig(password, false);
    rig.runtime.send({ type: 'auth', user: null });
    rig.runtime.send({ type: 'request', call: save, input: { oldPassword: 'a', newPassword: 'b' } });
    rig.inFlight()!.resolve({ ok: true });
    await flush();
    expect(rig.state.confirmation).toEqual({ message: { key: 'toast.password_changed' } });
    expect(rig.log).toEqual([]);
    // Waiting keeps it; the person's next request, even one the guards refuse, ends it.
    await rig.advance(30);
    expect(rig.state.confirmation).not.toBeNull();
    rig.runtime.send({ type: 'request', call: save, input: { oldPassword: 'a', newPassword: 'b' } });
    expect(rig.state.confirmation).toBeNull();
    // After a step change it shows under the block its transition names, on the step reached.
    rig.inFlight()!.resolve({ ok: false, message: { key: 'error.unknown' }, code: 'hub.second_factor' });
    await flush();
    expect(rig.state.step).toBe('secondFactor');
    const code = password.steps.secondFactorCode!;
    rig.inFlight()!.resolve({ ok: true });
    await flush();
    expect(rig.state.step).toBe('secondFactorCode');
    rig.runtime.send({ type: 'request', call: callsOf(code)[0]!, input: { code: '123456' } });
    rig.inFlight()!.resolve({ ok: true });
    await flush();
    expect(rig.state).toMatchObject({ step: 'change', confirmation: { message: { key: 'toast.password_changed' }, under: 'form' } });
    expect(rig.log).toEqual([]);
  });

  it('refuses a button while its cooldown runs, and reloads the user when it ends (spec 4)', async () => {
    const profile = projectDocuments().flows.profile!;
    // The button (Verify email): since the profile became rows, the email row's form, which also
    // reloads the user after its wait, comes before it (issue 56 item 14).
    const verify = callsOf(profile.steps.profile).find((c) => c.action === 'account.sendVerificationEmail')!;
    expect(verify.cooldown?.reloadUser).toBe(true);
    const rig = new Rig(profile, false);
    rig.runtime.send({
      type: 'auth',
      user: { emailVerified: false, hasName: true, hasEmail: true, hasPhone: true, hasSecondFactor: false },
    });
    rig.runtime.send({ type: 'request', call: verify });
    rig.inFlight()!.resolve({ ok: true });
    await flush();
    rig.runtime.send({ type: 'request', call: verify });
    await rig.advance(verify.cooldown!.seconds - 1);
    rig.runtime.send({ type: 'request', call: verify });
    expect(rig.runs).toHaveLength(1);
    expect(rig.log).not.toContain('reloadUser');
    await rig.advance(1);
    expect(rig.log).toContain('reloadUser');
    rig.runtime.send({ type: 'request', call: verify });
    expect(rig.runs).toHaveLength(2);
  });

  it('a row picked in a list and a transition\'s "set" become flow data for the steps after', async () => {
    const flow = projectDocuments().flows['second-factor']!;
    const rig = new Rig(flow, false);
    rig.runtime.send({
      type: 'auth',
      user: { emailVerified: true, hasName: true, hasEmail: true, hasPhone: false, hasSecondFactor: true },
    });
    await flush();
    rig.inFlight()!.resolve({ ok: true, data: { secondFactors: [{ id: 'f1', phone: '+61412000111', enrolledAt: null }] } });
    await flush();
    const pick = callsOf(flow.steps.overview).find((c) => c.picks)!;
    rig.runtime.send({ type: 'request', call: pick, choice: { chosenSecondFactor: 'f1', phone: '+61412000111' } });
    expect(rig.state.step).toBe('confirmRemove');
    expect(rig.state.dialogOver).toBe('overview');
    expect(rig.state.data).toMatchObject({ chosenSecondFactor: 'f1', phone: '+61412000111' });
    const remove = callsOf(flow.steps.confirmRemove).find((c) => c.action === 'account.removeSecondFactor')!;
    rig.runtime.send({ type: 'request', call: remove });
    expect(rig.runs.at(-1)?.call).toBe(remove);

    const login = projectDocuments().flows.login!;
    const cont = callsOf(login.steps.confirmSwitch).find((c) => c.onOk && 'goto' in c.onOk && c.onOk.set)!;
    const other = new Rig(login, false);
    other.runtime.send({ type: 'auth', user: null });
    await flush();
    other.inFlight()?.resolve({ ok: false, message: { key: 'hub.switch_account' }, code: 'hub.switch_account' });
    await flush();
    expect(other.state.step).toBe('confirmSwitch');
    other.runtime.send({ type: 'request', call: cont });
    await flush();
    expect(other.state.data.switchConfirmed).toBe(true);
  });

  it("a click while the page's list still loads is not lost: the load gives way and runs again after (CI 2026-12-07)", async () => {
    const flow = projectDocuments().flows.security!;
    const facts = { emailVerified: true, hasName: true, hasEmail: true, hasPhone: false, hasSecondFactor: false };
    const rig = new Rig(flow, false);
    rig.runtime.send({ type: 'auth', user: facts });
    await flush();
    const listing = rig.inFlight()!;
    expect(listing.call).toBe(flow.steps.overview!.enter);
    // "Sign out of all devices" while the passkeys load: its dialog opens at once.
    const open = callsOf(flow.steps.overview).find((c) => c.onOk && 'goto' in c.onOk && c.onOk.goto === 'confirmSignOutEverywhere')!;
    rig.runtime.send({ type: 'request', call: open });
    await flush();
    expect(rig.state.step).toBe('confirmSignOutEverywhere');
    // The abandoned load answering late (a failure) changes nothing.
    const before = rig.state;
    listing.done = true;
    listing.resolve({ ok: false, message: { key: 'screen.security_page_failed' }, code: 'hub.other' });
    await flush();
    expect({ ...rig.state, now: 0 }).toEqual({ ...before, now: 0 });
    // Back on the page, the list loads again.
    rig.runtime.send({ type: 'dismiss' });
    await flush();
    expect(rig.state.step).toBe('overview');
    expect(rig.inFlight()?.call).toBe(flow.steps.overview!.enter);

    // A button with an action of its own (Add a passkey) starts while the list loads; the list follows.
    const add = callsOf(flow.steps.overview).find((c) => c.action === 'account.addPasskey')!;
    rig.runtime.send({ type: 'request', call: add });
    await flush();
    expect(rig.state.running?.call).toBe(add);
    rig.inFlight()!.resolve({ ok: false, message: { key: 'screen.passkey_add_failed' }, code: 'hub.other' });
    await flush();
    expect(rig.state.step).toBe('overview');
    expect(rig.inFlight()?.call).toBe(flow.steps.overview!.enter);
  });

  it("a field failure of a call that went before the page's list stays while the list loads again and after it answers (issue 56 item 4)", async () => {
    const flow = projectDocuments().flows['second-factor']!;
    const facts = { emailVerified: true, hasName: true, hasEmail: true, hasPhone: true, hasSecondFactor: false };
    const rig = new Rig(flow, false);
    rig.runtime.send({ type: 'auth', user: facts });
    await flush();
    const listing = rig.inFlight()!;
    expect(listing.call).toBe(flow.steps.overview!.enter);
    // "Add" with an invalid number while the factors still load: the person's call goes first.
    const add = callsOf(flow.steps.overview).find((c) => c.action === 'account.sendEnrolmentCode')!;
    rig.runtime.send({ type: 'request', call: add, input: { phone: '12' } });
    await flush();
    expect(rig.state.running?.call).toBe(add);
    rig.inFlight()!.resolve({ ok: false, message: { key: 'screen.phone_invalid' }, code: 'screen.phone_invalid' });
    await flush();
    // The list loads again, and the number's failure is still under its field (not only in the toast).
    const fieldError = { message: { key: 'hub.phone_invalid' }, inline: true, field: 'phone' };
    expect(rig.inFlight()?.call).toBe(flow.steps.overview!.enter);
    expect(rig.log).toEqual(['toast:error']);
    expect(rig.state.error).toEqual(fieldError);
    // The list answering changes nothing of it: only the person's next call does.
    rig.inFlight()!.resolve({ ok: true, data: { secondFactors: [] } });
    await flush();
    expect(rig.state.running).toBeNull();
    expect(rig.state.error).toEqual(fieldError);
    rig.runtime.send({ type: 'request', call: add, input: { phone: '0412345678' } });
    expect(rig.state.error).toBeNull();
  });

  it('refuses an edit form whose data equals what it was prefilled with', () => {
    const profile = projectDocuments().flows.profile!;
    const edit = callsOf(profile.steps.profile).find((c) => c.requireChange)!;
    const rig = new Rig(profile, false);
    rig.runtime.send({ type: 'request', call: edit, input: { name: 'Pat' }, prefill: { name: 'Pat' } });
    expect(rig.runs).toHaveLength(0);
    rig.runtime.send({ type: 'request', call: edit, input: { name: 'Pat B' }, prefill: { name: 'Pat' } });
    expect(rig.runs).toHaveLength(1);
  });

  it('asks the onboarding checklist in the document order and passes when nothing is missing', async () => {
    const onboarding = projectDocuments().flows.onboarding!;
    const rig = new Rig(onboarding, false);
    rig.runtime.send({
      type: 'auth',
      user: { emailVerified: true, hasName: false, hasEmail: true, hasPhone: true, hasSecondFactor: false },
    });
    expect(rig.state.checklist?.status).toBe('asking');
    expect(rig.state.step).toBe(onboarding.checklist![0]!.step);
    const save = callsOf(rig.flow.steps[rig.state.step]).find((c) => c.action)!;
    rig.runtime.send({ type: 'request', call: save, input: { displayName: 'Pat' } });
    rig.inFlight()!.resolve({ ok: true });
    await flush();
    expect(rig.state.checklist?.status).toBe('passed');
  });
});
