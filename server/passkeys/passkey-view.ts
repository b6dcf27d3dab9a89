// A passkey as the API answers it: what the security page shows, nothing of the key itself.
import type { PasskeyRow } from '../db/passkey-store.js';
import type { PasskeyView } from '../../src/domain/passkey-wire.js';

export type { PasskeyView };

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
