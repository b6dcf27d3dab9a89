import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { myPasskeys, shownPasskey } from '../passkeys/passkey-view';
import { SECURITY_EVENTS_PATH } from '../security-report';
import type { SecurityEvent } from '../../domain/flow-data';

/**
 * Security page: its passkeys and its "Recent security activity" (issue 55 section 3), read
 * together and afresh each time the page is shown, so both follow what the person just did there.
 */
export const readSecurityPage = implement(CONTRACTS['account.readSecurityPage'], async ({ services, shownBrand }) => {
  const [passkeys, { events }] = await Promise.all([
    myPasskeys(services, shownBrand),
    services.api.getWithBearer<{ events: SecurityEvent[] }>(SECURITY_EVENTS_PATH),
  ]);
  const securityEvents = events.map(({ id, kind, method, browser, platform, at }) => ({ id, kind, method, browser, platform, at }));
  return { data: { passkeys: passkeys.map(shownPasskey), securityEvents } };
});
