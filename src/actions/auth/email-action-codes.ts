import { implement, type ActionContext } from '../action-context';
import { CONTRACTS, NO_OOB_CODE } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { refuseBreachedPassword } from '../account/breached-password';

/** The oobCode of an /email-action link; its absence is the invalid-link state. */
function oobCodeOf({ query }: Pick<ActionContext, 'query'>): string {
  const code = query.get('oobCode');
  if (!code) throw new HubError(NO_OOB_CODE);
  return code;
}

/** resetPassword, on load: check the link and learn whose password it resets. */
export const checkResetLink = implement(CONTRACTS['auth.checkResetLink'], async (ctx) => {
  return { data: { email: await ctx.services.auth.checkPasswordResetCode(oobCodeOf(ctx)) } };
});

/** resetPassword, on submit. */
export const resetPassword = implement(CONTRACTS['auth.resetPassword'], async (ctx) => {
  const oobCode = oobCodeOf(ctx);
  await refuseBreachedPassword(ctx.services, ctx.input.password);
  await ctx.services.auth.confirmPasswordReset(oobCode, ctx.input.password);
  return {};
});

/** recoverEmail and verifyAndChangeEmail: apply the code, refresh the signed-in user if any. */
export const applyEmailActionCode = implement(CONTRACTS['auth.applyActionCode'], async (ctx) => {
  await ctx.services.auth.applyActionCode(oobCodeOf(ctx));
  await ctx.services.auth.reloadUser().catch(() => undefined);
  return {};
});

/**
 * verifyEmail: verify the code, then complete the email sign-in when the link carries a
 * sign-in code (verificationCode) and the email.
 */
export const verifyEmail = implement(CONTRACTS['auth.verifyEmail'], async (ctx) => {
  await ctx.services.auth.applyActionCode(oobCodeOf(ctx));
  const signInCode = ctx.query.get('verificationCode');
  const email = ctx.query.get('email');
  if (signInCode && email) {
    const link = new URL(ctx.href);
    link.search = new URLSearchParams({ mode: 'signIn', oobCode: signInCode, apiKey: ctx.services.auth.apiKey }).toString();
    try {
      await ctx.services.auth.signInWithEmailLink(email, link.href);
    } catch {
      throw new HubError('screen.verify_email_failed_sign_in');
    }
  }
  await ctx.services.auth.reloadUser().catch(() => undefined);
  return {};
});
