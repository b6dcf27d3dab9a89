import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { orSecondFactorStep } from './second-factor';

/** Google popup sign-in; closing the popup is a user-cancelled error and shows nothing. */
export const signInWithGoogle = implement(CONTRACTS['auth.signInWithGoogle'], async ({ services, pending }) => {
  await orSecondFactorStep(services.auth.signInWithGoogle(), pending);
  return {};
});
