import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { askSecondFactorWhenNeeded } from './second-factor-asked';

/** Google popup sign-in; closing the popup is a user-cancelled error and shows nothing. */
export const signInWithGoogle = implement(CONTRACTS['auth.signInWithGoogle'], async ({ services, pending }) => {
  await askSecondFactorWhenNeeded(services.auth.signInWithGoogle(), pending);
  return {};
});
