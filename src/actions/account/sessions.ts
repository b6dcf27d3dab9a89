import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { endLocalSession } from '../auth/logout';

/** The product API call that ends every session of the caller (server/account-calls.ts meRevokeSessions). */
export const REVOKE_SESSIONS_PATH = '/api/v1/me/revokeSessions';

/**
 * Sign out of all devices: the API revokes every refresh token of the person (other browsers end
 * at their next token use, with the session-ended prompt), then this browser signs out. When the
 * call fails nothing has ended, so the person stays signed in here and sees why.
 */
export const signOutEverywhere = implement(CONTRACTS['account.signOutEverywhere'], async ({ services, brand, now }) => {
  await services.api.postWithBearer(REVOKE_SESSIONS_PATH, {});
  services.analytics.capture('logout', { brand: brand?.code ?? null, everywhere: true });
  await endLocalSession(services, 'everywhere', now());
  return {};
});
