import { defineAction } from '../action-context';

/** Google popup sign-in; closing the popup is a user-cancelled error and shows nothing. */
export const signInWithGoogle = defineAction({
  identity: true,
  async run({ services }) {
    await services.auth.signInWithGoogle();
    return {};
  },
});
