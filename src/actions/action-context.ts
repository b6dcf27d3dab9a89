import type { ResolvedBrand } from '../brand/resolve-brand';
import type { FlowData, FlowDataKey } from '../flow/flow-data';
import type { Navigation } from '../flow/navigation';
import type { Services } from '../services/types';

/** What a handler gets: injected services and the request it runs for. */
export interface ActionContext<R extends FlowDataKey = never, O extends FlowDataKey = never> {
  services: Services;
  /** The current query string, parsed once, with the landing link's credentials. */
  query: URLSearchParams;
  /** The chosen brand under the current white-label; null for the hub itself. */
  brand: ResolvedBrand | null;
  /** The brand whose look is shown: the chosen one, else the white-label's default ({brand} in messages). */
  lookBrand: ResolvedBrand | null;
  /** Form data of the step's form, when the action was a form submit. */
  input: Record<string, unknown>;
  /** The flow data this action's contract reads (`npm run validate` proves an earlier step produced it) and may read. */
  data: Pick<FlowData, R> & Partial<Pick<FlowData, O>>;
  /** The landing link's full address (an email sign-in link is completed from it). */
  href: string;
  /** This white-label's account host (spec 3 baseUrl): where links the hub sends come back to. */
  accountUrl: string;
  now(): number;
}

/** What a handler may produce on success: the flow data its contract promises, and where to go. */
export type ActionResult<P extends FlowDataKey> = { navigate?: Navigation } & ([P] extends [never] ? { data?: undefined } : { data: Pick<FlowData, P> });

/**
 * What an action needs and gives, declared beside its handler (XState `setup({ actions })`
 * in spirit). `npm run validate` checks every flow against it.
 */
export interface ActionContract<R extends FlowDataKey = FlowDataKey, P extends FlowDataKey = FlowDataKey, O extends FlowDataKey = FlowDataKey> {
  /** Form fields it reads: a form bound to it must have each of them. */
  fields: readonly string[];
  /** Flow data earlier steps must have produced on every path to it. */
  reads: readonly R[];
  /** Flow data it uses when an earlier step produced it, and does without otherwise. */
  mayRead: readonly O[];
  /** Flow data it produces when it succeeds. */
  produces: readonly P[];
  /** Codes it ends with besides success (the keys an onCode may use), each with the flow data it produces alongside. */
  codes: Readonly<Record<string, readonly FlowDataKey[]>>;
  /** It calls the identity provider: any code of the identity catalogue may come back too. */
  identity: boolean;
}

/** A handler with its contract. The handler throws on failure; run-action.ts turns that into an outcome. */
export interface ActionDefinition<R extends FlowDataKey = FlowDataKey, P extends FlowDataKey = FlowDataKey, O extends FlowDataKey = FlowDataKey> extends ActionContract<R, P, O> {
  run(ctx: ActionContext<R, O>): Promise<ActionResult<P>>;
}

type ContractInput<R extends FlowDataKey, P extends FlowDataKey, O extends FlowDataKey> = Partial<Omit<ActionContract<R, P, O>, 'reads' | 'produces' | 'mayRead'>> & {
  reads?: readonly R[];
  mayRead?: readonly O[];
  produces?: readonly P[];
  run(ctx: ActionContext<R, O>): Promise<ActionResult<P>>;
};

/** Declares an action: its handler and contract, with empty defaults for what it does not use. */
export function defineAction<R extends FlowDataKey = never, P extends FlowDataKey = never, O extends FlowDataKey = never>(def: ContractInput<R, P, O>): ActionDefinition<R, P, O> {
  return { fields: [], reads: [], mayRead: [], produces: [], codes: {}, identity: false, ...def };
}
