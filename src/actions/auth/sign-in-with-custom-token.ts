import { implement } from '../action-context';
import { CONFIRM_ACCOUNT, CONFIRM_NEW_ACCOUNT, CONTRACTS } from '../contracts';
import { displayPhone } from '../../domain/phone-display';
import { HubError } from '../../errors/hub-error';
import { guardAccountSwitch, uidOfCustomToken } from './account-switch';

/**
 * /login-with-custom-token, before signing in (issue 53, login CSRF): a link someone else made must
 * not sign this browser into their account silently. Signed out: whose account the token signs in
 * is read without signing in (AuthService.accountOfCustomToken), and the person is asked; signed in
 * as another account: the switch question; as the same one: on at once.
 */
export const checkCustomToken = implement(CONTRACTS['auth.checkCustomToken'], async (ctx) => {
  const { services, query } = ctx;
  const token = query.get('customToken');
  if (!token) throw new HubError('hub.no_token');
  if (services.auth.currentUser()) {
    guardAccountSwitch(ctx, (u) => u.uid === uidOfCustomToken(token));
    return {};
  }
  const { email, phoneNumber, displayName } = await services.auth.accountOfCustomToken(token);
  // What the person knows the account by: its address, else its number, else its name.
  const account = email || (phoneNumber && displayPhone(phoneNumber)) || displayName;
  if (!account) throw new HubError(CONFIRM_NEW_ACCOUNT);
  throw new HubError(CONFIRM_ACCOUNT, undefined, { account });
});

/** Spec 2 /login-with-custom-token: signs in with the customToken query parameter. */
export const signInWithCustomToken = implement(CONTRACTS['auth.signInWithCustomToken'], async (ctx) => {
  const { services, query } = ctx;
  const token = query.get('customToken');
  if (!token) throw new HubError('hub.no_token');
  guardAccountSwitch(ctx, (u) => u.uid === uidOfCustomToken(token));
  await services.auth.signInWithCustomToken(token);
  return {};
});
