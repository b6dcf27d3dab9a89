import { defineAction } from '../action-context';
import { logoutDestination } from '../../flow/navigation';
import { clearSessionForLogout } from '../../services/session-sync';

/** Spec 2 /logout and spec 4: record, clear session state, sign out, then go on. */
export const logout = defineAction({
  async run({ services, query, brand, now }) {
    services.analytics.capture('logout', { brand: brand?.code ?? null });
    clearSessionForLogout(services.storage, 'user', now());
    try {
      await services.auth.signOut();
    } catch {
      // Local state is already cleared; a failed sign-out call must not trap the person here.
    }
    return { navigate: logoutDestination(query, brand) };
  },
});
