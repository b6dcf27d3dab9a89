/**
 * A load started at most once and kept once it succeeds; a failed load is forgotten, so the next
 * call tries again (a chunk that did not arrive, offline). The identity code, parts of screens
 * loaded on demand and the form validators all load this way.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
