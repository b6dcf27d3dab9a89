/**
 * Every screen of the product as a scene the brand preview draws (/__preview, /__gallery,
 * `npm run gallery`, the studio). Derived from the documents, so a new route, step or dialog
 * appears by itself: each step of each routed flow, each onboarding step, each dialog step over
 * the step it opens from, the signed-in panel, a success and an error toast, and each way a step's
 * call ends on the step itself (a failure said at its field, a confirmation in place) that the
 * preview knows how to bring about (studio/preview-answers.ts). A scene says how
 * its state is reached: the moves (enter actions, forms, buttons and how each ends) from the step
 * the route starts on. Pure: no React, no DOM.
 */
import type { ConfigDocuments, FlowDoc, FlowStep, RoutesDoc, Transition } from '../src/config/types';
import type { Transitions } from '../src/flow/outcome';
import { stepCalls } from '../src/flow/step-calls';
import { flowOfRoute, ONBOARDING_FLOW } from '../src/domain/route-roles';
import { nextChecklistStep, type ChecklistFact } from '../src/flow/checklist';
import { userFacts } from '../src/domain/user-facts';
import { demoUser, situationOf } from './preview-answers';

export type SceneGroup = 'auth' | 'email-action' | 'onboarding' | 'dashboard' | 'dialog' | 'toast';

/** Who is signed in when the scene starts. */
export type DemoUserKind = 'none' | 'complete' | 'nameless' | 'no-email' | 'no-phone' | 'no-second-factor' | 'phone-sign-in';

/** How an action ends on the way: 'ok', 'error' (onError), or a code of its onCode. */
export type MoveOutcome = string;

/** One step of the way to a scene. */
export interface SceneMove {
  /** The step the move is made on. */
  step: string;
  /** The step's enter action, or the index of the block (a form's submit, a button's click). */
  trigger: 'enter' | number;
  /** Absent for a button without an action (it only follows its onOk). */
  action?: string;
  outcome: MoveOutcome;
  /** What the person types instead of the usual sample values, by field (a number the AU rules refuse). */
  typed?: Readonly<Record<string, string>>;
}

/**
 * How a scene's last move ends on its own step (issue 56 items 4, 9, 15): a failure said under its
 * field ('field'), or a confirmation in place under its block ('confirm').
 */
export type Stay = 'field' | 'confirm';

export interface Scene {
  /** Stable slug, e.g. 'sign-in', 'email-action-email-verified', 'dialog-dashboard-profile-merge'. */
  id: string;
  group: SceneGroup;
  label: string;
  /** The route path the scene is drawn on. */
  path: string;
  /** Query the scene lands with (e.g. mode=verifyEmail); credentials are the preview's own. */
  query: Readonly<Record<string, string>>;
  /** The flow and step shown; step null is the signed-in panel. */
  flow: string;
  step: string | null;
  user: DemoUserKind;
  moves: readonly SceneMove[];
  /** A toast drawn over the screen, by catalogue key. */
  toast?: { key: string; tone: 'success' | 'error' };
  /** Catalogue key of a layout button pressed last (one that opens the layout's own dialog). */
  press?: string;
  /**
   * The enter actions of the steps on the way and of the step shown: what the page reads on
   * arriving (e.g. the security page's passkeys and activity), answered as they end well.
   */
  enters?: readonly string[];
  /** The last move stays on the step: what it shows there. */
  stays?: Stay;
}

/** Dialogs a layout opens through a flow drawn inside it (flows/sign-out.json in the dashboard header), by layout: the button that opens each. */
export const LAYOUT_DIALOGS: Readonly<Record<string, { id: string; press: string }>> = {
  dashboard: { id: 'dialog-sign-out', press: 'ui.dashboard.sign_out' },
};

/** The onboarding flow the guard runs (one id, src/domain/route-roles.ts). */
export { ONBOARDING_FLOW };

/** How one checklist fact is made to hold for a demo person: who is signed in, and what the query says. */
interface FactSetup {
  user?: DemoUserKind;
  query?: 'init' | 'requiredBrand';
}

/**
 * The demo person and query that make each checklist fact of flows/onboarding.json hold (a fact an
 * earlier step produces, emailJustSet, takes the person that step is asked of). A new fact in the
 * flow schema is a line here (tsc asks for it); a renamed or reordered step needs nothing.
 */
