import { implement } from '../action-context';
import { CONTRACTS, PASSKEY_CANCELLED } from '../contracts';
import { askPasskey } from './passkey-prompt';

/**
 * /sign-in, "Sign in with a passkey" (issue 54): the API's challenge, the browser's prompt (the
 * person picks one of this white-label's passkeys), the API's check, which answers a custom token
 * for that account. The sign-in then goes on as every sign-in does. The API's refusals carry a
 * code that flows/errors.json apiCodes turns into a text.
 */
export const signInWithPasskey = implement(CONTRACTS['auth.signInWithPasskey'], async ({ services }) => {
  const options = await services.api.postPublic<unknown>('/api/v1/passkeys/authentication/options', {});
  const response = await askPasskey(services.passkeys.authenticate(options), PASSKEY_CANCELLED);
  const { customToken } = await services.api.postPublic<{ customToken: string }>('/api/v1/passkeys/authentication/verify', { response });
  await services.auth.signInWithCustomToken(customToken);
  return {};
});
