import type { ActionHandler } from '../action-context';
import { HubError } from '../../errors/hub-error';

/** Spec 2 profile page and onboarding step 1: save the name. */
export const saveName: ActionHandler = async ({ services, input }) => {
  const name = String(input.name ?? '').trim();
  if (!name) throw new HubError('form.name_required');
  await services.auth.updateProfile({ displayName: name });
};

/** Spec 2 profile: send a verification email to the signed-in user's address. */
export const sendVerificationEmail: ActionHandler = async ({ services, brand, query }) => {
  const user = services.auth.currentUser();
  if (!user?.email) throw new HubError('screen.no_user_email');
  await services.api.postPublic('/public/api/v1/auth/sendVerificationEmail', {
    email: user.email,
    brand: brand?.code ?? null,
    redirectPath: query.get('redirectPath'),
  });
};

/** Spec 7: a verify-and-change-email link to the new address, returning to /dashboard. */
export const changeEmail: ActionHandler = async ({ services, input, href }) => {
  const email = String(input.email ?? '').trim();
  await services.auth.sendChangeEmailLink(email, new URL('/dashboard', href).href);
};

/** Spec 2 password page: re-authenticate with the old password, then set the new one. */
export const changePassword: ActionHandler = async ({ services, input }) => {
  await services.auth.changePassword(String(input.oldPassword ?? ''), String(input.newPassword ?? ''));
};

/**
 * Onboarding step 2: set the email when the account has none (then send the verification
 * email), and the password when one was given. emailJustSet drives the 'All Done!' step.
 */
export const setEmailAndPassword: ActionHandler = async ({ services, input, brand, query }) => {
  const user = services.auth.currentUser();
  if (!user) throw new HubError('screen.no_user');
  const email = String(input.email ?? '').trim();
  let emailJustSet = false;
  if (!user.email && email) {
    await services.auth.setEmail(email);
    emailJustSet = true;
    await services.api
      .postPublic('/public/api/v1/auth/sendVerificationEmail', { email, brand: brand?.code ?? null, redirectPath: query.get('redirectPath') })
      .catch(() => undefined); // the email is set; a failed notice must not undo the step
  }
  const password = typeof input.password === 'string' ? input.password : '';
  if (password) {
    try {
      await services.auth.setPassword(password);
    } catch (e) {
      if (typeof e === 'object' && e && 'code' in e && (e as { code: string }).code === 'auth/requires-recent-login') throw e;
      throw new HubError('screen.set_password_failed');
    }
  }
  return { data: { emailJustSet: emailJustSet ? 'true' : '' } };
};
