import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';

/** Google popup sign-in; closing the popup is a user-cancelled error and shows nothing. */
export const signInWithGoogle = implement(CONTRACTS['auth.signInWithGoogle'], async ({ services }) => {
  await services.auth.signInWithGoogle();
  return {};
});
