/**
 * The address a studio frame may be told to draw at (studio/preview.tsx, 'hub-studio:documents'):
 * only this page with another query, never another page or origin, whatever the message holds.
 */
export function isPreviewAddress(address: unknown): address is string {
  return typeof address === 'string' && address.startsWith('/__preview?') && !/[\\\s]/.test(address);
}
