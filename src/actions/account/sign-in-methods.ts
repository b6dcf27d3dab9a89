import { implement, type ActionContext } from '../action-context';
import { CONTRACTS, LAST_WAY_IN, PASSWORD_ALREADY_SET } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { identityCodeOf } from '../../errors/describe-error';
import { canRemove, hasMethod } from '../../domain/sign-in-methods';
import type { SignInMethods } from '../../domain/flow-data';
import type { UnlinkableProvider } from '../../services/types';
import { requireRecentSignIn } from './recent-sign-in';
import { refuseBreachedPassword } from './breached-password';
import { myPasskeys } from '../passkeys/passkey-view';

/**
 * The account's ways in as they are now: its providers read afresh from the identity service and
 * its passkeys counted from the API's list. Every change reads them again before acting, so a page
 * left open while another tab changed the account cannot remove the last way in.
 */
async function currentMethods({ services, shownBrand }: Pick<ActionContext, 'services' | 'shownBrand'>): Promise<SignInMethods> {
  const [providers, passkeys] = await Promise.all([services.auth.signInProviders(), myPasskeys(services, shownBrand)]);
  return {
    email: providers.email,
    password: providers.password,
    google: providers.google !== null,
    googleEmail: providers.google?.email ?? null,
    phone: providers.phoneNumber !== null && providers.phoneNumber !== '',
    phoneNumber: providers.phoneNumber,
    passkeys: passkeys.length,
  };
}

/** Sign-in methods page: the person's ways in, read afresh each time the page is shown. */
export const listSignInMethods = implement(CONTRACTS['account.listSignInMethods'], async (ctx) => ({
  data: { signInMethods: await currentMethods(ctx) },
}));

/**
 * Add a password (after a recent sign-in): an account with an email sets the password for that
 * address (the form shows it locked; what was typed is not trusted); one without an email (signed
 * up by phone) gives the address in the form.
 */
export const addPassword = implement(CONTRACTS['account.addPassword'], async (ctx) => {
  await requireRecentSignIn(ctx);
  const { password: has, email } = await ctx.services.auth.signInProviders();
  if (has) throw new HubError(PASSWORD_ALREADY_SET);
  await refuseBreachedPassword(ctx.services, ctx.input.password);
  await ctx.services.auth.addPassword(email ?? ctx.input.email.trim(), ctx.input.password);
  return {};
});

/** Link Google (after a recent sign-in): Google's popup, as at sign-in. */
export const linkGoogle = implement(CONTRACTS['account.linkGoogle'], async (ctx) => {
  await requireRecentSignIn(ctx);
  await ctx.services.auth.linkGoogle().catch((error: unknown) => {
    // The Google account chosen signs in to another account of the hub: say so (Firebase's own text is English only).
    if (identityCodeOf(error) === 'auth/credential-already-in-use') throw new HubError('screen.methods_google_in_use');
    throw error;
  });
  return {};
});

/** Unlinks Google or the phone number after a recent sign-in, unless it is the last way in now. */
async function unlinkUnlessLast(ctx: ActionContext, provider: UnlinkableProvider): Promise<void> {
  await requireRecentSignIn(ctx);
  const now = await currentMethods(ctx);
  if (!hasMethod(now, provider)) return; // gone already (another tab): what the person asked for
  if (!canRemove(now, provider)) throw new HubError(LAST_WAY_IN);
  await ctx.services.auth.unlinkProvider(provider);
}

/** Unlink Google (after the person confirmed). */
export const unlinkGoogle = implement(CONTRACTS['account.unlinkGoogle'], async (ctx) => {
  await unlinkUnlessLast(ctx, 'google');
  return {};
});

/** Remove the phone number as a way in (after the person confirmed). */
export const unlinkPhone = implement(CONTRACTS['account.unlinkPhone'], async (ctx) => {
  await unlinkUnlessLast(ctx, 'phone');
  return {};
});
