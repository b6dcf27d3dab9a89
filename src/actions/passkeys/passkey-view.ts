import type { Passkey } from '../../domain/flow-data';
import type { PasskeyView } from '../../domain/passkey-wire';
import type { ResolvedBrand } from '../../brand/resolve-brand';
import type { Services } from '../../services/types';

export type { PasskeyView };

/** The caller's passkeys on this white-label. */
export const MY_PASSKEYS = '/api/v1/me/passkeys';

/** A passkey as flow data holds it. */
export const shownPasskey = (p: PasskeyView): Passkey => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
  synced: p.deviceType === 'multiDevice',
});

/**
 * The person's passkeys on this white-label as the API lists them; none, without asking, where the
 * white-label offers no passkeys (the API refuses its passkey routes there). The security page and
 * the sign-in methods both read them here.
 */
export async function myPasskeys(services: Services, shownBrand: Pick<ResolvedBrand, 'passkeys'>): Promise<PasskeyView[]> {
  if (!shownBrand.passkeys) return [];
  return (await services.api.getWithBearer<{ passkeys: PasskeyView[] }>(MY_PASSKEYS)).passkeys;
}
