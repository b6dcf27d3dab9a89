import type { Services } from '../../services/types';

/** The API's answer to /api/v1/me/customToken (server/account-calls.ts). */
interface CustomTokenAnswer {
  customToken: string;
}

/**
 * Issue 56: setting the email moves the account's validSince to that second, and the API's
 * revocation check (server/bearer.ts) then refuses the session's older auth_time. A password
 * change signs in again with the new password (src/services/firebase-auth.ts); an account that is
 * given its first email has no password to do that with (it signed in by phone or custom token).
 * So a custom token is minted while the session still passes the check, and signs the same
 * person in again once the change is made: a sign-in is what moves auth_time past the change.
 * The change is made either way: a renewal that fails is not reported as a failed change.
 */
export async function keepingSession(services: Services, change: () => Promise<void>): Promise<void> {
  const renewal = await services.api.getWithBearer<CustomTokenAnswer>('/api/v1/me/customToken').catch(() => null);
  await change();
  if (typeof renewal?.customToken === 'string') await services.auth.signInWithCustomToken(renewal.customToken).catch(() => undefined);
}
