import type { Passkey } from '../../domain/flow-data';

/** The API's passkey as it answers it (server/passkeys/passkey-view.ts). */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
  deviceType: 'singleDevice' | 'multiDevice';
}

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
