import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { askSecondFactorWhenNeeded } from './second-factor-asked';

/** Password sign-in (spec 2 /sign-in), (the flow goes on with @afterSignIn). */
export const signInWithPassword = implement(CONTRACTS['auth.signInWithPassword'], async ({ services, input, pending }) => {
  await askSecondFactorWhenNeeded(services.auth.signInWithPassword(input.email, input.password), pending);
  return {};
});
