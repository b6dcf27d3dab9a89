import type { ResolvedBrand } from '../brand/resolve-brand';
import type { FlowData, FlowDataKey } from '../domain/flow-data';
import type { Navigation } from '../domain/navigation';
import type { Services } from '../services/types';
import type { FormId, FormInput } from '../generated/form-data';
import type { ReportedKind } from './security-report';
import type { PendingCodes } from './pending-codes';

/** The field names of forms F (of any of them). */
type FieldOf<F extends FormId> = F extends FormId ? keyof FormInput[F] : never;

/**
 * What a run without a form sends (an enter action, a button): `{}`, so no field of the action's
 * forms has a value. For an action that reads no form it is `{}` as a type too: nothing to read.
 */
export type NoFormInput<F extends FormId> = { readonly [K in FieldOf<F>]?: undefined };

/**
 * The `input` of a handler that reads forms F, and runs without a form too when W: the data of
 * one of those forms as its schema types it (a union: where the forms differ the handler checks
 * which one it got, e.g. `'photoURL' in input`), or NoFormInput.
 */
export type ActionInput<F extends FormId, W extends boolean> = FormInput[F] | (W extends true ? NoFormInput<F> : never);

/** What a handler gets: injected services and the request it runs for. */
export interface ActionContext<
  R extends FlowDataKey = never,
  O extends FlowDataKey = never,
  F extends FormId = never,
  W extends boolean = true,
> {
  services: Services;
  /** The SMS codes and second-factor challenges waiting on this page (made by main.tsx, one per page). */
  pending: PendingCodes;
  /** The current query string, parsed once, with the landing link's credentials. */
  query: URLSearchParams;
  /** The chosen brand under the current white-label; null for the hub itself. */
  brand: ResolvedBrand | null;
  /** The brand whose look is shown: the chosen one, else the white-label's default ({brand} in messages). */
  shownBrand: ResolvedBrand;
  /** The submitted data of the form block that ran it (one of the forms the contract declares), or NoFormInput. */
  input: ActionInput<F, W>;
  /** The flow data this action's contract reads (`npm run validate` proves an earlier step produced it) and may read. */
  data: Pick<FlowData, R> & Partial<Pick<FlowData, O>>;
  /** The landing link's full address (an email sign-in link is completed from it). */
  href: string;
  /** This white-label's account host (spec 3 baseUrl): where links the hub sends come back to. */
  accountUrl: string;
  now: () => number;
  /** The identity code that makes the runtime ask the person to sign in again (flows/errors.json reauthenticate.code): a handler that turns failures into its own message lets this one through. */
  reauthCode: string;
}

/** What a handler may produce on success: the flow data its contract promises, and where to go. */
export type ActionResult<P extends FlowDataKey> = { navigate?: Navigation } & ([P] extends [never]
  ? { data?: undefined }
  : { data: Pick<FlowData, P> });

/**
 * What an action needs and gives, declared beside its handler (XState `setup({ actions })`
 * in spirit). `npm run validate` checks every flow against it.
 */
export interface ActionContract<
  R extends FlowDataKey = FlowDataKey,
  P extends FlowDataKey = FlowDataKey,
  O extends FlowDataKey = FlowDataKey,
  F extends FormId = FormId,
> {
  /** The forms whose data it reads (schemas/forms/ ids): a flow may bind it to a form block only with one of these. */
  forms: readonly F[];
  /**
   * It also runs without a form (an enter action or a button), with NoFormInput. True for an
   * action that reads no form; an action that needs its form's data is never run without one.
   */
  withoutForm: boolean;
  /** Flow data earlier steps must have produced on every path to it. */
  reads: readonly R[];
  /** Flow data it uses when an earlier step produced it, and does without otherwise. */
  mayRead: readonly O[];
  /** Flow data it produces when it succeeds. */
  produces: readonly P[];
  /** Codes it ends with besides success (the keys an onCode may use), each with the flow data it produces alongside. */
  codes: Readonly<Record<string, readonly FlowDataKey[]>>;
  /**
   * Codes about one field of its form, with that field (an invalid phone number): a form block
   * shows them at the field, never in a toast alone (issue 56; validate checks it).
   */
  fieldCodes: Readonly<Record<string, string>>;
  /** It calls the identity provider: any code of the identity catalogue may come back too. */
  identity: boolean;
  /**
   * Where its handler may send the person, for a flow's "navigate": "@action": route paths, and
   * EXTERNAL_BRAND_LOGIN for the brand's own login URL. Empty: the flow names the destination.
   */
  navigates: readonly string[];
  /** What its success is, for the account's security history (issue 55): run-action.ts reports it to the API after the action succeeded. */
  reports?: ReportedKind;
}

/** A contract's word for the brand's login URL (spec 2 hand-over), the one external destination. */
export const EXTERNAL_BRAND_LOGIN = 'brand:loginUrl';

/** A handler with its contract. The handler throws on failure; run-action.ts turns that into an outcome. */
export interface ActionDefinition<
  R extends FlowDataKey = FlowDataKey,
  P extends FlowDataKey = FlowDataKey,
  O extends FlowDataKey = FlowDataKey,
  F extends FormId = FormId,
  W extends boolean = boolean,
> extends ActionContract<R, P, O, F> {
  run(ctx: ActionContext<R, O, F, W>): Promise<ActionResult<P>>;
  /** A handler whose code loads when run: start loading it now (a route about to run it, main.tsx). */
  preload?: () => void;
}

/** A contract that remembers the types its handler gets (src/actions/contracts.ts writes them, implement reads them back). */
export interface TypedContract<
  R extends FlowDataKey,
  P extends FlowDataKey,
  O extends FlowDataKey,
  F extends FormId,
  W extends boolean,
> extends ActionContract<R, P, O, F> {
  readonly withoutForm: W;
}

type ContractInput<R extends FlowDataKey, P extends FlowDataKey, O extends FlowDataKey, F extends FormId, W extends boolean> = Partial<
  Omit<ActionContract<R, P, O, F>, 'reads' | 'produces' | 'mayRead' | 'forms' | 'withoutForm'>
> & {
  reads?: readonly R[];
  mayRead?: readonly O[];
  produces?: readonly P[];
  forms?: readonly F[];
  withoutForm?: W;
};

/**
 * Declares what an action needs and gives, with empty defaults for what it does not use.
 * `forms` types the handler's input (FormInput of each); without forms it runs without a form.
 */
export function contract<
  R extends FlowDataKey = never,
  P extends FlowDataKey = never,
  O extends FlowDataKey = never,
  F extends FormId = never,
  W extends boolean = [F] extends [never] ? true : false,
>(def: ContractInput<R, P, O, F, W>): TypedContract<R, P, O, F, W> {
  const forms = def.forms ?? [];
  // W is the given withoutForm, else its default: true exactly when there are no forms.
  const withoutForm = (def.withoutForm ?? forms.length === 0) as W;
  return { reads: [], mayRead: [], produces: [], codes: {}, fieldCodes: {}, identity: false, navigates: [], ...def, forms, withoutForm };
}

/** A handler for a contract: the contract's types type what it receives and may produce. */
export function implement<R extends FlowDataKey, P extends FlowDataKey, O extends FlowDataKey, F extends FormId, W extends boolean>(
  c: TypedContract<R, P, O, F, W>,
  run: (ctx: ActionContext<R, O, F, W>) => Promise<ActionResult<P>>,
): ActionDefinition<R, P, O, F, W> {
  return { ...c, run };
}
