/**
 * A dynamic import that can be tried again after its chunk failed to arrive. Chromium keeps a
 * failed module fetch in its module map for the life of the page (the spec did until
 * whatwg/html#10327), so calling the same `import()` again fails at once without asking the
 * network. The browser's error names the chunk (Chromium, Firefox); the next try imports that
 * URL with a `retry` query, a new entry in the map. Its own imports of shared chunks keep their
 * URLs, so nothing already loaded runs twice.
 */
// Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading dynamically imported module: <url>".
const MODULE_URL = /dynamically imported module:\s*(\S+)/i;

/** The module URL a failed `import()` names, or null when the browser does not say. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const url = MODULE_URL.exec(message)?.[1];
  if (!url) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** The URL the next try loads: the failed chunk's own, with this try's number. */
export function retryUrl(failed: string, attempt: number): string {
  const url = new URL(failed);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

export function importAgain<M>(
  importer: () => Promise<M>,
  importUrl: (url: string) => Promise<M> = (url) => import(/* @vite-ignore */ url),
): () => Promise<M> {
  let failed: string | null = null;
  let attempt = 0;
  return () => {
    const loading = failed ? importUrl(retryUrl(failed, ++attempt)) : importer();
    return loading.catch((error: unknown) => {
      failed ??= failedModuleUrl(error);
      throw error;
    });
  };
}
