import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { MY_PASSKEYS, shownPasskey, type PasskeyView } from '../passkeys/passkey-view';
import type { SecurityEvent } from '../../domain/flow-data';

/** The caller's security events of the last 30 days, newest first (server/security-events/routes.ts). */
export const SECURITY_EVENTS_PATH = '/api/v1/me/securityEvents';

/**
 * Security page: its passkeys and its "Recent security activity" (issue 55 section 3), read
 * together and afresh each time the page is shown, so both follow what the person just did there.
 */
export const readSecurityPage = implement(CONTRACTS['account.readSecurityPage'], async ({ services }) => {
  const [{ passkeys }, { events }] = await Promise.all([
    services.api.getWithBearer<{ passkeys: PasskeyView[] }>(MY_PASSKEYS),
    services.api.getWithBearer<{ events: SecurityEvent[] }>(SECURITY_EVENTS_PATH),
  ]);
  const securityEvents = events.map(({ id, kind, method, browser, platform, at }) => ({ id, kind, method, browser, platform, at }));
  return { data: { passkeys: passkeys.map(shownPasskey), securityEvents } };
});
