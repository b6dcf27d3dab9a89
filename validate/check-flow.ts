/**
 * Cross-document checks of one flow: its id, steps, checklist and transitions name what
 * exists (steps, routes, form fields), and every text it shows is a message key. Pure.
 */
import type { ConfigIssue } from './config-issue';
import type { FlowDoc, Transition } from '../src/config/types';
import { matchesRoute, type CrossCheck, type NeedAction, type NeedMessage } from './cross-check.js';
import { checkBlock } from './check-flow-blocks.js';
import { checkAccountRows } from './check-account-rows.js';
import { pointerSegment as seg } from './json-pointer.js';
import { suggestion } from './suggest.js';
import { callOutcomes } from './call-outcomes.js';

export type Call = { onOk?: Transition; onError?: Transition; onCode?: Record<string, Transition> };

/** One flow under check: where it reports, and the checks its steps and blocks share. */
export interface FlowCheck {
  flow: FlowDoc;
  file: string;
  cross: CrossCheck;
  issues: ConfigIssue[];
  needMessage: NeedMessage;
  needAction: NeedAction;
  noStep: (pointer: string, step: string) => void;
  checkPath: (pointer: string, path: string) => void;
  checkTransition: (pointer: string, t: Transition | undefined, fields?: readonly string[]) => void;
  /** fields: the fields of the form a form block runs the call from (a field message needs one of them). */
  checkCall: (pointer: string, call: Call, fields?: readonly string[]) => void;
}

export function checkFlow(key: string, flow: FlowDoc, file: string, cross: CrossCheck): ConfigIssue[] {
  const fc = flowCheck(flow, file, cross);
  const { issues, needMessage, needAction, noStep } = fc;
  if (flow.id !== key)
    issues.push({ file, pointer: '/id', message: `the id "${flow.id}" differs from the file name`, hint: `write "id": "${key}"` });
  noStep('/initial', flow.initial);
  needMessage(file, '/title', flow.title, 'screen');
  needMessage(file, '/subtitle', flow.subtitle, 'screen');
  if (flow.initialFrom) {
    for (const [value, step] of Object.entries({ ...flow.initialFrom.steps, '(otherwise)': flow.initialFrom.otherwise })) {
      noStep(value === '(otherwise)' ? '/initialFrom/otherwise' : `/initialFrom/steps/${seg(value)}`, step);
    }
  }
  checkChecklist(fc);
  for (const [stepId, step] of Object.entries(flow.steps)) {
    const sp = `/steps/${seg(stepId)}`;
    needMessage(file, `${sp}/title`, step.title, 'screen');
    needMessage(file, `${sp}/subtitle`, step.subtitle, 'screen');
    if (step.enter) {
      needAction(file, `${sp}/enter/action`, step.enter.action);
      needMessage(file, `${sp}/enter/fallback`, step.enter.fallback, 'actionError');
      fc.checkCall(`${sp}/enter`, step.enter);
      checkEnterConfirms(fc, `${sp}/enter`, step.enter);
    }
    for (const [i, block] of step.blocks.entries()) checkBlock(fc, step, block, `${sp}/blocks/${i}`);
    issues.push(...checkAccountRows(file, step, sp));
  }
  return issues;
}

function flowCheck(flow: FlowDoc, file: string, cross: CrossCheck): FlowCheck {
  const issues: ConfigIssue[] = [];
  const steps = Object.keys(flow.steps);
  const fc: FlowCheck = {
    flow,
    file,
    cross,
    issues,
    needMessage: cross.needMessage,
    needAction: cross.needAction,
    noStep: (pointer, step) => {
      if (!steps.includes(step))
        issues.push({ file, pointer, message: `there is no step "${step}" in this flow`, hint: suggestion(step, steps, 'steps') });
    },
    checkPath: (pointer, path) => {
      if (!matchesRoute(path, cross.routePaths))
        issues.push({
          file,
          pointer,
          message: `"${path}" is not a route of flows/routes.json`,
          hint: suggestion(path, [...cross.routePaths], 'routes'),
        });
    },
    checkTransition: (pointer, t, fields) => checkTransition(fc, pointer, t, fields),
    checkCall: (pointer, call, fields) => {
      for (const [on, t] of callOutcomes(call)) fc.checkTransition(`${pointer}/${on}`, t, fields);
    },
  };
  return fc;
}

