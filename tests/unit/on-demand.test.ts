/** onDemand (src/services/on-demand.ts): loaded once and kept; a chunk that failed to arrive is asked for again under a new URL. */
import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, onDemand } from '../../src/services/on-demand';

const CHUNK = 'http://localhost:5173/assets/firebase-auth-BeaTP6cn.js';
const chromium = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('failedModuleUrl', () => {
  it('reads the chunk from Chromium and Firefox errors, and nothing from others', () => {
    expect(failedModuleUrl(chromium(CHUNK))).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('offline')).toBeUndefined();
  });
});

const same = <T>(m: T): T => m;

describe('onDemand', () => {
  it('starts one load however often it is asked, and keeps its value', async () => {
    const load = vi.fn(() => Promise.resolve(7));
    const get = onDemand(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the part `pick` chooses', async () => {
    await expect(
      onDemand(
        () => Promise.resolve({ default: 'part', other: 1 }),
        (m) => m.default,
      )(),
    ).resolves.toBe('part');
  });

  it('imports as written while it works', async () => {
    const importer = vi.fn(() => Promise.resolve({ ok: 1 }));
    const importUrl = vi.fn(() => Promise.resolve({ ok: 2 }));
    const load = onDemand(importer, same, importUrl);
    await expect(load()).resolves.toEqual({ ok: 1 });
    await expect(load()).resolves.toEqual({ ok: 1 });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('after a failure, asks for the failed chunk under a new URL each try', async () => {
    const importer = vi.fn(() => Promise.reject(chromium(CHUNK)));
    const importUrl = vi
      .fn<(url: string) => Promise<{ ok: number }>>()
      .mockRejectedValueOnce(chromium(`${CHUNK}?retry=1`))
      .mockResolvedValue({ ok: 3 });
    const load = onDemand(importer, same, importUrl);
    await expect(load()).rejects.toThrow(CHUNK);
    await expect(load()).rejects.toThrow('retry=1');
    await expect(load()).resolves.toEqual({ ok: 3 });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls.map(([url]) => url)).toEqual([`${CHUNK}?retry=1`, `${CHUNK}?retry=2`]);
  });

  it('once a try has arrived, keeps that module: no chunk is run a second time', async () => {
    // A second instance of a chunk with state (the toaster's sonner store) would not be the one drawn.
    const importer = vi.fn(() => Promise.reject(chromium(CHUNK)));
    const first = { ok: 6 };
    const importUrl = vi.fn((url: string) => Promise.resolve(url.endsWith('=1') ? first : { ok: 7 }));
    const load = onDemand(importer, same, importUrl);
    await expect(load()).rejects.toThrow(CHUNK);
    expect(await load()).toBe(first);
    expect(await load()).toBe(first);
    expect(importUrl).toHaveBeenCalledTimes(1);
  });

  it('a loader built on another tries its own load again: the inner one asks for the chunk afresh', async () => {
    // The identity service is made from the identity code: after a failed chunk, the next try must
    // give the service again, not the bare module a URL import would give.
    const importUrl = vi.fn((url: string) => Promise.resolve({ create: () => `service from ${url}` }));
    const inner = onDemand(() => Promise.reject<{ create: () => string }>(chromium(CHUNK)), same, importUrl);
    const outerUrl = vi.fn(() => Promise.resolve('bare module'));
    const outer = onDemand(() => inner().then((m) => m.create()), same, outerUrl);
    await expect(outer()).rejects.toThrow(CHUNK);
    await expect(outer()).resolves.toBe(`service from ${CHUNK}?retry=1`);
    expect(outerUrl).not.toHaveBeenCalled();
  });

  it('imports as written again when the browser did not name the chunk', async () => {
    const importer = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue(4);
    const importUrl = vi.fn(() => Promise.resolve(5));
    const load = onDemand(importer, same, importUrl);
    await expect(load()).rejects.toThrow();
    await expect(load()).resolves.toBe(4);
    expect(importUrl).not.toHaveBeenCalled();
  });
});
