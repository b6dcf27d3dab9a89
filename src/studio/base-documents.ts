/**
 * The app's documents as the studio page bundles them, kept current: a save rewrites files under
 * brands/, and this module takes the new documents in place instead of letting the change
 * reload the studio (which would lose what it shows, such as the diff of that save).
 */
import { appDocuments } from '../config/app-documents';
import type { ConfigDocuments } from '../config/types';

let current: ConfigDocuments = appDocuments;
const listeners = new Set<(docs: ConfigDocuments) => void>();

export const baseDocuments = (): ConfigDocuments => current;

export function onBaseDocuments(listener: (docs: ConfigDocuments) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (import.meta.hot) {
  import.meta.hot.accept('../config/app-documents', (mod) => {
    const next = (mod as { appDocuments?: ConfigDocuments } | undefined)?.appDocuments;
    if (!next) return;
    current = next;
    listeners.forEach((l) => l(next));
  });
}
