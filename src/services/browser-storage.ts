import type { KeyValueStore, StorageKey } from './types';

const PROBE_KEY = 'hub:storage-probe';

/**
 * localStorage behind the typed interface. When the browser blocks storage (privacy settings,
 * some embedded web views) or it is full, the values are kept in memory instead, so the hub
 * works for this visit; `kept()` turns false and the listeners hear it once.
 */
export function createBrowserStorage(open: () => Storage = () => window.localStorage): KeyValueStore {
  const memory = new Map<StorageKey, string>();
  const listeners = new Set<() => void>();
  let disk: Storage | null = null;
  try {
    // Reading window.localStorage itself throws when storage is blocked ("The operation is insecure.").
    const s = open();
    s.setItem(PROBE_KEY, '1');
    s.removeItem(PROBE_KEY);
    disk = s;
  } catch {
    disk = null;
  }
  let kept = disk !== null;
  const lose = () => {
    if (!kept) return;
    kept = false;
    for (const l of listeners) l();
  };
  return {
    get: (key) => {
      if (memory.has(key)) return memory.get(key)!;
      try {
        return disk?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        if (!disk) throw new Error('no storage');
        disk.setItem(key, value);
        memory.delete(key);
      } catch {
        // Full or blocked: this visit still works; the next one will not remember it.
        memory.set(key, value);
        lose();
      }
    },
    remove: (key) => {
      memory.delete(key);
      try {
        disk?.removeItem(key);
      } catch {
        /* nothing stored there to remove */
      }
    },
    kept: () => kept,
    onNotKept: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An in-memory store with the same contract, for tests. */
export function createMemoryStorage(
  initial: Partial<Record<StorageKey, string>> = {},
): KeyValueStore & { dump(): Partial<Record<StorageKey, string>> } {
  const data = new Map<StorageKey, string>(Object.entries(initial) as [StorageKey, string][]);
  return {
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
    kept: () => true,
    onNotKept: () => () => undefined,
    dump: () => Object.fromEntries(data),
  };
}
