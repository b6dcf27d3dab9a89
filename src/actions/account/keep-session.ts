import type { Services } from '../../services/types';

/** The API's answer to POST /api/v1/me/firstEmail (server/account-calls.ts). */
interface FirstEmailAnswer {
  customToken: string;
}

/**
 * Issue 56: setting an account's email moves its validSince to that second, and the API's
 * revocation check (server/bearer.ts) then refuses the session's older auth_time. An account given
 * its first email has no password to sign in again with (it signed in by phone or custom token),
 * and a token minted before the change dies with it (hand-over-session.ts). So the API makes the
 * change and answers a custom token minted after it, which signs the same person in again (as
 * strong as before: its claims carry the session's methods). A failure to set the email is the
 * step's (the address is taken: the catalogue's text); a sign-in that fails after it is not.
 */
export async function setFirstEmailKeepingSession(services: Services, email: string): Promise<void> {
  const { customToken } = await services.api.postWithBearer<FirstEmailAnswer>('/api/v1/me/firstEmail', { email });
  if (typeof customToken === 'string') await services.auth.signInWithCustomToken(customToken).catch(() => undefined);
}
