/**
 * Checks between documents that no single JSON Schema can express: every name a document
 * uses (flow, form, step, route, action, message key, brand code, host) exists, and every
 * text fits where it is shown. Pure: no I/O (asset files arrive through a reader).
 */
import { checkFormParts } from './form-parts.js';
import type Ajv from 'ajv';
import type { ConfigIssue } from './config-issue';
import type { ConfigDocuments, FlowDoc, Transition } from '../../src/config/types';
import { checkFlowGraph, type GraphContract } from './flow-graph.js';
import { ROUTE_ROLES } from '../../src/domain/route-roles.js';
import { checkBrands } from './check-brands.js';
import { checkAddresses } from './check-addresses.js';
import { checkMessages, type MessageUse } from './check-messages.js';
import { checkAssets, type AssetReader } from './check-assets.js';
import { pointerSegment as seg } from './json-pointer.js';
import { METHOD_CONTROLS } from '../../src/flow/step-calls.js';
import { closest, suggestion } from './suggest.js';
import type { MessagePlace } from '../../src/messages/message-places';

/** Properties of the signed-in user a form may be prefilled from. */

type NeedMessage = (file: string, pointer: string, key: string | undefined, place: MessagePlace) => void;

export function checkCrossReferences(
  docs: ConfigDocuments,
  files: Record<string, string>,
  contracts: Readonly<Record<string, GraphContract>>,
  /** Where the form schemas are compiled, to find one that does not compile. */
  formAjv: Ajv,
  codeKeys: Readonly<Record<string, MessagePlace>>,
  readAsset: AssetReader,
  /** Files changed since the last commit: the first place of a conflict they take part in. */
  changed: ReadonlySet<string> = new Set(),
): ConfigIssue[] {
  const actionNames = Object.keys(contracts).sort();
  const issues: ConfigIssue[] = [];
  const fileOf = (kind: string, key = kind): string => files[`${kind}:${key}`] ?? kind;
  const routePaths = new Set(docs.routes.routes.map((r) => r.path));
  const uses: MessageUse[] = [];

  const needMessage: NeedMessage = (file, pointer, key, place) => {
    if (key !== undefined && key !== '$error') uses.push({ file, pointer, key, place });
  };
  const needAction = (file: string, pointer: string, name: string): void => {
    if (!actionNames.includes(name))
      issues.push({ file, pointer, message: `there is no action "${name}"`, hint: suggestion(name, actionNames, 'actions') });
  };

  // Error catalogue.
  const errorsFile = fileOf('errors');
  for (const [code, key] of Object.entries(docs.errors.identity)) needMessage(errorsFile, `/identity/${seg(code)}`, key, 'actionError');
  for (const code of Object.keys(docs.errors.hints)) {
    if (code in docs.errors.identity)
      issues.push({
        file: errorsFile,
        pointer: `/hints/${seg(code)}`,
        message: `"${code}" has its own message under identity, so its hint would never show`,
        hint: 'remove the hint, or the identity entry',
      });
  }
  for (const [status, key] of Object.entries(docs.errors.apiStatuses ?? {}))
    needMessage(errorsFile, `/apiStatuses/${status}`, key, 'actionError');
  for (const [code, key] of Object.entries(docs.errors.apiCodes ?? {}))
    needMessage(errorsFile, `/apiCodes/${seg(code)}`, key, 'actionError');
  needMessage(errorsFile, '/unknown', docs.errors.unknown, 'actionError');
  needMessage(errorsFile, '/server', docs.errors.server, 'actionError');
  needMessage(errorsFile, '/unreachableHint', docs.errors.unreachableHint, 'hint');
  for (const [code, key] of Object.entries(docs.errors.hints)) needMessage(errorsFile, `/hints/${seg(code)}`, key, 'hint');
  for (const part of ['reauthenticate', 'sessionEnded'] as const) {
    const { toast, navigate } = docs.errors[part];
    needMessage(errorsFile, `/${part}/toast`, toast, 'notice');
    if (!matchesRoute(navigate, routePaths))
      issues.push({
        file: errorsFile,
        pointer: `/${part}/navigate`,
        message: `"${navigate}" is not a route`,
        hint: suggestion(navigate, [...routePaths], 'routes'),
      });
  }

  // Brands, white-labels, environments, colours, and the asset files brands name.
  issues.push(...checkBrands(docs, fileOf, changed));
  issues.push(...checkAddresses(docs, fileOf, changed));
  const assetUses = Object.entries(docs.brands).flatMap(([folder, b]) =>
    (['logo', 'whiteLogo', 'favicon', 'appIcon'] as const).flatMap((field) =>
      b[field] ? [{ file: fileOf('brand', folder), pointer: `/${field}`, path: `brands/${folder}/${b[field]}` }] : [],
    ),
  );
  assetUses.push({ file: fileOf('brandBase'), pointer: '/favicon', path: `brands/${docs.brandBase.favicon}` });
  // A file named twice (a favicon that is also the app icon) is checked once, at its first use: one mistake, one message.
  const firstUses = assetUses.filter((use, i) => assetUses.findIndex((u) => u.path === use.path) === i);
  issues.push(...checkAssets(firstUses, readAsset));

  // Routes.
  const pathAt = new Map<string, number>();
  for (const [i, route] of docs.routes.routes.entries()) {
    // The router takes the first route of a path: a second one never shows.
    const first = pathAt.get(route.path);
    if (first !== undefined)
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/path`,
        message: `the path ${route.path} is already route ${first + 1} of the list, and the router takes the first, so this one never shows`,
        hint: `give this route its own path, or remove one of the two`,
      });
    else pathAt.set(route.path, i);
    if (route.redirect !== undefined && !matchesRoute(route.redirect, routePaths))
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/redirect`,
        message: `"${route.redirect}" is not a route`,
        hint: suggestion(route.redirect, [...routePaths], 'routes'),
      });
    // A page drawn at build time is what a signed-out person sees first: a flow, no user, no path pattern.
    if (route.prerender && (route.flow === undefined || route.requiresUser || route.path.includes('*')))
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/prerender`,
        message: `the route ${route.path} cannot be pre-rendered: only a route that draws a flow for someone not signed in, at one fixed path, can`,
        hint: 'remove "prerender" from this route',
      });
    needMessage(fileOf('routes'), `/routes/${i}/nav`, route.nav, 'label');
    if (route.flow !== undefined && !docs.flows[route.flow])
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/flow`,
        message: `there is no flow "${route.flow}"`,
        hint: suggestion(route.flow, Object.keys(docs.flows), 'flows'),
      });
  }
  for (const role of ROUTE_ROLES) {
    const holders = docs.routes.routes.flatMap((r, i) => (r.role === role ? [i] : []));
    if (holders.length === 0)
      issues.push({
        file: fileOf('routes'),
        pointer: '/routes',
        message: `no route has the role "${role}", which the hub needs`,
        hint: `add "role": "${role}" to the route it should use`,
      });
    for (const i of holders.slice(1))
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/role`,
        message: `the role "${role}" is already on route ${docs.routes.routes[holders[0]!]!.path}`,
        hint: 'give each role to one route only',
      });
  }
  if (!matchesRoute(docs.routes.fallback, routePaths))
    issues.push({
      file: fileOf('routes'),
      pointer: '/fallback',
      message: `the fallback "${docs.routes.fallback}" is not a route`,
      hint: suggestion(docs.routes.fallback, [...routePaths], 'routes'),
    });

  // Forms.
  for (const [key, form] of Object.entries(docs.forms)) {
    const file = fileOf('form', key);
    if (form.id !== key)
      issues.push({ file, pointer: '/id', message: `the id "${form.id}" differs from the file name`, hint: `write "id": "${key}"` });
    try {
      formAjv.compile(form.schema);
    } catch (e) {
      issues.push({
        file,
        pointer: '/schema',
        message: `the form schema does not compile: ${(e as Error).message}`,
        hint: 'fix the JSON Schema',
      });
    }
    issues.push(...checkFormParts(form, file));
    const fields = Object.keys(form.schema.properties);
    // A required field the form does not define can never be filled in: the form could never be sent.
    const required = form.schema.required;
    if (Array.isArray(required))
      required.forEach((field, j) => {
        if (typeof field === 'string' && !fields.includes(field))
          issues.push({
            file,
            pointer: `/schema/required/${j}`,
            message: `"${field}" is required, but the form has no field "${field}", so the form could never be sent`,
            hint: closest(field, fields)
              ? `did you mean "${closest(field, fields)}"?`
              : `add "${field}" to "properties", or remove it from "required"`,
          });
      });
    /** uiSchema and messages may only speak of the schema's own fields. */
    const needField = (pointer: string, field: string) => {
      if (!fields.includes(field))
        issues.push({ file, pointer, message: `the form has no field "${field}"`, hint: suggestion(field, fields, 'fields') });
    };
    for (const [field, ui] of Object.entries(form.uiSchema as Record<string, Record<string, unknown>>)) {
      needField(`/uiSchema/${seg(field)}`, field);
      for (const opt of ['ui:title', 'ui:placeholder', 'ui:help'] as const) {
        const v = ui[opt];
        if (typeof v === 'string') needMessage(file, `/uiSchema/${seg(field)}/${seg(opt)}`, v, 'label');
      }
    }
    for (const [field, byKeyword] of Object.entries(form.messages ?? {})) {
      needField(`/messages/${seg(field)}`, field);
      for (const [kw, key] of Object.entries(byKeyword)) needMessage(file, `/messages/${seg(field)}/${seg(kw)}`, key, 'formRule');
    }
    for (const [i, rule] of (form.equal ?? []).entries()) {
      for (const f of [rule.field, rule.equals]) {
        if (!fields.includes(f))
          issues.push({ file, pointer: `/equal/${i}`, message: `the form has no field "${f}"`, hint: suggestion(f, fields, 'fields') });
      }
      needMessage(file, `/equal/${i}/message`, rule.message, 'label');
    }
  }

  // Flows.
  for (const [key, flow] of Object.entries(docs.flows)) {
    issues.push(...checkFlow(key, flow, fileOf('flow', key), docs, routePaths, needMessage, needAction));
    issues.push(
      ...checkFlowGraph(flow, {
        file: fileOf('flow', key),
        contracts,
        forms: docs.forms,
        messages: docs.messages.messages,
        // Every code the catalogue knows: those with a message of their own and those with a hint.
        identityCodes: [...Object.keys(docs.errors.identity), ...Object.keys(docs.errors.hints)],
      }),
    );
  }
  issues.push(...checkMessages(docs.messages.messages, fileOf('messages'), uses, codeKeys));
  return issues;
}

/** True when path is a route, or lies under a route pattern ending in /*. */
export function matchesRoute(path: string, routePaths: Set<string>): boolean {
  if (routePaths.has(path)) return true;
  return [...routePaths].some((r) => r.endsWith('/*') && path.startsWith(r.slice(0, -1)) && path.length > r.length - 1);
}

function checkFlow(
  key: string,
  flow: FlowDoc,
  file: string,
  docs: ConfigDocuments,
  routePaths: Set<string>,
  needMessage: NeedMessage,
  needAction: (file: string, pointer: string, name: string) => void,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const steps = Object.keys(flow.steps);
  const noStep = (pointer: string, step: string): void => {
    if (!steps.includes(step))
      issues.push({ file, pointer, message: `there is no step "${step}" in this flow`, hint: suggestion(step, steps, 'steps') });
  };
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
  const checkPath = (pointer: string, path: string): void => {
    if (!matchesRoute(path, routePaths))
      issues.push({
        file,
        pointer,
        message: `"${path}" is not a route of flows/routes.json`,
        hint: suggestion(path, [...routePaths], 'routes'),
      });
  };
  /** fields: the fields of the form a form block runs the call from (a field message needs one of them). */
  const checkCall = (
    pointer: string,
    call: { onOk?: Transition; onError?: Transition; onCode?: Record<string, Transition> },
    fields?: readonly string[],
  ): void => {
    checkTransition(`${pointer}/onOk`, call.onOk, fields);
    checkTransition(`${pointer}/onError`, call.onError, fields);
    for (const [code, t] of Object.entries(call.onCode ?? {})) checkTransition(`${pointer}/onCode/${seg(code)}`, t, fields);
  };
  // The checklist names steps of this flow, each once; `complete` (a checklist step done) belongs to a flow with one.
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
  const checkTransition = (pointer: string, t: Transition | undefined, fields?: readonly string[]): void => {
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
    if ('goto' in t) noStep(`${pointer}/goto`, t.goto);
    if ('navigate' in t && !t.navigate.startsWith('@')) checkPath(`${pointer}/navigate`, t.navigate);
    else if ('toast' in t) needMessage(file, `${pointer}/toast`, t.toast, 'toast');
  };
  for (const [stepId, step] of Object.entries(flow.steps)) {
    const sp = `/steps/${seg(stepId)}`;
    needMessage(file, `${sp}/title`, step.title, 'screen');
    needMessage(file, `${sp}/subtitle`, step.subtitle, 'screen');
    if (step.enter) {
      needAction(file, `${sp}/enter/action`, step.enter.action);
      needMessage(file, `${sp}/enter/fallback`, step.enter.fallback, 'actionError');
      checkCall(`${sp}/enter`, step.enter);
    }
    for (const [i, block] of step.blocks.entries()) {
      const bp = `${sp}/blocks/${i}`;
      switch (block.type) {
        case 'text':
          needMessage(file, `${bp}/message`, block.message, 'screen');
          break;
        case 'spinner':
          needMessage(file, `${bp}/message`, block.message, 'screen');
          if (block.slow) {
            needMessage(file, `${bp}/slow/message`, block.slow.message, 'screen');
            needMessage(file, `${bp}/slow/retry`, block.slow.retry, 'label');
            needMessage(file, `${bp}/slow/leave/label`, block.slow.leave.label, 'label');
            checkPath(`${bp}/slow/leave/to`, block.slow.leave.to);
            if (!step.enter)
              issues.push({
                file,
                pointer: `${bp}/slow`,
                message: 'a spinner with "slow" needs an enter action on its step to wait for',
                hint: 'add "enter" to the step, or remove "slow"',
              });
          }
          break;
        case 'section':
          needMessage(file, `${bp}/message`, block.message, 'label');
          break;
        case 'userFlag':
          needMessage(file, `${bp}/on`, block.on, 'label');
          needMessage(file, `${bp}/off`, block.off, 'label');
          needMessage(file, `${bp}/label`, block.label, 'screen');
          break;
        case 'link':
          needMessage(file, `${bp}/label`, block.label, 'label');
          checkPath(`${bp}/to`, block.to);
          break;
        case 'form':
          if (!docs.forms[block.form])
            issues.push({
              file,
              pointer: `${bp}/form`,
              message: `there is no form "${block.form}" in schemas/forms/`,
              hint: suggestion(block.form, Object.keys(docs.forms), 'forms'),
            });
          needMessage(file, `${bp}/submit`, block.submit, 'label');
          needAction(file, `${bp}/action`, block.action);
          needMessage(file, `${bp}/fallback`, block.fallback, 'actionError');
          checkCall(bp, block, Object.keys(docs.forms[block.form]?.schema.properties ?? {}));
          break;
        case 'button':
          needMessage(file, `${bp}/label`, block.label, 'label');
          if (block.action !== undefined) needAction(file, `${bp}/action`, block.action);
          else {
            // Without an action the button only follows onOk: nothing can fail, cool down or need a fallback.
            const unused = (['onError', 'onCode', 'cooldown', 'fallback'] as const).filter((k) => block[k] !== undefined);
            if (!block.onOk)
              issues.push({
                file,
                pointer: bp,
                message: 'a button without an action needs "onOk"',
                hint: 'say where it goes with "onOk", or name an action',
              });
            for (const k of unused)
              issues.push({
                file,
                pointer: `${bp}/${k}`,
                message: `"${k}" needs an action to run`,
                hint: `remove "${k}", or name an action`,
              });
          }
          needMessage(file, `${bp}/fallback`, block.fallback, 'actionError');
          checkCall(bp, block);
          break;
        case 'secondFactors':
          needMessage(file, `${bp}/none`, block.none, 'label');
          needMessage(file, `${bp}/factor`, block.factor, 'secondFactor');
          needMessage(file, `${bp}/added`, block.added, 'secondFactor');
          needMessage(file, `${bp}/verifyFirst`, block.verifyFirst, 'label');
          needMessage(file, `${bp}/verifyLink`, block.verifyLink, 'label');
          needMessage(file, `${bp}/remove`, block.remove, 'label');
          checkTransition(`${bp}/choose`, block.choose);
          break;
        case 'passkeys':
          for (const k of ['none', 'neverUsed', 'synced', 'thisDevice', 'manage'] as const)
            needMessage(file, `${bp}/${k}`, block[k], 'label');
          needMessage(file, `${bp}/added`, block.added, 'passkey');
          needMessage(file, `${bp}/lastUsed`, block.lastUsed, 'passkey');
          checkTransition(`${bp}/choose`, block.choose);
          break;
        case 'securityEvents':
          needMessage(file, `${bp}/none`, block.none, 'label');
          needMessage(file, `${bp}/signedIn`, block.signedIn, 'securityEvent');
          needMessage(file, `${bp}/what`, block.what, 'securityEvent');
          needMessage(file, `${bp}/where`, block.where, 'securityEvent');
          break;
        case 'signInMethods':
          for (const k of [
            'password',
            'google',
            'phone',
            'passkeys',
            'on',
            'off',
            'lastWayIn',
            'addPassword',
            'linkGoogle',
            'unlink',
            'addPhone',
            'managePasskeys',
          ] as const)
            needMessage(file, `${bp}/${k}`, block[k], 'label');
          needMessage(file, `${bp}/passkeyCount`, block.passkeyCount, 'signInMethod');
          checkPath(`${bp}/phoneTo`, block.phoneTo);
          checkPath(`${bp}/passkeysTo`, block.passkeysTo);
          for (const c of METHOD_CONTROLS) checkTransition(`${bp}/choose/${c}`, block.choose[c]);
          break;
        case 'avatar':
        case 'applications':
          break; // no texts, paths or actions of their own
      }
    }
  }
  return issues;
}
