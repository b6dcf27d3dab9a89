/**
 * Runs a named action and turns whatever happens into an Outcome: the only place where
 * handler failures become catalogue messages (as keys, drawn by the screen) and identity errors
 * reach analytics.
 */
import type { ErrorCatalogueDoc } from '../config/types';
import type { Outcome } from '../flow/outcome';
import type { FlowData } from '../domain/flow-data';
import { describeError } from '../errors/describe-error';
import { ApiError, HubError, apiCodeOf } from '../errors/hub-error';
import { EXTERNAL_BRAND_LOGIN, type ActionContext, type ActionContract, type ActionInput } from './action-context';
import type { FormId } from '../generated/form-data';
import type { Navigation } from '../domain/navigation';
import { actions } from './registry';
import { reportSecurityEvent } from './security-report';

export interface RunOptions {
  errors: ErrorCatalogueDoc;
  /** The step's fallback message key. */
  fallback?: string;
  /** Log programming errors (development only). */
  log?: (message: string, error: unknown) => void;
  /** The handlers by name: the registry, or a test's own. */
  registry?: Readonly<Record<string, ActionContract>>;
}

/**
 * The request an action runs for; its flow data is narrowed to what the contract reads. input is
 * what the flow machine carries: a form block's submitted data, or {} from an enter action or a button.
 */
export type RunContext = Omit<ActionContext, 'data' | 'input' | 'reauthCode'> & {
  data: Partial<FlowData>;
  input: Readonly<Record<string, unknown>>;
};

/** Any handler, its types erased: what runAction calls. */
type ErasedAction = ActionContract & {
  run(
    ctx: Omit<RunContext, 'input'> & { input: ActionInput<FormId, true>; reauthCode: string },
  ): Promise<{ navigate?: Navigation; data?: Partial<FlowData> }>;
};

/** A destination as a contract names it: the route path, or the brand's login URL. */
function placeOf(to: Navigation): string {
  return to.kind === 'external' ? EXTERNAL_BRAND_LOGIN : (to.path.split('?')[0] ?? to.path);
}

/** Keys of data that are not among the declared ones. */
function undeclared(data: object | undefined, declared: readonly string[]): string[] {
  return Object.keys(data ?? {}).filter((k) => !declared.includes(k));
}

export async function runAction(name: string, ctx: RunContext, opts: RunOptions): Promise<Outcome> {
  try {
    const registry: Readonly<Record<string, ActionContract>> = opts.registry ?? actions;
    if (!Object.hasOwn(registry, name)) throw new Error(`unknown action ${name}`);
    // Erased once, here: each handler's own type says which data it receives.
    const def = registry[name] as unknown as ErasedAction;
    const missing = def.reads.filter((k) => ctx.data[k] === undefined);
    // validate proves every read has a producer; reaching this is a bug in the runtime, not the person's doing.
    if (missing.length > 0) throw new Error(`action ${name} reads ${missing.join(', ')}, which no earlier step produced`);
    const data = Object.fromEntries([...def.reads, ...def.mayRead].filter((k) => ctx.data[k] !== undefined).map((k) => [k, ctx.data[k]]));
    // The one place form data becomes typed: FormInput of a form the action declares (or NoFormInput).
    // Sound because `npm run validate` (validate/flow-graph.ts) proves each flow binds an action to a
    // form block only with a form in its contract's forms, and to an enter action or a button (which
    // send {}) only when its contract says withoutForm; and a form block runs its action only with
    // data that passed that form's precompiled validator (src/render/blocks/form-block.tsx), which is
    // what FromSchema types. Locked prefilled fields are set after validation, from non-empty strings
    // of the user, into fields validate proves are string fields.
    const input = ctx.input as ActionInput<FormId, true>;
    const result = await def.run({ ...ctx, input, data, reauthCode: opts.errors.reauthenticate.code });
    // The flow data an outcome carries is what the contract promises, nothing else (validate trusts it).
    const extra = undeclared(result.data, def.produces);
    if (extra.length > 0) throw new Error(`action ${name} produced ${extra.join(', ')}, which its contract does not declare`);
    if (result.navigate && !def.navigates.includes(placeOf(result.navigate)))
      throw new Error(`action ${name} sent the person to ${placeOf(result.navigate)}, which its contract does not name`);
    if (def.reports) reportSecurityEvent(def.reports, ctx.services, ctx.shownBrand, data);
    return { ok: true, ...(result.navigate ? { navigate: result.navigate } : {}), ...(result.data ? { data: result.data } : {}) };
  } catch (error) {
    const n = describeError(error, opts.errors, opts.fallback, { brand: ctx.shownBrand.displayName });
    if (n.identityCode) ctx.services.analytics.capture(opts.errors.analyticsEvent, { code: n.identityCode, action: name });
    else if (!(error instanceof HubError) && !(error instanceof ApiError) && opts.log) opts.log(`action ${name} failed`, error);
    const code = n.identityCode ?? (error instanceof HubError ? error.messageKey : error instanceof ApiError ? apiCodeOf(error) : null);
    const failureData = error instanceof HubError ? error.data : undefined;
    const registry: Readonly<Record<string, ActionContract>> = opts.registry ?? actions;
    const contract = Object.hasOwn(registry, name) ? registry[name] : undefined;
    const extra = undeclared(failureData, code !== null ? (contract?.codes[code] ?? []) : []);
    if (extra.length > 0)
      opts.log?.(`action ${name} ended with ${code} and ${extra.join(', ')}, which its contract does not declare`, error);
    const data = failureData && extra.length === 0 ? { data: failureData } : {};
    return n.cancelled ? { ok: false, message: n.message, cancelled: true, code } : { ok: false, message: n.message, code, ...data };
  }
}
