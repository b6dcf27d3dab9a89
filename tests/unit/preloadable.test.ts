/** Components loaded on demand whose loading can start early (src/render/preloadable.ts). */
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { preloadable, preloadComponent } from '../../src/render/preloadable';

const Shown = () => null;

describe('preloadable', () => {
  it('loads once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const C = preloadable(load);
    preloadComponent(C);
    preloadComponent(C);
    await C.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once loaded, draws the component itself: nothing left to suspend on', async () => {
    const C = preloadable(() => Promise.resolve(Shown));
    const drawn = () => (C({}) as ReactElement).type;
    expect(drawn()).not.toBe(Shown); // the lazy stand-in, which suspends
    await C.preload();
    expect(drawn()).toBe(Shown);
  });

  it('tries again after a failed load, instead of keeping the failure', async () => {
    const load = vi.fn<() => Promise<typeof Shown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Shown);
    const C = preloadable(load);
    await expect(C.preload()).rejects.toThrow('offline');
    await expect(C.preload()).resolves.toEqual({ default: Shown });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves components that are not loaded on demand alone', () => {
    expect(() => {
      preloadComponent(Shown);
      preloadComponent(null);
      preloadComponent({ preload: 'not a function' });
    }).not.toThrow();
  });
});
