/**
 * A value of a module that React components read with useSyncExternalStore: what it is now, a
 * setter that tells them when it changes, and their subscription. The toaster's gate
 * (toasts.tsx) and its place on a phone (toaster.tsx) are two.
 */
export function moduleValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T): void => {
      if (next === value) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
