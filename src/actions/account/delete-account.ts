import { implement } from '../action-context';
import { CONFIRM_BY_PHONE, CONTRACTS, DELETION_MISMATCH } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { ROUTE } from '../../domain/hub-routes';
import { queryWithout, withQuery } from '../../domain/navigation';
import { confirmsAccount } from '../../domain/deletion-confirmation';
import { LINK_PARAMS } from '../../domain/link-credentials';
import { orReauthenticate } from './recent-sign-in';

/** The product API call that deletes the caller's own account (server/account-deletion/routes.ts). */
export const DELETE_ACCOUNT_PATH = '/api/v1/me';

/** Deletion page: an account with an email address confirms with it; one without, with its phone number. */
export const chooseDeletionConfirmation = implement(CONTRACTS['account.chooseDeletionConfirmation'], async ({ services }) => {
  await services.auth.ready();
  const user = services.auth.currentUser();
  if (!user) throw new HubError('screen.no_user');
  if (!user.email && user.phoneNumber) throw new HubError(CONFIRM_BY_PHONE);
  return {};
});

/**
 * Deletion page, after the person typed their address or number: the API deletes the account
 * (a sign-in older than 5 minutes goes through the re-authentication step and back here). This
 * browser's session then ends on the sign-out route the flow goes to: ending it here, under the
 * signed-in page, would read as a session that ended by itself.
 */
export const deleteAccount = implement(CONTRACTS['account.deleteAccount'], async (ctx) => {
  const { services, input, shownBrand } = ctx;
  const user = services.auth.currentUser();
  if (!user) throw new HubError('screen.no_user');
  if (!confirmsAccount(input.confirmation, user)) throw new HubError(DELETION_MISMATCH);
  const forBrand = `?${new URLSearchParams({ brand: shownBrand.code }).toString()}`;
  await orReauthenticate(services.api.deleteWithBearer(`${DELETE_ACCOUNT_PATH}${forBrand}`), ctx);
  return {};
});

/**
 * The public deletion page's button: a signed-in person goes to the deletion page, anyone else
 * to sign-in, which brings them back there (spec 2 post-sign-in rule 1, internalRedirect).
 */
export const openDeletion = implement(CONTRACTS['account.openDeletion'], async ({ services, query }) => {
  await services.auth.ready();
  const rest = new URLSearchParams(queryWithout(query, 'internalRedirect', ...LINK_PARAMS));
  const deletionPage = withQuery(ROUTE.deleteAccount, rest);
  if (services.auth.currentUser()) return { navigate: { kind: 'internal', path: deletionPage } };
  rest.set('internalRedirect', deletionPage);
  return { navigate: { kind: 'internal', path: withQuery(ROUTE.signIn, rest) } };
});
