import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { clearSessionForLogout } from '../../services/session-sync';

/** Spec 2 /logout and spec 4: record, clear session state, sign out (the flow goes on with @afterLogout). */
export const logout = implement(CONTRACTS['auth.logout'], async ({ services, brand, now }) => {
  services.analytics.capture('logout', { brand: brand?.code ?? null });
  clearSessionForLogout(services.storage, 'user', now());
  try {
    await services.auth.signOut();
  } catch {
    // Local state is already cleared; a failed sign-out call must not trap the person here.
  }
  return {};
});
