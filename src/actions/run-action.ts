/**
 * Runs a named action and turns whatever happens into an Outcome: the only place where
 * handler failures become catalogue messages and identity errors reach analytics.
 */
import type { ErrorCatalogueDoc } from '../config/types';
import type { Outcome } from '../flow/engine';
import type { MessageCatalogue } from '../messages/catalogue';
import { normaliseError } from '../errors/normalise-error';
import { HubError } from '../errors/hub-error';
import type { ActionContext } from './action-context';
import { actions, isActionName } from './registry';

export interface RunOptions {
  errors: ErrorCatalogueDoc;
  catalogue: MessageCatalogue;
  /** The step's fallback message key. */
  fallback?: string;
}

export async function runAction(name: string, ctx: ActionContext, opts: RunOptions): Promise<Outcome> {
  try {
    if (!isActionName(name)) throw new Error(`unknown action ${name}`);
    const result = (await actions[name](ctx)) ?? {};
    return { ok: true, ...result };
  } catch (error) {
    const n = normaliseError(error, opts.errors, opts.catalogue, opts.fallback, { brand: ctx.brand?.displayName ?? '' });
    if (n.identityCode) ctx.services.analytics.capture(opts.errors.analyticsEvent, { code: n.identityCode, action: name });
    const code = n.identityCode ?? (error instanceof HubError ? error.messageKey : null);
    return n.cancelled ? { ok: false, message: '', cancelled: true, code } : { ok: false, message: n.message, code };
  }
}
