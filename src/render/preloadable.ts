/**
 * A component loaded on demand whose loading can also be started early, so the chunks a screen
 * needs load side by side instead of one after another as its tree renders. Once loaded it renders
 * at once: React.lazy would still suspend on its first render, and React holds a revealed Suspense
 * boundary back for up to 300 ms (nested lazy parts paid that once each).
 */
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from '../services/load-once';

export type Preloadable<P> = FunctionComponent<P> & {
  /** Starts loading (once); a failed load is tried again on the next call or render. */
  preload(): Promise<unknown>;
};

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  const start = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    }),
  );
  const Lazy = lazy(start);
  const Preloaded = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloaded, { preload: start });
}

/** Starts a component's loading when it is one that loads on demand; a failure shows when it renders. */
export function preloadComponent(component: unknown): void {
  if (typeof component === 'function' && 'preload' in component && typeof component.preload === 'function')
    void (component as Preloadable<object>).preload().catch(() => undefined);
}
