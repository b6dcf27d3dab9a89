/** Components loaded on demand whose loading can start early (src/render/on-demand-component.ts). */
import { describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { onDemandComponent, preloadComponent } from '../../src/render/on-demand-component';

/** A component as a module's default export. */
const part = (load: () => Promise<ComponentType<object>>) =>
  onDemandComponent(
    () => load().then((c) => ({ default: c })),
    (m) => m.default,
  );

const Shown = () => null;

describe('onDemandComponent', () => {
  it('loads once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const C = part(load);
    preloadComponent(C);
    preloadComponent(C);
    await C.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once loaded, draws the component itself: nothing left to suspend on', async () => {
    const C = part(() => Promise.resolve(Shown));
    // What the part draws, called as React calls it (inside a render: it may read the page).
    const drawn = () => {
      let type: unknown;
      renderToString(
        createElement(() => {
          type = (C({}) as ReactElement).type;
          return null;
        }),
      );
      return type;
    };
    expect(drawn()).not.toBe(Shown); // the lazy stand-in, which suspends
    await C.preload();
    expect(drawn()).toBe(Shown);
  });

  it('tries again after a failed load, instead of keeping the failure', async () => {
    const load = vi.fn<() => Promise<typeof Shown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Shown);
    const C = part(load);
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
