import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { handOverDestination } from '../../domain/navigation';
import { HubError } from '../../errors/hub-error';
import { ROUTE } from '../../domain/hub-routes';

/**
 * Spec 2 /redirect: fetch an oobCode and a custom token for the signed-in user and hand
 * them to the brand's login URL. Without a chosen brand the hub itself is the destination.
 * An email-link code marks its email verified when the brand redeems it, so an account whose
 * email is not verified (anyone can sign up with someone else's address) is handed over with the
 * custom token alone (docs/decisions.md).
 */
export const handOver = implement(CONTRACTS['api.handOver'], async ({ services, brand, query }) => {
  if (!brand) return { navigate: { kind: 'internal', path: ROUTE.dashboard } };
  const user = services.auth.currentUser();
  if (!user?.email) throw new HubError('screen.no_user_email');
  // Both name the destination: the API refuses a brand that requires a second factor the session did not use.
  const forBrand = `?${new URLSearchParams({ brand: brand.code }).toString()}`;
  const [oobAnswer, { customToken }] = await Promise.all([
    user.emailVerified
      ? services.api.getWithBearer<{ oobCode: string }>(`/api/v1/me/oobCode${forBrand}`)
      : Promise.resolve({ oobCode: null }),
    services.api.getWithBearer<{ customToken: string }>(`/api/v1/me/customToken${forBrand}`),
  ]);
  const oobCode = oobAnswer.oobCode;
  if ((user.emailVerified && typeof oobCode !== 'string') || typeof customToken !== 'string') throw new HubError('error.server');
  const to = handOverDestination(brand, {
    email: user.email,
    oobCode,
    customToken,
    apiKey: services.auth.apiKey,
    redirectPath: query.get('redirectPath'),
  });
  if (!to) throw new HubError('error.unknown');
  return { navigate: to };
});
