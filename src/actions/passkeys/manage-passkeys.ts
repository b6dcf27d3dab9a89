import { implement } from '../action-context';
import { CONTRACTS, PASSKEY_NOT_ADDED } from '../contracts';
import { orReauthenticate } from '../account/recent-sign-in';
import { askPasskey } from './passkey-prompt';
import { MY_PASSKEYS as MINE } from './passkey-view';

// Adding or removing a passkey needs a sign-in of the last 5 minutes, which the API checks (orReauthenticate).

/** Security page, Add a passkey: the API's options, the browser makes the passkey, the API keeps it under the browser's and platform's name. */
export const addPasskey = implement(CONTRACTS['account.addPasskey'], async (ctx) => {
  const { services } = ctx;
  const options = await orReauthenticate(services.api.postWithBearer<unknown>(`${MINE}/registration/options`, {}), ctx);
  const response = await askPasskey(services.passkeys.register(options), PASSKEY_NOT_ADDED);
  await services.api.postWithBearer(`${MINE}/registration/verify`, { response, name: services.passkeys.defaultName() });
  return {};
});

/** Security page, Rename: the passkey picked in the list gets the typed name. */
export const renamePasskey = implement(CONTRACTS['account.renamePasskey'], async ({ services, input, data }) => {
  await services.api.patchWithBearer(`${MINE}/${encodeURIComponent(data.chosenPasskey)}`, { name: input.passkeyName.trim() });
  return {};
});

/** Security page, Remove (after the person confirmed): the passkey picked in the list no longer signs in. */
export const removePasskey = implement(CONTRACTS['account.removePasskey'], async (ctx) => {
  await orReauthenticate(ctx.services.api.deleteWithBearer(`${MINE}/${encodeURIComponent(ctx.data.chosenPasskey)}`), ctx);
  return {};
});
