import { defineAction } from '../action-context';
import { postSignInDestination } from '../../flow/navigation';

/** Password sign-in (spec 2 /sign-in), then post-sign-in navigation. */
export const signInWithPassword = defineAction({
  forms: ['sign-in'],
  identity: true,
  async run({ services, input, query }) {
    await services.auth.signInWithPassword(input.email, input.password);
    return { navigate: postSignInDestination(query) };
  },
});
