import { defineAction } from '../action-context';
import { HubError } from '../../errors/hub-error';
import { guardAccountSwitch, SWITCH_CODE, uidOfCustomToken } from './account-switch';

/** Spec 2 /login-with-custom-token: signs in with the customToken query parameter. */
export const signInWithCustomToken = defineAction({
  mayRead: ['switchConfirmed'],
  codes: { 'hub.no_token': [], [SWITCH_CODE]: [] },
  identity: true,
  async run(ctx) {
    const { services, query } = ctx;
    const token = query.get('customToken');
    if (!token) throw new HubError('hub.no_token');
    guardAccountSwitch(ctx, (u) => u.uid === uidOfCustomToken(token));
    await services.auth.signInWithCustomToken(token);
    return {};
  },
});
