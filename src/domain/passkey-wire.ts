/**
 * A passkey as the hub API answers it (server/passkeys/passkey-view.ts builds it; the hub's
 * passkey actions read it): what the security page shows, nothing of the key itself. One type
 * for both sides of the wire.
 */
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
  deviceType: 'singleDevice' | 'multiDevice';
}
