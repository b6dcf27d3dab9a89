/**
 * A component loaded on demand (React.lazy) whose loading can also be started early, so the
 * chunks a screen needs load side by side instead of one after another as its tree renders.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading (once); a failed load is tried again on the next call or render. */
  preload(): Promise<unknown>;
};

export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (started ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        started = null;
        throw error;
      },
    ));
  return Object.assign(lazy(start), { preload: start });
}

/** Starts a component's loading when it is one that loads on demand; a failure shows when it renders. */
export function preloadComponent(component: unknown): void {
  if (typeof component === 'object' && component !== null && 'preload' in component && typeof component.preload === 'function')
    void (component as Preloadable<unknown>).preload().catch(() => undefined);
}
