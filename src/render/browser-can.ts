/**
 * What the browser can do, for blocks a flow shows only where it works (a block's `needs`).
 * Passkeys: WebAuthn's PublicKeyCredential. A page drawn at build time (no window) counts as
 * able, since nearly every browser is: the few that are not drop the block when the app takes
 * over, and the many that are see nothing move.
 */
export function browserCan(need: 'passkeys'): boolean {
  if (typeof window === 'undefined') return true;
  switch (need) {
    case 'passkeys':
      return typeof window.PublicKeyCredential === 'function';
  }
}
