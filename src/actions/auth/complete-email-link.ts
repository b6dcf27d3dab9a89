import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { guardAccountSwitch } from './account-switch';
import { askSecondFactorWhenNeeded } from './second-factor-asked';

/**
 * Spec 2 /login and /email-action mode=signIn: completes an email-link sign-in with the email
 * typed on this screen, from the query, or the one stored when the link was requested; asks
 * for it when there is none. The link is the address the person landed on.
 */
export const completeEmailLink = implement(CONTRACTS['auth.completeEmailLink'], async (ctx) => {
  const { services, input, query, href, pending } = ctx;
  const email = input.email || query.get('email') || services.storage.get('actionEmail');
  if (!(await services.auth.isEmailSignInLink(href))) throw new HubError('screen.email_link_failed');
  if (!email) throw new HubError('hub.email_required');
  guardAccountSwitch(ctx, (u) => u.email?.toLowerCase() === email.toLowerCase());
  await askSecondFactorWhenNeeded(services.auth.signInWithEmailLink(email, href), pending);
  services.storage.remove('actionEmail');
  return {};
});
