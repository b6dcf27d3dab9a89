// A passkey as the API answers it: what the security page shows, nothing of the key itself.
import type { DeviceType, PasskeyRow } from '../db/passkey-store.js';

export interface PasskeyView {
  /** The credential id (base64url): the :id of rename and remove. */
  id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, null until its first sign-in. */
  lastUsedAt: string | null;
  /** Synced by a passkey provider (iCloud Keychain, Google Password Manager...) rather than kept on one device. */
  backedUp: boolean;
  deviceType: DeviceType;
}

export function passkeyView(row: PasskeyRow): PasskeyView {
  return {
    id: row.credential_id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    backedUp: row.backed_up,
    deviceType: row.device_type,
  };
}
