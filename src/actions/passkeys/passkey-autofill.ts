import type { Services } from '../../services/types';

/**
 * Passkey autofill on /sign-in (issue 54): the browser offers this white-label's passkeys in the
 * email field's autofill (conditional mediation); the assertion a person picks there is held here
 * until auth.signInWithPasskey, which the flow runs next as a press of its button, verifies it. So
 * a passkey chosen in the autofill goes on exactly as one chosen after the button.
 */
const chosen = new WeakMap<Services, unknown>();

export const AUTHENTICATION_OPTIONS = '/api/v1/passkeys/authentication/options';

/** Offers the autofill until `signal` aborts; true once a passkey was chosen there. Failures are no one's: the button still works. */
export async function offerPasskeyAutofill(services: Services, signal: AbortSignal): Promise<boolean> {
  if (!services.passkeys.supported()) return false;
  try {
    const response = await services.passkeys.autofill(() => services.api.postPublic<unknown>(AUTHENTICATION_OPTIONS, {}), signal);
    if (response === null || signal.aborted) return false;
    chosen.set(services, response);
    return true;
  } catch {
    return false; // aborted (the button, another sign-in, the page left) or refused: nothing to say
  }
}

/** The assertion picked in the autofill, once: the next passkey sign-in verifies it instead of asking again. */
export function takeChosenPasskey(services: Services): unknown {
  const response = chosen.get(services);
  chosen.delete(services);
  return response;
}
