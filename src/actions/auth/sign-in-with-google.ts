import type { ActionHandler } from '../action-context';
import { postSignInDestination } from '../../flow/navigation';

/** Google popup sign-in; closing the popup is a user-cancelled error and shows nothing. */
export const signInWithGoogle: ActionHandler = async ({ services, query }) => {
  await services.auth.signInWithGoogle();
  return { navigate: postSignInDestination(query) };
};