const FACT_SETUP: Readonly<Record<ChecklistFact, FactSetup>> = {
  missingName: { user: 'nameless' },
  missingEmail: { user: 'no-email' },
  missingPhone: { user: 'no-phone' },
  missingSecondFactor: { user: 'no-second-factor', query: 'requiredBrand' },
  setupRequested: { query: 'init' },
  emailJustSet: { user: 'no-email' },
};

/**
 * How each onboarding checklist step comes up, derived from the checklist (src/flow/checklist.ts
 * decides): the facts of its first `when` list give who is signed in and the query, and a step the
 * guard asks before it for that person (the email step before All done) is sent first, its first
 * form succeeding (the guard moves on only when a step completes).
 */
export function onboardingEntry(
  flow: FlowDoc,
  step: string,
  docs: Pick<ConfigDocuments, 'brands'>,
): { user: DemoUserKind; query: Record<string, string>; after?: string } {
  const checklist = flow.checklist ?? [];
  const facts = checklist.find((c) => c.step === step)?.when[0] ?? [];
  const setups = facts.map((f) => FACT_SETUP[f]);
  const user = setups.find((x) => x.user)?.user ?? 'complete';
  const query: Record<string, string> = {};
  if (setups.some((x) => x.query === 'init')) query.init = 'true';
  const required = Object.values(docs.brands).find((b) => b.secondFactor === 'required');
  if (setups.some((x) => x.query === 'requiredBrand') && required) query.brand = required.brand;
  const person = userFacts(demoUser(user));
  if (!person) return { user, query };
  const asked = nextChecklistStep(
    checklist,
    {
      user: person,
      setupRequested: query.init === 'true',
      secondFactorRequired: query.brand !== undefined,
      data: {},
    },
    [],
  );
  return { user, query, ...(asked && asked !== step ? { after: asked } : {}) };
}

