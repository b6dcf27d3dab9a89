/**
 * A dynamic import that can be tried again after its chunk failed to arrive. Chromium keeps a
 * failed module fetch in its module map for the life of the page (the spec did until
 * whatwg/html#10327), so calling the same `import()` again fails at once without asking the
 * network. The browser's error names the chunk (Chromium: "Failed to fetch dynamically imported
 * module: <url>", Firefox: "error loading dynamically imported module: <url>"); the next try
 * imports that URL with a `retry` query, a new entry in the map. The chunk's own imports of
 * shared chunks keep their URLs, so nothing already loaded runs twice. Built chunks' URLs carry
 * no query of their own.
 */
const MODULE_URL = /dynamically imported module:\s*(\S+)/i;

/** The module URL a failed `import()` names, or undefined when the browser does not say. */
export const failedModuleUrl = (error: unknown): string | undefined => MODULE_URL.exec(String(error))?.[1];

export function importAgain<M>(
  importer: () => Promise<M>,
  importUrl = (url: string): Promise<M> => import(/* @vite-ignore */ url),
): () => Promise<M> {
  let failed: string | undefined;
  let attempt = 0;
  // Once a try has arrived it is the module from then on: another `?retry` URL would run the chunk
  // again, a second instance beside the one in use (the toaster's store, the identity code's auth).
  let arrived: Promise<M> | undefined;
  return () =>
    (arrived ??= (failed ? importUrl(`${failed}?retry=${++attempt}`) : importer()).catch((error: unknown) => {
      arrived = undefined;
      failed ??= failedModuleUrl(error);
      throw error;
    }));
}

/** importAgain, then the one export of the module a caller wants (a screen part, a handler). */
export function importPart<M, T>(importer: () => Promise<M>, pick: (module: M) => T): () => Promise<T> {
  const load = importAgain(importer);
  return () => load().then(pick);
}
