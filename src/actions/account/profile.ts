import { implement } from '../action-context';
import { CONTRACTS, EMAIL_NOT_VERIFIED_YET } from '../contracts';
import { askSecondFactorWhenNeeded } from '../auth/second-factor-asked';
import { HubError } from '../../errors/hub-error';
import { identityCodeOf } from '../../errors/describe-error';
import { ROUTE } from '../../domain/hub-routes';
import { linkEmailBody, VERIFICATION_EMAIL_PATH } from '../api/send-link-email';
import { setFirstEmailKeepingSession } from './keep-session';
import { refuseBreachedPassword } from './breached-password';

/** Spec 2 profile page and onboarding step 1: save the name (and the photo URL when the form has one). */
export const saveName = implement(CONTRACTS['account.saveName'], async ({ services, input }) => {
  const name = input.name.trim(); // spaces only are no name, though minLength counts them
  if (!name) throw new HubError('form.name_required');
  const photoURL = 'photoURL' in input ? input.photoURL?.trim() : undefined;
  await services.auth.updateProfile(photoURL === undefined ? { displayName: name } : { displayName: name, photoURL: photoURL || null });
  return {};
});

/** The profile's photo row (issue 56 item 14): save the photo's address; an emptied field removes the photo. */
export const savePhoto = implement(CONTRACTS['account.savePhoto'], async ({ services, input }) => {
  const photoURL = input.photoURL?.trim();
  await services.auth.updateProfile({ photoURL: photoURL || null });
  return {};
});

/** Spec 2 profile: send a verification email to the signed-in user's address. */
export const sendVerificationEmail = implement(CONTRACTS['account.sendVerificationEmail'], async ({ services, brand, query }) => {
  const user = services.auth.currentUser();
  if (!user?.email) throw new HubError('screen.no_user_email');
  await services.api.postPublic(VERIFICATION_EMAIL_PATH, linkEmailBody(user.email, brand, query));
  return {};
});

/**
 * "I have verified my email": the account as the identity service has it now, so a link opened in
 * another tab or on the phone opens the steps that wait for it (issue 56 item 5).
 */
export const recheckEmailVerified = implement(CONTRACTS['account.recheckEmailVerified'], async ({ services }) => {
  await services.auth.reloadUser();
  if (!services.auth.currentUser()?.emailVerified) throw new HubError(EMAIL_NOT_VERIFIED_YET);
  return {};
});

/** Spec 7: a verify-and-change-email link to the new address, returning to /dashboard on this white-label's account host. */
export const changeEmail = implement(CONTRACTS['account.changeEmail'], async ({ services, input, accountUrl }) => {
  const email = input.email.trim();
  await services.auth.sendChangeEmailLink(email, new URL(ROUTE.dashboard, accountUrl).href);
  return {};
});

/** Spec 2 password page: re-authenticate with the old password, then set the new one. */
export const changePassword = implement(CONTRACTS['account.changePassword'], async ({ services, input, pending }) => {
  await refuseBreachedPassword(services, input.newPassword);
  await askSecondFactorWhenNeeded(services.auth.changePassword(input.oldPassword ?? '', input.newPassword), pending);
  return {};
});

/**
 * Onboarding step 2: set the email when the account has none (then send the verification
 * email), and the password when one was given. emailJustSet drives the 'All Done!' step.
 */
export const setEmailAndPassword = implement(
  CONTRACTS['account.setEmailAndPassword'],
  async ({ services, input, brand, query, reauthCode }) => {
    const user = services.auth.currentUser();
    if (!user) throw new HubError('screen.no_user');
    const email = input.email.trim();
    const password = input.password ?? '';
    // Before the email too: a refused password leaves the account as it was, the person tries another.
    if (password) await refuseBreachedPassword(services, password);
    let emailJustSet = false;
    if (!user.email && email) {
      // With a password, setting it below signs the person in again, which keeps the session for both
      // changes; without one, the API sets it and answers a token that signs the person in again.
      await (password ? services.auth.setEmail(email) : setFirstEmailKeepingSession(services, email));
      emailJustSet = true;
      await services.api.postPublic(VERIFICATION_EMAIL_PATH, linkEmailBody(email, brand, query)).catch(() => undefined); // the email is set; a failed notice must not undo the step
    }
    if (password) {
      try {
        await services.auth.setPassword(password);
      } catch (e) {
        if (identityCodeOf(e) === reauthCode) throw e;
        throw new HubError('screen.set_password_failed');
      }
    }
    return { data: { emailJustSet } };
  },
);
