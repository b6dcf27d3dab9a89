/**
 * Walks a flow document's step graph against the contracts of the actions it names, for
 * `npm run validate`: every step is reachable; every read (an action's, or a {placeholder}
 * of text on the step) has a producer on every path to it; every onCode key is a code that
 * step's action can end with; an action runs only with a form it declares (or, when it may, with
 * none); forms have the fields prefill and lock name.
 * Pure: no React, no Firebase, no I/O.
 */
import type { ConfigIssue } from './config-issue';
import { suggestion } from './suggest.js';
import { pointerSegment as seg } from './json-pointer.js';
import { callOutcomes } from './call-outcomes.js';
import { callPointer, stepCalls } from '../src/flow/step-calls.js';
import type { FlowDoc, FlowStep, FormDoc, Transition } from '../src/config/types';
import { placeholdersOf } from '../src/messages/format-message.js';
import { FLOW_DATA_KEYS, isShownFlowDataKey, type FlowDataKey } from '../src/domain/flow-data.js';

/** What validate needs to know of an action (src/actions/action-context.ts ActionContract). */
export interface GraphContract {
  /** The forms whose data it reads: a form block may bind it only with one of these. */
  forms: readonly string[];
  /** It may run with no form: as an enter action or a button. */
  withoutForm: boolean;
  reads: readonly FlowDataKey[];
  produces: readonly FlowDataKey[];
  codes: Readonly<Record<string, readonly FlowDataKey[]>>;
  /** Codes about one field of its form (code -> field): shown at that field, never in a toast alone. */
  fieldCodes?: Readonly<Record<string, string>>;
  identity: boolean;
  /** Where the handler may send the person ("navigate": "@action"); empty when the flow names it. */
  navigates: readonly string[];
}

export interface GraphContext {
  file: string;
  contracts: Readonly<Record<string, GraphContract>>;
  forms: Readonly<Record<string, FormDoc>>;
  messages: Readonly<Record<string, string>>;
  /** Codes the identity catalogue maps (errors.json identity keys). */
  identityCodes: readonly string[];
}

interface Call {
  pointer: string;
  /** Left out on a button that only follows its onOk. */
  action?: string;
  /** The form of a form block; undefined for an enter action or a button. */
  form?: string;
  onOk?: Transition;
  onError?: Transition;
  onCode?: Record<string, Transition>;
  /** What a list row sets when picked (src/flow/step-calls.ts). */
  picks?: readonly FlowDataKey[];
}

/** Flow data a transition sets itself ("set"). */
const setBy = (t: Transition | undefined): FlowDataKey[] => (t && 'set' in t && t.set ? (Object.keys(t.set) as FlowDataKey[]) : []);

function callsOf(step: FlowStep, sp: string): Call[] {
  return stepCalls(step).map((c) => ({ ...c.call, pointer: callPointer(sp, c) }));
}

/** The steps a flow may start on: its initial step, the initialFrom choices, and its checklist's steps. */
export function startSteps(flow: FlowDoc): string[] {
  const from = flow.initialFrom ? [...Object.values(flow.initialFrom.steps), flow.initialFrom.otherwise] : [];
  return [...new Set([flow.initial, ...from, ...(flow.checklist ?? []).map((c) => c.step)])];
}

export function checkFlowGraph(flow: FlowDoc, ctx: GraphContext): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const { file } = ctx;
  const steps = flow.steps;
  const add: Add = (pointer, message, hint) => issues.push({ file, pointer, message, hint });
  const avail = availableData(flow, ctx);
  const producersOf = (key: FlowDataKey) =>
    Object.entries(ctx.contracts)
      .filter(([, c]) => c.produces.includes(key) || Object.values(c.codes).some((d) => d.includes(key)))
      .map(([n]) => n);

  for (const [id, step] of Object.entries(steps)) {
    const sp = `/steps/${seg(id)}`;
    const here = avail.get(id);
    if (!here) {
      add(sp, `step "${id}" can never be reached`, `add a transition {"goto": "${id}"} from another step, or remove the step`);
      continue;
    }
    const needData: NeedData = (pointer, key, what) => {
      if (here.has(key)) return;
      const producers = producersOf(key);
      add(
        pointer,
        `${what} needs "${key}", which not every path to step "${id}" produces`,
        producers.length > 0
          ? `reach "${id}" only after a step that runs ${producers.join(' or ')}`
          : `no action produces "${key}"; remove the read`,
      );
    };
    const at: StepAt = { ctx, add, needData, step, sp };
    checkStepTexts(at);
    for (const call of callsOf(step, sp)) checkCall(at, call);
    checkPrefill(at);
    if (step.dialog === true && step.onDismiss && 'goto' in step.onDismiss && steps[step.onDismiss.goto]?.dialog === true) {
      add(`${sp}/onDismiss/goto`, 'dismissing a dialog must leave the dialog', 'go to the step the dialog was opened over');
    }
  }
  return issues;
}

