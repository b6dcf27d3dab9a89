import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { guardAccountSwitch, uidOfCustomToken } from './account-switch';

/** Spec 2 /login-with-custom-token: signs in with the customToken query parameter. */
export const signInWithCustomToken = implement(CONTRACTS['auth.signInWithCustomToken'], async (ctx) => {
  const { services, query } = ctx;
  const token = query.get('customToken');
  if (!token) throw new HubError('hub.no_token');
  guardAccountSwitch(ctx, (u) => u.uid === uidOfCustomToken(token));
  await services.auth.signInWithCustomToken(token);
  return {};
});
