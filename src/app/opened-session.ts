/**
 * A session this page opened with that the identity service then dropped (issue 56 item 10): on a
 * reload after "Sign out of all devices" elsewhere, Firebase finds the stored session revoked and
 * quietly reports no user. The token spec 4 keeps in storage is still there when the page opens,
 * so the hub can ask the API why, and say so as it does at any other refused call.
 */
import { isAccountDeleted, isSessionRevoked } from '../errors/hub-error';
import type { ApiClient, KeyValueStore } from '../services/types';

/** The API's check of a bearer token (server/api.ts). */
export const SESSION_PATH = '/api/v1/me/session';

/** The ID token stored by the last page when it was signed in; null when it was not. Read before the first auth report clears it. */
export function openedSessionToken(storage: KeyValueStore): string | null {
  return storage.get('isAuthenticated') === 'true' ? storage.get('firebaseToken') : null;
}

/**
 * Why the opened session is gone: signed out everywhere when the API refuses its token as revoked,
 * the account deleted when it refuses it as that (issue 55), else nothing to say.
 */
export async function whyOpenedSessionEnded(api: ApiClient, token: string): Promise<'signedOutEverywhere' | 'accountDeleted' | null> {
  try {
    await api.getWithToken(SESSION_PATH, token);
    return null;
  } catch (e) {
    if (isSessionRevoked(e)) return 'signedOutEverywhere';
    return isAccountDeleted(e) ? 'accountDeleted' : null;
  }
}
