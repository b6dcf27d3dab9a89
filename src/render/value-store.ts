/**
 * A value React components read with useSyncExternalStore: what it is now, a setter that tells
 * them when it changes, and their subscription. The toast gate's state (toasts.tsx) and the
 * toaster's place on a phone (ToastGate.top, measured by toaster.tsx) are kept in these.
 */
export function valueStore<T>(initial: T) {
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

export type ValueStore<T> = ReturnType<typeof valueStore<T>>;