type Route = RoutesDoc['routes'][number];
interface Start {
  step: string;
  query: Record<string, string>;
  user: DemoUserKind;
  moves: SceneMove[];
}
interface Reached {
  start: Start;
  moves: SceneMove[];
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const slugOf = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');

/** The calls a step can make (src/flow/step-calls.ts), with what each may lead to. */
function callsOf(step: FlowStep): { trigger: 'enter' | number; action?: string; t: Transitions }[] {
  return stepCalls(step).map(({ trigger, call }) => ({ trigger, action: call.action, t: call }));
}

/** The step's enter action, if it has one. */
function enterActionsOf(step: FlowStep | undefined): string[] {
  return step ? callsOf(step).flatMap((c) => (c.trigger === 'enter' && c.action ? [c.action] : [])) : [];
}

/** Each outcome of a call with where it leads, onOk first, then codes, then onError. */
function outcomesOf(t: Transitions): { outcome: MoveOutcome; goto?: string; toast?: string }[] {
  const where = (outcome: MoveOutcome, to: Transition) => ({
    outcome,
    ...('goto' in to ? { goto: to.goto } : {}),
    ...('toast' in to ? { toast: to.toast } : {}),
  });
  return [
    ...(t.onOk ? [where('ok', t.onOk)] : []),
    ...Object.entries(t.onCode ?? {}).map(([code, to]) => where(code, to)),
    ...(t.onError ? [where('error', t.onError)] : []),
  ];
}

/** Breadth first from the start steps: the shortest way to every step reachable on the page. */
function reachSteps(flow: FlowDoc, starts: readonly Start[]): Map<string, Reached> {
  const reached = new Map<string, Reached>();
  const queue: string[] = [];
  for (const start of starts) {
    if (!reached.has(start.step)) {
      reached.set(start.step, { start, moves: start.moves });
      queue.push(start.step);
    }
  }
  while (queue.length > 0) {
    const id = queue.shift()!;
    const step = flow.steps[id];
    const here = reached.get(id)!;
    if (!step) continue;
    for (const call of callsOf(step)) {
      for (const o of outcomesOf(call.t)) {
        if (!o.goto || reached.has(o.goto) || !flow.steps[o.goto]) continue;
        reached.set(o.goto, {
          start: here.start,
          moves: [...here.moves, { step: id, trigger: call.trigger, ...(call.action ? { action: call.action } : {}), outcome: o.outcome }],
        });
        queue.push(o.goto);
      }
    }
  }
  return reached;
}

/** Where a routed flow starts: one start per initialFrom value (and its otherwise), else its initial step. */
function routeStarts(flow: FlowDoc, user: DemoUserKind): Start[] {
  if (!flow.initialFrom) return [{ step: flow.initial, query: {}, user, moves: [] }];
  const { query, steps, otherwise } = flow.initialFrom;
  return [
    ...Object.entries(steps).map(([value, step]) => ({ step, query: { [query]: value }, user, moves: [] })),
    { step: otherwise, query: {}, user, moves: [] },
  ];
}

/** The onboarding guard's starts: each checklist step, as onboardingEntry brings it up. */
function onboardingStarts(flow: FlowDoc, docs: Pick<ConfigDocuments, 'brands'>): Start[] {
  const firstForm = (stepId: string): SceneMove[] => {
    const step = flow.steps[stepId];
    const i = step?.blocks.findIndex((b) => b.type === 'form') ?? -1;
    const block = i >= 0 ? step?.blocks[i] : undefined;
    return block?.type === 'form' ? [{ step: stepId, trigger: i, action: block.action, outcome: 'ok' }] : [];
  };
  return (flow.checklist?.map((c) => c.step) ?? [flow.initial]).map((step) => {
    const entry = onboardingEntry(flow, step, docs);
    return { step, query: entry.query, user: entry.user, moves: entry.after ? firstForm(entry.after) : [] };
  });
}

function groupOf(flow: FlowDoc, step: FlowStep | undefined, onboarding: boolean): SceneGroup {
  if (step?.dialog === true) return 'dialog';
  if (onboarding) return 'onboarding';
  if (flow.initialFrom?.query === 'mode') return 'email-action';
  return flow.layout === 'dashboard' ? 'dashboard' : 'auth';
}

/** The route the onboarding steps are drawn on: a dashboard page that runs the guard, else any. */
function onboardingRoute(docs: ConfigDocuments): Route | undefined {
  const guarded = docs.routes.routes.filter((r) => r.onboarding && r.flow !== undefined);
  return guarded.find((r) => docs.flows[r.flow!]?.layout === 'dashboard') ?? guarded[0];
}

/** The first toast a flow shows after success, and the first after a failure, with the step it shows over. */
function toastScenes(routed: readonly Scene[], docs: ConfigDocuments): Scene[] {
  const found: Partial<Record<'success' | 'error', Scene>> = {};
  for (const scene of routed) {
    const step = scene.step === null ? undefined : docs.flows[scene.flow]?.steps[scene.step];
    if (!step || scene.group === 'dialog') continue;
    for (const call of callsOf(step)) {
      for (const o of outcomesOf(call.t)) {
        const tone = o.outcome === 'ok' ? 'success' : 'error';
        if (!o.toast || found[tone]) continue;
        found[tone] = {
          ...scene,
          id: `toast-${tone}`,
          group: 'toast',
          label: `Toast (${tone}) over ${scene.label}`,
          toast: { key: o.toast, tone },
        };
      }
    }
  }
  return [found.success, found.error].flatMap((s) => (s ? [s] : []));
}

/** The cooldown id of a step's call, if it has one. */
function cooldownOf(step: FlowStep | undefined, trigger: 'enter' | number): string | undefined {
  const call = step ? stepCalls(step).find((c) => c.trigger === trigger)?.call : undefined;
  return call && 'cooldown' in call ? call.cooldown?.id : undefined;
}

/** What a transition shows when it stays on its step, or undefined when it leaves (or shows nothing there). */
function stayOf(to: Transition): Stay | undefined {
  if ('goto' in to || 'navigate' in to || 'complete' in to) return undefined;
  if ('field' in to) return 'field';
  return 'confirm' in to ? 'confirm' : undefined;
}

/**
 * Each way a step's call (a form's or a button's) ends on its own step, over that step's scene,
 * where the preview knows how to bring it about: a wrong current password at its field, a
 * confirmation under its block. A new answer in studio/preview-answers.ts is a new scene.
 */
function stayScenes(routed: readonly Scene[], docs: ConfigDocuments): Scene[] {
  const out: Scene[] = [];
  const ids = new Set(routed.map((s) => s.id));
  for (const scene of routed) {
    const flow = docs.flows[scene.flow];
    const step = scene.step === null ? undefined : flow?.steps[scene.step];
    if (!step || scene.step === null || scene.group === 'dialog') continue;
    // A resend waits out the cooldown the send on the way started: it cannot be pressed at once.
    const waiting = new Set(scene.moves.map((m) => cooldownOf(flow?.steps[m.step], m.trigger)));
    for (const { trigger, action, t } of callsOf(step)) {
      const cooldown = cooldownOf(step, trigger);
      if (trigger === 'enter' || action === undefined || (cooldown !== undefined && waiting.has(cooldown))) continue;
      const ends: [MoveOutcome, Transition | undefined][] = [['ok', t.onOk], ...Object.entries(t.onCode ?? {}), ['error', t.onError]];
      for (const [outcome, to] of ends) {
        const stays = to ? stayOf(to) : undefined;
        const situation = situationOf(action, outcome);
        const id = `${scene.id}-${outcome === 'ok' ? 'confirmed' : slugOf(outcome).toLowerCase()}`;
        if (!stays || !situation || ids.has(id)) continue;
        ids.add(id);
        const move: SceneMove = { step: scene.step, trigger, action, outcome, ...(situation.typed ? { typed: situation.typed } : {}) };
        out.push({
          ...scene,
          id,
          label: `${scene.label}: ${outcome} (${stays === 'field' ? 'at its field' : 'confirmed in place'})`,
          moves: [...scene.moves, move],
          stays,
        });
      }
    }
  }
  return out;
}

/** Each layout dialog over the first scene of a flow with that layout. */
function layoutDialogScenes(routed: readonly Scene[], docs: ConfigDocuments): Scene[] {
  return Object.entries(LAYOUT_DIALOGS).flatMap(([layout, { id, press }]) => {
    const under = routed.find(
      (s) => s.moves.length === 0 && s.step !== null && docs.flows[s.flow]?.layout === layout && s.group !== 'onboarding',
    );
    return under ? [{ ...under, id, group: 'dialog' as const, label: `${under.label}: ${press} (dialog)`, press }] : [];
  });
}

/** Every scene of the product, in route order. */
export function scenes(docs: ConfigDocuments): Scene[] {
  const out: Scene[] = [];
  const sceneOf = (route: Route, flow: FlowDoc, stepId: string, r: Reached, onboarding: boolean): Scene => {
    const step = flow.steps[stepId];
    const group = groupOf(flow, step, onboarding);
    const slug = onboarding ? ONBOARDING_FLOW : slugOf(route.path);
    const own = !onboarding && !flow.initialFrom && stepId === flow.initial;
    const id = group === 'dialog' ? `dialog-${slug}-${kebab(stepId)}` : own ? slug : `${slug}-${kebab(stepId)}`;
    const where = onboarding ? `onboarding on ${route.path}` : route.path;
    const enters = [...new Set([...r.moves.map((m) => m.step), stepId].flatMap((id) => enterActionsOf(flow.steps[id])))];
    return {
      id,
      group,
      label: own ? route.path : `${where}: ${kebab(stepId).replace(/-/g, ' ')}${group === 'dialog' ? ' (dialog)' : ''}`,
      path: route.path,
      query: r.start.query,
      flow: flow.id,
      step: stepId,
      user: r.start.user,
      moves: r.moves,
      ...(enters.length > 0 ? { enters } : {}),
    };
  };
  for (const route of docs.routes.routes) {
    const flow = flowOfRoute(route, docs.flows);
    if (!flow) continue;
    const user: DemoUserKind = route.requiresUser ? 'complete' : 'none';
    for (const [stepId, r] of reachSteps(flow, routeStarts(flow, user))) out.push(sceneOf(route, flow, stepId, r, false));
    if (flow.signedInPanel && route.role === 'signIn') {
      out.push({
        id: `${slugOf(route.path)}-signed-in`,
        group: 'auth',
        label: `${route.path}: signed-in panel`,
        path: route.path,
        query: {},
        flow: flow.id,
        step: null,
        user: 'complete',
        moves: [],
      });
    }
  }
  const guardRoute = onboardingRoute(docs);
  const onboarding = docs.flows[ONBOARDING_FLOW];
  if (guardRoute && onboarding) {
    for (const [stepId, r] of reachSteps(onboarding, onboardingStarts(onboarding, docs)))
      out.push(sceneOf(guardRoute, onboarding, stepId, r, true));
  }
  return [...out, ...stayScenes(out, docs), ...layoutDialogScenes(out, docs), ...toastScenes(out, docs)];
}
