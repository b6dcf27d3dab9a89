import { defineAction } from '../action-context';
import { HubError } from '../../errors/hub-error';
import { guardAccountSwitch, SWITCH_CODE } from './account-switch';

/**
 * Spec 2 /login and /email-action mode=signIn: completes an email-link sign-in with the email
 * typed on this screen, from the query, or the one stored when the link was requested; asks
 * for it when there is none. The link is the address the person landed on.
 */
export const completeEmailLink = defineAction({
  forms: ['confirm-email'],
  withoutForm: true,
  mayRead: ['switchConfirmed'],
  codes: { 'screen.email_link_failed': [], 'hub.email_required': [], [SWITCH_CODE]: [] },
  identity: true,
  async run(ctx) {
    const { services, input, query, href } = ctx;
    const email = input.email || query.get('email') || services.storage.get('actionEmail');
    if (!(await services.auth.isEmailSignInLink(href))) throw new HubError('screen.email_link_failed');
    if (!email) throw new HubError('hub.email_required');
    guardAccountSwitch(ctx, (u) => u.email?.toLowerCase() === email.toLowerCase());
    await services.auth.signInWithEmailLink(email, href);
    services.storage.remove('actionEmail');
    return {};
  },
});