/** The checklist names steps of this flow, each once; `complete` (a checklist step done) belongs to a flow with one. */
function checkChecklist({ flow, file, issues, noStep }: FlowCheck): void {
  const asked: string[] = [];
  (flow.checklist ?? []).forEach((entry, i) => {
    noStep(`/checklist/${i}/step`, entry.step);
    if (asked.includes(entry.step))
      issues.push({
        file,
        pointer: `/checklist/${i}/step`,
        message: `step "${entry.step}" is on the checklist twice`,
        hint: 'list each step once',
      });
    asked.push(entry.step);
  });
}

function checkTransition(fc: FlowCheck, pointer: string, t: Transition | undefined, fields?: readonly string[]): void {
  const { flow, file, issues, needMessage } = fc;
  if (!t) return;
  if ('field' in t) {
    needMessage(file, `${pointer}/message`, t.message, 'actionError');
    needMessage(file, `${pointer}/toast`, t.toast, 'toast');
    if (!fields)
      issues.push({
        file,
        pointer: `${pointer}/field`,
        message: 'a message at a field belongs to a form block, which has fields; this call has none',
        hint: 'use "toast", or stay on the step (leave the outcome out) to show the message under the blocks',
      });
    else if (!fields.includes(t.field))
      issues.push({
        file,
        pointer: `${pointer}/field`,
        message: `the form has no field "${t.field}"`,
        hint: suggestion(t.field, [...fields], 'fields'),
      });
  }
  if ('complete' in t && !flow.checklist)
    issues.push({
      file,
      pointer: `${pointer}/complete`,
      message: '"complete" marks a checklist step done, and this flow has no checklist',
      hint: 'use "goto", "navigate" or "toast", or add a "checklist" to the flow',
    });
  if ('goto' in t) fc.noStep(`${pointer}/goto`, t.goto);
  if ('goto' in t) checkConfirmPlace(fc, pointer, t);
  if ('confirm' in t) needMessage(file, `${pointer}/confirm`, t.confirm, 'confirmation');
  if ('navigate' in t && !t.navigate.startsWith('@')) fc.checkPath(`${pointer}/navigate`, t.navigate);
  else if ('toast' in t) needMessage(file, `${pointer}/toast`, t.toast, 'toast');
}

/** A confirmation after a step change shows under a block of the step reached: one of the type it names must be there. */
function checkConfirmPlace({ flow, file, issues }: FlowCheck, pointer: string, t: Extract<Transition, { goto: string }>): void {
  const reached = flow.steps[t.goto];
  if (t.under === undefined || !reached) return;
  const types = [...new Set(reached.blocks.map((b) => b.type))];
  if (!types.includes(t.under as (typeof types)[number]))
    issues.push({
      file,
      pointer: `${pointer}/under`,
      message: `step "${t.goto}" has no ${t.under} block for the confirmation to show under`,
      hint: suggestion(t.under, types, 'block types of that step'),
    });
}

/** A confirmation that stays shows under the block that ran the call; a step's enter action has none. */
function checkEnterConfirms({ file, issues }: FlowCheck, pointer: string, call: Call): void {
  for (const [on, t] of callOutcomes(call)) {
    if (t && 'confirm' in t && !('goto' in t))
      issues.push({
        file,
        pointer: `${pointer}/${on}/confirm`,
        message: "a confirmation shows under the block that ran the call, and a step's enter action is no block",
        hint: 'go to a step with "goto", "confirm" and "under": the block type it shows under',
      });
  }
}
