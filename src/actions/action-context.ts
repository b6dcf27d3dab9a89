import type { ResolvedBrand } from '../brand/resolve-brand';
import type { Navigation } from '../flow/navigation';
import type { Services } from '../services/types';

/** What a handler gets: injected services and the request it runs for. */
export interface ActionContext {
  services: Services;
  /** The current query string, parsed once. */
  query: URLSearchParams;
  /** The chosen brand under the current white-label; null for the hub itself. */
  brand: ResolvedBrand | null;
  /** Form data of the step's form, when the action was a form submit. */
  input: Record<string, unknown>;
  /** Values earlier steps of this flow produced (e.g. the email a link went to). */
  flowData: Record<string, string>;
  /** In-memory things a later step needs and that must never be stored (a pending SMS confirmation). */
  scratch: Map<string, unknown>;
  /** The page's full address (an email sign-in link is completed from it). */
  href: string;
  now(): number;
}

/** What a handler may produce on success. */
export interface ActionResult {
  navigate?: Navigation;
  data?: Record<string, string>;
}

/**
 * A handler does one thing. It resolves with where to go next (or nothing) and throws on
 * failure; run-action.ts turns the throw into a catalogue message, in one place.
 */
export type ActionHandler = (ctx: ActionContext) => Promise<ActionResult | void>;