type Add = (pointer: string, message: string, hint: string) => void;
type NeedData = (pointer: string, key: FlowDataKey, what: string) => void;

/** One reachable step under check, and where its checks report. */
interface StepAt {
  ctx: GraphContext;
  add: Add;
  /** Reports a read of flow data that not every path to the step produces. */
  needData: NeedData;
  step: FlowStep;
  sp: string;
}

/** Data available on entry to each step: the intersection over every way in (a must-analysis). Unreachable steps have none. */
function availableData(flow: FlowDoc, ctx: GraphContext): Map<string, Set<FlowDataKey>> {
  const steps = flow.steps;
  const all = new Set<FlowDataKey>(FLOW_DATA_KEYS);
  const avail = new Map<string, Set<FlowDataKey>>();
  const work: string[] = [];
  const reach = (step: string, data: Set<FlowDataKey>) => {
    if (!Object.hasOwn(steps, step)) return;
    const before = avail.get(step);
    const next = before ? new Set([...before].filter((k) => data.has(k))) : new Set(data);
    if (before && before.size === next.size) return;
    avail.set(step, next);
    work.push(step);
  };
  for (const s of startSteps(flow)) reach(s, new Set());
  while (work.length > 0) {
    const id = work.pop();
    const step = id === undefined ? undefined : steps[id];
    if (id === undefined || !step) continue;
    const here = avail.get(id) ?? all;
    const via = (t: Transition | undefined, gained: readonly FlowDataKey[]) => {
      if (t && 'goto' in t) reach(t.goto, new Set([...here, ...gained, ...setBy(t)]));
    };
    for (const call of callsOf(step, '')) {
      const c = call.action === undefined ? undefined : ctx.contracts[call.action];
      via(call.onOk, [...(c?.produces ?? []), ...(call.picks ?? [])]);
      via(call.onError, []);
      for (const [code, t] of Object.entries(call.onCode ?? {})) via(t, c?.codes[code] ?? []);
    }
    via(step.onDismiss, []);
  }
  return avail;
}

/** Text on the step that shows flow data ({email}, {phone}). */
function checkStepTexts({ ctx, needData, step, sp }: StepAt): void {
  const texts: Array<[string, string | undefined]> = [
    [`${sp}/title`, step.title],
    [`${sp}/subtitle`, step.subtitle],
    ...step.blocks.map((b, i): [string, string | undefined] => [
      `${sp}/blocks/${i}/message`,
      'message' in b && b.message !== '$error' ? b.message : undefined,
    ]),
  ];
  for (const [pointer, key] of texts) {
    for (const p of placeholdersOf((key && ctx.messages[key]) ?? ''))
      if (isShownFlowDataKey(p)) needData(pointer, p, `message "${key}" ({${p}})`);
  }
}

