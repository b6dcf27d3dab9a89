import type { Passkey } from '../../domain/flow-data';
import type { PasskeyView } from '../../domain/passkey-wire';

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
