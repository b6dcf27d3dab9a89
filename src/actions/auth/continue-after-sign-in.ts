import { defineAction } from '../action-context';
import { postSignInDestination } from '../../flow/navigation';

/** Post-sign-in navigation on its own, after a success message was shown. */
export const continueAfterSignIn = defineAction({
  run: ({ query }) => Promise.resolve({ navigate: postSignInDestination(query) }),
});