/** One call of a step against its action's contract: its form, its reads, where it goes, the codes it handles. */
function checkCall(at: StepAt, call: Call): void {
  const { ctx, add } = at;
  const c = call.action === undefined ? undefined : ctx.contracts[call.action];
  if (!c || call.action === undefined) return; // an unknown action is reported by the cross-reference check
  // The form data an action's handler is typed for (src/actions/run-action.ts relies on this).
  const declared = c.forms.length > 0 ? c.forms.map((f) => `"${f}"`).join(' or ') : 'no form';
  if (call.form !== undefined && !c.forms.includes(call.form)) {
    const fix =
      c.forms.length === 0
        ? `run "${call.action}" from a button`
        : c.forms.length === 1
          ? `put its form "${c.forms[0]}" here`
          : 'put one of its forms here';
    add(
      `${call.pointer}/form`,
      `action "${call.action}" does not read form "${call.form}": it reads ${declared}`,
      `${fix}, or use an action that reads "${call.form}"`,
    );
  }
  if (call.form === undefined && !c.withoutForm) {
    add(
      `${call.pointer}/action`,
      `action "${call.action}" needs the data of form ${declared}, so it runs only from a form block`,
      `put it in a form block with "form": "${c.forms[0] ?? ''}", or use another action here`,
    );
  }
  for (const key of c.reads) at.needData(`${call.pointer}/action`, key, `action "${call.action}"`);
  checkActionNavigate(add, call, call.action, c);
  checkCallCodes(at, call, call.action, c);
}

/** "navigate": "@action" follows the destination an action chose: only on success, and only from an action that chooses. */
function checkActionNavigate(add: Add, call: Call, action: string, c: GraphContract): void {
  for (const [on, t] of callOutcomes(call)) {
    if (t && 'navigate' in t && t.navigate === '@action' && (on !== 'onOk' || c.navigates.length === 0))
      add(
        `${call.pointer}/${on}/navigate`,
        on === 'onOk' ? `action "${action}" does not choose where to go` : 'only a success carries the destination an action chose',
        'name a route path, @afterSignIn or @afterLogout',
      );
  }
}

function checkCallCodes({ ctx, add }: StepAt, call: Call, action: string, c: GraphContract): void {
  // A failure about a field of the form is said at that field (aria-invalid, focus), not only in a
  // toast far from it (issue 56: the second-factor page's invalid number).
  const formFields = call.form === undefined ? [] : Object.keys(ctx.forms[call.form]?.schema.properties ?? {});
  for (const [code, t] of Object.entries(call.onCode ?? {})) {
    const field = c.fieldCodes?.[code];
    if (field === undefined || !formFields.includes(field) || !('toast' in t) || 'field' in t) continue;
    add(
      `${call.pointer}/onCode/${seg(code)}`,
      `"${code}" is about the field "${field}", and is shown only in a toast`,
      `show it at the field: "field": "${field}", "message": "<message key>", and keep "toast" beside them if you like`,
    );
  }
  const codes = [...Object.keys(c.codes), ...(c.identity ? ctx.identityCodes : [])];
  for (const code of Object.keys(call.onCode ?? {})) {
    if (!codes.includes(code)) {
      add(
        `${call.pointer}/onCode/${seg(code)}`,
        `action "${action}" never ends with "${code}"`,
        codes.length > 0 ? suggestion(code, codes, 'codes') : 'remove this onCode entry: the action has no codes',
      );
    }
  }
}

/** Form blocks prefill and lock only text fields their form has. */
function checkPrefill({ ctx, add, step, sp }: StepAt): void {
  step.blocks.forEach((b, i) => {
    if (b.type !== 'form') return;
    const form = ctx.forms[b.form];
    if (!form) return; // reported by the cross-reference check
    const props = form.schema.properties;
    const fields = Object.keys(props);
    const isText = (field: string): boolean => {
      const p = props[field];
      return typeof p === 'object' && p !== null && 'type' in p && p.type === 'string';
    };
    const bp = `${sp}/blocks/${i}`;
    // Which user properties may fill a field is the schema's (flow.schema.json prefill enum).
    for (const field of Object.keys(b.prefill ?? {})) {
      if (!fields.includes(field))
        add(`${bp}/prefill/${seg(field)}`, `form "${b.form}" has no field "${field}"`, suggestion(field, fields, 'fields'));
      // A locked prefilled value reaches the action without the form's validator: it must be the field's type.
      else if (!isText(field))
        add(
          `${bp}/prefill/${seg(field)}`,
          `field "${field}" of form "${b.form}" is not a text field, so a property of the signed-in user cannot fill it`,
          'prefill text fields only ("type": "string")',
        );
    }
    (b.lockPrefilled ?? []).forEach((field, j) => {
      if (!Object.hasOwn(b.prefill ?? {}, field))
        add(`${bp}/lockPrefilled/${j}`, `"${field}" is locked but never prefilled`, `add "${field}" to prefill or remove it here`);
    });
  });
}
