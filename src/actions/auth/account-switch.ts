import type { ActionContext } from '../action-context';
import { SWITCH_CODE } from '../contracts';
import { HubError } from '../../errors/hub-error';

/**
 * A URL never switches the signed-in account silently (issue 6): a link or token for another
 * account asks first; the person's "Continue" (a transition that sets switchConfirmed) is remembered for this screen only.
 */

/** The uid claim of a custom token (a JWT), or null when it cannot be read. */
export function uidOfCustomToken(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { uid?: unknown };
    return typeof json.uid === 'string' ? json.uid : null;
  } catch {
    return null;
  }
}

/** Throws hub.switch_account when someone else is signed in and the person has not confirmed. */
export function guardAccountSwitch(
  ctx: Pick<ActionContext<never, 'switchConfirmed'>, 'services' | 'data'>,
  isSameAccount: (user: { uid: string; email: string | null }) => boolean,
): void {
  const user = ctx.services.auth.currentUser();
  if (!user || ctx.data.switchConfirmed === true || isSameAccount(user)) return;
  throw new HubError(SWITCH_CODE);
}
