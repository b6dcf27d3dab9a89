import { defineAction } from '../action-context';

/** Password sign-in (spec 2 /sign-in), (the flow goes on with @afterSignIn). */
export const signInWithPassword = defineAction({
  forms: ['sign-in'],
  identity: true,
  async run({ services, input }) {
    await services.auth.signInWithPassword(input.email, input.password);
    return {};
  },
});
