import { defineAction } from '../action-context';
import { postSignInDestination } from '../../flow/navigation';

/** Password sign-in (spec 2 /sign-in), then post-sign-in navigation. */
export const signInWithPassword = defineAction({
  fields: ['email', 'password'],
  identity: true,
  async run({ services, input, query }) {
    await services.auth.signInWithPassword(String(input.email ?? ''), String(input.password ?? ''));
    return { navigate: postSignInDestination(query) };
  },
});
