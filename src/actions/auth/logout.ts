import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { clearSessionForLogout } from '../../services/session-sync';
import type { Services } from '../../services/types';

/** Clears this browser's session (spec 4: record reason and time) and signs out; never fails. */
export async function endLocalSession(services: Services, reason: string, now: number): Promise<void> {
  clearSessionForLogout(services.storage, reason, now);
  try {
    await services.auth.signOut();
  } catch {
    // Local state is already cleared; a failed sign-out call must not trap the person here.
  }
}

/** Spec 2 /logout and spec 4: record, clear session state, sign out (the flow goes on with @afterLogout). */
export const logout = implement(CONTRACTS['auth.logout'], async ({ services, brand, now }) => {
  services.analytics.capture('logout', { brand: brand?.code ?? null });
  await endLocalSession(services, 'user', now());
  return {};
});
