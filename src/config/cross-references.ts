/**
 * Checks between documents that no single JSON Schema can express: every name a document
 * uses (flow, form, step, route, action, message key, brand code) exists. Pure: no I/O.
 */
import type Ajv from 'ajv';
import type { ConfigIssue } from './config-issue';
import type { ConfigDocuments, FlowDoc, Transition } from './types';
import { placeholdersOf, MESSAGE_PARAMS } from '../messages/format-message';
import { contrastFailures, type ThemeToken } from '../brand/contrast';
import { BRAND_CODES } from '../brand/resolve-brand';
import { checkFlowGraph, type GraphContract } from '../flow/flow-graph';
import { ROUTE_ROLES } from '../flow/route-roles';

/** Properties of the signed-in user a form may be prefilled from. */
const USER_FIELDS = ['displayName', 'email', 'phoneNumber', 'photoURL'];



/** Escapes one JSON pointer segment. */
const seg = (s: string | number): string => String(s).replace(/~/g, '~0').replace(/\//g, '~1');

export function checkCrossReferences(
  docs: ConfigDocuments,
  files: Record<string, string>,
  contracts: Readonly<Record<string, GraphContract>>,
  ajv: Ajv,
): ConfigIssue[] {
  const actionNames = Object.keys(contracts);
  const issues: ConfigIssue[] = [];
  const fileOf = (kind: string, key = kind): string => files[`${kind}:${key}`] ?? kind;
  const messageKeys = new Set(Object.keys(docs.messages.messages));
  const routePaths = new Set(docs.routes.routes.map((r) => r.path));
  const actions = new Set(actionNames);

  const needMessage = (file: string, pointer: string, key: string | undefined): void => {
    if (key !== undefined && key !== '$error' && !messageKeys.has(key)) {
      issues.push({ file, pointer, message: `message key "${key}" is not in flows/messages.json`, hint: `add "${key}" to flows/messages.json or use an existing key` });
    }
  };
  const needAction = (file: string, pointer: string, name: string): void => {
    if (!actions.has(name)) {
      issues.push({ file, pointer, message: `action "${name}" is not in the action registry`, hint: `use one of ${[...actions].sort().join(', ')}` });
    }
  };

  // Messages: placeholders must be ones the runtime fills.
  for (const [key, text] of Object.entries(docs.messages.messages)) {
    for (const p of placeholdersOf(text)) {
      if (!(MESSAGE_PARAMS as readonly string[]).includes(p)) {
        issues.push({ file: fileOf('messages'), pointer: `/messages/${seg(key)}`, message: `placeholder {${p}} is never filled`, hint: `use one of ${MESSAGE_PARAMS.map((x) => `{${x}}`).join(', ')}` });
      }
    }
  }

  // Error catalogue.
  for (const [code, key] of Object.entries(docs.errors.identity)) needMessage(fileOf('errors'), `/identity/${seg(code)}`, key);
  for (const code of Object.keys(docs.errors.hints)) {
    if (code in docs.errors.identity) issues.push({ file: fileOf('errors'), pointer: `/hints/${seg(code)}`, message: `"${code}" has its own message under identity, so its hint would never show`, hint: 'remove the hint, or the identity entry' });
  }
  needMessage(fileOf('errors'), '/unknown', docs.errors.unknown);
  needMessage(fileOf('errors'), '/server', docs.errors.server);
  needMessage(fileOf('errors'), '/unreachableHint', docs.errors.unreachableHint);
  for (const [code, key] of Object.entries(docs.errors.hints)) needMessage(fileOf('errors'), `/hints/${seg(code)}`, key);
  needMessage(fileOf('errors'), '/reauthenticate/toast', docs.errors.reauthenticate.toast);
  if (!matchesRoute(docs.errors.reauthenticate.navigate, routePaths)) issues.push({ file: fileOf('errors'), pointer: '/reauthenticate/navigate', message: `"${docs.errors.reauthenticate.navigate}" is not a route`, hint: 'use a path listed in flows/routes.json' });

  // Brands: each code once, all codes present.
  const seen = new Map<string, string>();
  for (const [folder, brand] of Object.entries(docs.brands)) {
    const prev = seen.get(brand.brand);
    if (prev) issues.push({ file: fileOf('brand', folder), pointer: '/brand', message: `brand ${brand.brand} is also defined in brands/${prev}`, hint: 'give each brand code one folder' });
    seen.set(brand.brand, folder);
  }
  for (const code of BRAND_CODES) {
    if (!seen.has(code)) issues.push({ file: 'brands', pointer: '', message: `no brand folder defines ${code}`, hint: `add brands/<folder>/brand.json with "brand": "${code}"` });
  }

  // Brand colours: WCAG 2.2 AA contrast of every pair the layouts draw.
  for (const [folder, brand] of Object.entries(docs.brands)) {
    const theme = { ...docs.brandBase.theme, ...brand.theme } as Record<ThemeToken, string>;
    for (const f of contrastFailures(theme)) {
      const token = brand.theme && f.fg in brand.theme ? f.fg : f.bg;
      issues.push({
        file: fileOf('brand', folder),
        pointer: `/theme/${token}`,
        message: `${f.fg} on ${f.bg} (${f.what}) has contrast ${f.ratio.toFixed(2)}:1, below WCAG AA ${f.min}:1`,
        hint: `darken or lighten "${f.fg}" or "${f.bg}" until the ratio is at least ${f.min}:1`,
      });
    }
  }

  // White-labels.
  const defaults = Object.values(docs.whiteLabels).filter((w) => w.hostPrefix === null);
  if (defaults.length !== 1) issues.push({ file: 'brands/white-labels', pointer: '', message: `${defaults.length} white-labels have "hostPrefix": null`, hint: 'exactly one white-label is the default' });
  const withDocument = Object.values(docs.brands).map((b) => b.brand);
  for (const [key, wl] of Object.entries(docs.whiteLabels)) {
    const file = fileOf('whiteLabel', key);
    if (wl.id !== key) issues.push({ file, pointer: '/id', message: `id "${wl.id}" differs from the file name`, hint: `set "id": "${key}"` });
    if (!withDocument.includes(wl.defaultBrand)) issues.push({ file, pointer: '/defaultBrand', message: `${wl.defaultBrand} has no brand document`, hint: `use one of ${withDocument.join(', ')}` });
  }

  // Routes.
  for (const [i, route] of docs.routes.routes.entries()) {
    if (route.redirect !== undefined && !matchesRoute(route.redirect, routePaths)) issues.push({ file: fileOf('routes'), pointer: `/routes/${i}/redirect`, message: `"${route.redirect}" is not a route`, hint: 'use a path listed in routes' });
    needMessage(fileOf('routes'), `/routes/${i}/nav`, route.nav);
    if (route.flow !== undefined && !docs.flows[route.flow]) issues.push({ file: fileOf('routes'), pointer: `/routes/${i}/flow`, message: `flow "${route.flow}" does not exist`, hint: `add flows/${route.flow}.json or use one of ${Object.keys(docs.flows).join(', ')}` });
  }
  for (const role of ROUTE_ROLES) {
    const holders = docs.routes.routes.flatMap((r, i) => (r.role === role ? [i] : []));
    if (holders.length === 0) issues.push({ file: fileOf('routes'), pointer: '/routes', message: `no route has the role "${role}", which the hub needs`, hint: `add "role": "${role}" to the route it should use` });
    for (const i of holders.slice(1)) issues.push({ file: fileOf('routes'), pointer: `/routes/${i}/role`, message: `the role "${role}" is already on route ${docs.routes.routes[holders[0]!]!.path}`, hint: 'give each role to one route only' });
  }
  if (!matchesRoute(docs.routes.fallback, routePaths)) issues.push({ file: fileOf('routes'), pointer: '/fallback', message: `fallback "${docs.routes.fallback}" is not a route`, hint: 'use a path listed in routes' });

  // Forms.
  for (const [key, form] of Object.entries(docs.forms)) {
    const file = fileOf('form', key);
    if (form.id !== key) issues.push({ file, pointer: '/id', message: `id "${form.id}" differs from the file name`, hint: `set "id": "${key}"` });
    try {
      ajv.compile(form.schema);
    } catch (e) {
      issues.push({ file, pointer: '/schema', message: `the form schema does not compile: ${(e as Error).message}`, hint: 'fix the JSON Schema' });
    }
    const fields = Object.keys(form.schema.properties as Record<string, unknown>);
    for (const [field, ui] of Object.entries(form.uiSchema as Record<string, Record<string, unknown>>)) {
      if (!fields.includes(field)) issues.push({ file, pointer: `/uiSchema/${seg(field)}`, message: `field "${field}" is not in the schema`, hint: `use one of ${fields.join(', ')}` });
      for (const opt of ['ui:title', 'ui:placeholder', 'ui:help'] as const) {
        const v = ui[opt];
        if (typeof v === 'string') needMessage(file, `/uiSchema/${seg(field)}/${seg(opt)}`, v);
      }
    }
    for (const [field, byKeyword] of Object.entries(form.messages ?? {})) {
      if (!fields.includes(field)) issues.push({ file, pointer: `/messages/${seg(field)}`, message: `field "${field}" is not in the schema`, hint: `use one of ${fields.join(', ')}` });
      for (const [kw, key] of Object.entries(byKeyword)) needMessage(file, `/messages/${seg(field)}/${seg(kw)}`, key);
    }
    for (const [i, rule] of (form.equal ?? []).entries()) {
      for (const f of [rule.field, rule.equals]) {
        if (!fields.includes(f)) issues.push({ file, pointer: `/equal/${i}`, message: `field "${f}" is not in the schema`, hint: `use one of ${fields.join(', ')}` });
      }
      needMessage(file, `/equal/${i}/message`, rule.message);
    }
  }

  // Flows.
  for (const [key, flow] of Object.entries(docs.flows)) {
    issues.push(...checkFlow(key, flow, fileOf('flow', key), docs, routePaths, needMessage, needAction));
    issues.push(...checkFlowGraph(flow, { file: fileOf('flow', key), contracts, forms: docs.forms, messages: docs.messages.messages, identityCodes: Object.keys(docs.errors.identity), userFields: USER_FIELDS }));
  }
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
  needMessage: (file: string, pointer: string, key: string | undefined) => void,
  needAction: (file: string, pointer: string, name: string) => void,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const steps = Object.keys(flow.steps);
  if (flow.id !== key) issues.push({ file, pointer: '/id', message: `id "${flow.id}" differs from the file name`, hint: `set "id": "${key}"` });
  if (!steps.includes(flow.initial)) issues.push({ file, pointer: '/initial', message: `step "${flow.initial}" does not exist`, hint: `use one of ${steps.join(', ')}` });
  needMessage(file, '/title', flow.title);
  needMessage(file, '/subtitle', flow.subtitle);
  if (flow.initialFrom) {
    for (const [value, step] of Object.entries({ ...flow.initialFrom.steps, '(otherwise)': flow.initialFrom.otherwise })) {
      if (!steps.includes(step)) issues.push({ file, pointer: `/initialFrom/steps/${seg(value)}`, message: `step "${step}" does not exist`, hint: `use one of ${steps.join(', ')}` });
    }
  }
  const checkPath = (pointer: string, path: string): void => {
    if (!matchesRoute(path, routePaths)) issues.push({ file, pointer, message: `"${path}" is not a route of flows/routes.json`, hint: `use one of ${[...routePaths].join(', ')}` });
  };
  const checkCall = (pointer: string, call: { onOk?: Transition; onError?: Transition; onCode?: Record<string, Transition> }): void => {
    checkTransition(`${pointer}/onOk`, call.onOk);
    checkTransition(`${pointer}/onError`, call.onError);
    for (const [code, t] of Object.entries(call.onCode ?? {})) checkTransition(`${pointer}/onCode/${seg(code)}`, t);
  };
  const checkTransition = (pointer: string, t: Transition | undefined): void => {
    if (!t) return;
    if ('goto' in t && !steps.includes(t.goto)) issues.push({ file, pointer: `${pointer}/goto`, message: `step "${t.goto}" does not exist`, hint: `use one of ${steps.join(', ')}` });
    if ('navigate' in t && t.navigate !== '@action') checkPath(`${pointer}/navigate`, t.navigate);
    if ('toast' in t) needMessage(file, `${pointer}/toast`, t.toast);
  };
  for (const [stepId, step] of Object.entries(flow.steps)) {
    const sp = `/steps/${seg(stepId)}`;
    needMessage(file, `${sp}/title`, step.title);
    needMessage(file, `${sp}/subtitle`, step.subtitle);
    if (step.enter) {
      needAction(file, `${sp}/enter/action`, step.enter.action);
      needMessage(file, `${sp}/enter/fallback`, step.enter.fallback);
      checkCall(`${sp}/enter`, step.enter);
    }
    for (const [i, block] of step.blocks.entries()) {
      const bp = `${sp}/blocks/${i}`;
      switch (block.type) {
        case 'text':
        case 'spinner':
        case 'section':
          needMessage(file, `${bp}/message`, block.message);
          break;
        case 'userFlag':
          needMessage(file, `${bp}/on`, block.on);
          needMessage(file, `${bp}/off`, block.off);
          needMessage(file, `${bp}/label`, block.label);
          break;
        case 'link':
          needMessage(file, `${bp}/label`, block.label);
          checkPath(`${bp}/to`, block.to);
          break;
        case 'form':
          if (!docs.forms[block.form]) issues.push({ file, pointer: `${bp}/form`, message: `form "${block.form}" does not exist`, hint: `add schemas/forms/${block.form}.json or use one of ${Object.keys(docs.forms).join(', ')}` });
          needMessage(file, `${bp}/submit`, block.submit);
          needAction(file, `${bp}/action`, block.action);
          needMessage(file, `${bp}/fallback`, block.fallback);
          checkCall(bp, block);
          break;
        case 'button':
          needMessage(file, `${bp}/label`, block.label);
          needAction(file, `${bp}/action`, block.action);
          needMessage(file, `${bp}/fallback`, block.fallback);
          checkCall(bp, block);
          break;
      }
    }
  }
  return issues;
}
