/**
 * Code loaded on demand, the one way (issue 52). `onDemand(load)` gives a loader that starts `load`
 * at most once however often it is called, and keeps what arrived from then on. A failed load is
 * forgotten, so the next call tries again; when the failure was a chunk that did not arrive, that
 * try asks for the chunk under a new URL (`?retry=<n>`), because Chromium keeps a failed module
 * fetch in its module map for the page's life (the spec did until whatwg/html#10327) and the same
 * `import()` would fail at once without asking the network. `pick` chooses the export a caller
 * wants (a screen part, a handler). Screen parts drawn by React wrap this in
 * `render/on-demand-component.ts`. The identity code, actions of the account pages, the toaster,
 * phone rules and form validators all load this way.
 */
const MODULE_URL = /dynamically imported module:\s*(\S+)/i;

/**
 * The module URL a failed `import()` names (Chromium: "Failed to fetch dynamically imported module:
 * <url>", Firefox: "error loading dynamically imported module: <url>"), or undefined. Built chunks'
 * URLs carry no query of their own; the chunk's own imports of shared chunks keep their URLs, so
 * nothing already loaded runs twice.
 */
export const failedModuleUrl = (error: unknown): string | undefined => MODULE_URL.exec(String(error))?.[1];

const importModule = <M>(url: string): Promise<M> => import(/* @vite-ignore */ url) as Promise<M>;

/**
 * Failures a loader has answered already. A loader built on another (the identity service on the
 * identity code) sees the inner one's import error too; it must try its own `load` again, which
 * asks the inner loader, never import the chunk's URL itself (that would give the bare module).
 */
const answered = new WeakSet<object>();

export function onDemand<M>(load: () => Promise<M>): () => Promise<M>;
export function onDemand<M, T>(load: () => Promise<M>, pick: (module: M) => T, importUrl?: (url: string) => Promise<M>): () => Promise<T>;
export function onDemand<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => T = (module) => module as unknown as T,
  importUrl: (url: string) => Promise<M> = importModule,
): () => Promise<T> {
  let failed: string | undefined;
  let attempt = 0;
  // Once a try has arrived it is the module from then on: another `?retry` URL would run the chunk
  // again, a second instance beside the one in use (the toaster's store, the identity code's auth).
  let arrived: Promise<T> | undefined;
  return () =>
    (arrived ??= (failed ? importUrl(`${failed}?retry=${++attempt}`) : load()).then(pick).catch((error: unknown) => {
      arrived = undefined;
      if (typeof error !== 'object' || error === null || !answered.has(error)) failed ??= failedModuleUrl(error);
      if (typeof error === 'object' && error !== null) answered.add(error);
      throw error;
    }));
}
