/**
 * A component loaded on demand whose loading can also be started early, so the chunks a screen
 * needs load side by side instead of one after another as its tree renders. Once loaded it renders
 * at once: React.lazy would still suspend on its first render, and React holds a revealed Suspense
 * boundary back for up to 300 ms (nested lazy parts paid that once each).
 */
import { createElement, lazy, use, type ComponentType, type FunctionComponent } from 'react';
import { onDemand } from '../services/on-demand';
import { PageContext } from './page-state';

export type Preloadable<P> = FunctionComponent<P> & {
  /** Starts loading (once); a failed load is tried again on the next call, and when drawn after the page's Try again (PartRetries). */
  preload(): Promise<unknown>;
};

/** The component `pick` chooses from a chunk loaded on demand (services/on-demand: loaded once, a failed chunk fetched afresh on a retry). */
export function onDemandComponent<M, P extends object>(importer: () => Promise<M>, pick: (module: M) => ComponentType<P>): Preloadable<P> {
  const load = onDemand(importer, pick);
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  // React.lazy keeps a failed load for good, so the part is drawn by a new lazy once the person
  // has asked to try again (the page's PartRetries). Not at once: React renders again straight
  // after a failure, and a new load there would hide the failure behind a spinner, then fail again.
  // A failure is noted with the page's round it was drawn in; a later round draws a new lazy.
  let drawnIn: object | null = null;
  let failedIn: object | null = null;
  const makeLazy = () =>
    lazy(() =>
      start().catch((error: unknown) => {
        failedIn = drawnIn;
        throw error;
      }),
    );
  let Lazy = makeLazy();
  const Preloaded = (props: P) => {
    if (!loaded) {
      // use(), not useContext: read only while the code is still to come (outside a page: none, no retry).
      drawnIn = use(PageContext)?.parts.round ?? null;
      if (failedIn !== null && failedIn !== drawnIn) {
        failedIn = null;
        Lazy = makeLazy();
      }
    }
    return createElement(loaded ?? Lazy, props);
  };
  return Object.assign(Preloaded, { preload: start });
}

/** Starts a component's loading when it is one that loads on demand; a failure shows when it renders. */
export function preloadComponent(component: unknown): void {
  if (typeof component === 'function' && 'preload' in component && typeof component.preload === 'function')
    void (component as Preloadable<object>).preload().catch(() => undefined);
}
