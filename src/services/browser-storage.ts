import type { KeyValueStore, StorageKey } from './types';

/** localStorage behind the typed interface; storage errors are swallowed because storage is only a hint. */
export function createBrowserStorage(storage: Storage = window.localStorage): KeyValueStore {
  return {
    get: (key: StorageKey) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key: StorageKey, value: string) => {
      try {
        storage.setItem(key, value);
      } catch {
        /* quota or private mode: the session still works without the hint */
      }
    },
    remove: (key: StorageKey) => {
      try {
        storage.removeItem(key);
      } catch {
        /* see set */
      }
    },
  };
}

/** An in-memory store with the same contract, for tests. */
export function createMemoryStorage(initial: Partial<Record<StorageKey, string>> = {}): KeyValueStore & { dump(): Partial<Record<StorageKey, string>> } {
  const data = new Map<StorageKey, string>(Object.entries(initial) as [StorageKey, string][]);
  return {
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
    dump: () => Object.fromEntries(data),
  };
}
