import type { ActionContext } from '../action-context';
import { isRecentSignIn } from '../../domain/second-factor-changes';

/**
 * Issue 53 item 6 (probe M4): a second factor is added or removed only in a session signed in
 * recently. An older one ends with the identity code of the hub's one re-authentication step
 * (flows/errors.json reauthenticate: toast, sign out, sign in again with the password and the
 * current factor, back to this page). Checked here because the identity provider may not refuse
 * (the Auth Emulator never does).
 */
export async function requireRecentSignIn({
  services,
  now,
  reauthCode,
}: Pick<ActionContext, 'services' | 'now' | 'reauthCode'>): Promise<void> {
  if (isRecentSignIn(await services.auth.signedInAt(), now())) return;
  // Shaped as the identity provider's own refusal, so every screen treats it the same way.
  throw Object.assign(new Error(`${reauthCode}: the sign-in is not recent`), { code: reauthCode });
}
