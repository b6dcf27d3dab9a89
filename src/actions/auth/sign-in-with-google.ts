import { defineAction } from '../action-context';
import { postSignInDestination } from '../../flow/navigation';

/** Google popup sign-in; closing the popup is a user-cancelled error and shows nothing. */
export const signInWithGoogle = defineAction({
  identity: true,
  async run({ services, query }) {
    await services.auth.signInWithGoogle();
    return { navigate: postSignInDestination(query) };
  },
});
