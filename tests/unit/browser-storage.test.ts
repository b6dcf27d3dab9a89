import { describe, expect, it } from 'vitest';
import { createBrowserStorage } from '../../src/services/browser-storage';

/** A Storage whose methods behave like the browser's, with an optional quota in entries. */
function fakeStorage(quota = Infinity): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (!data.has(k) && data.size >= quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, String(v));
    },
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

describe('browser storage', () => {
  it('blocked (reading localStorage throws): values live in memory, kept() is false from the start', () => {
    const s = createBrowserStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(s.kept()).toBe(false);
    s.set('brand', 'PLEXUS');
    expect(s.get('brand')).toBe('PLEXUS');
    s.remove('brand');
    expect(s.get('brand')).toBeNull();
  });

  it('writable: values go to the storage and kept() stays true', () => {
    const disk = fakeStorage();
    const s = createBrowserStorage(() => disk);
    s.set('isAuthenticated', 'true');
    expect(disk.getItem('isAuthenticated')).toBe('true');
    expect(s.kept()).toBe(true);
  });

  it('full: the value that does not fit is still read back this visit, and listeners hear it once', () => {
    const disk = fakeStorage(2);
    const s = createBrowserStorage(() => disk);
    let told = 0;
    s.onNotKept(() => told++);
    s.set('brand', 'EMIOT');
    s.set('isAuthenticated', 'true');
    s.set('firebaseToken', 'tok'); // third entry: over the quota
    s.set('currentUser', '{}');
    expect(s.get('firebaseToken')).toBe('tok');
    expect(s.get('currentUser')).toBe('{}');
    expect(s.get('brand')).toBe('EMIOT');
    expect(s.kept()).toBe(false);
    expect(told).toBe(1);
    s.remove('firebaseToken');
    expect(s.get('firebaseToken')).toBeNull();
  });
});
