/**
 * The address a studio frame may be told to draw at (studio/preview.tsx, 'hub-studio:documents'):
 * only this page with another query, never another page or origin, whatever the message holds. And
 * which of Vite's reloads a studio frame lets pass.
 */
export function isPreviewAddress(address: unknown): address is string {
  return typeof address === 'string' && address.startsWith('/__preview?') && !/[\\\s]/.test(address);
}

/** A project document (brands/, flows/, schemas/) by the absolute path Vite names as a reload's cause. */
export function isDocumentFile(path: unknown): boolean {
  return typeof path === 'string' && /[\\/](brands|flows|schemas)[\\/][^\\/]+/.test(path);
}
