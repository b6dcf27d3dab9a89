import { implement } from '../action-context';
import { CONTRACTS, PASSKEY_CANCELLED } from '../contracts';
import { askPasskey } from './passkey-prompt';
import { AUTHENTICATION_OPTIONS, takeChosenPasskey } from './passkey-autofill';

/**
 * /sign-in, "Sign in with a passkey" (issue 54): the API's challenge, the browser's prompt (the
 * person picks one of this white-label's passkeys), the API's check, which answers a custom token
 * for that account. The sign-in then goes on as every sign-in does. The API's refusals carry a
 * code that flows/errors.json apiCodes turns into a text.
 */
export const signInWithPasskey = implement(CONTRACTS['auth.signInWithPasskey'], async ({ services }) => {
  // A passkey picked in the email field's autofill is verified as it is; else the browser's prompt asks for one.
  const response =
    takeChosenPasskey(services) ??
    (await askPasskey(
      services.api.postPublic<unknown>(AUTHENTICATION_OPTIONS, {}).then((options) => services.passkeys.authenticate(options)),
      PASSKEY_CANCELLED,
    ));
  const { customToken } = await services.api.postPublic<{ customToken: string }>('/api/v1/passkeys/authentication/verify', { response });
  await services.auth.signInWithCustomToken(customToken);
  return {};
});
