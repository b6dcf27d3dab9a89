/**
 * Issue 55 section 4: a step of the actions that set a password (sign-up's onboarding, reset,
 * change), run before their identity call. A password seen in known breaches is refused with the
 * catalogue's message at its field; when the check cannot tell (the API refused, is down or slow)
 * the person goes on: the check fails open and never blocks a password the spec's rules accept.
 */
import { HubError } from '../../errors/hub-error';
import { PASSWORD_BREACHED } from '../contracts';
import type { Services } from '../../services/types';

export async function refuseBreachedPassword(services: Pick<Services, 'passwords'>, password: string): Promise<void> {
  let seen: number;
  try {
    seen = await services.passwords.timesSeen(password);
  } catch {
    return;
  }
  if (seen > 0) throw new HubError(PASSWORD_BREACHED);
}
