/** loadOnce (src/services/load-once.ts): the identity code, on-demand parts and validators load this way. */
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../src/services/load-once';

describe('loadOnce', () => {
  it('starts one load however often it is asked, and keeps its value', async () => {
    const load = vi.fn(() => Promise.resolve(7));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(8);
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe(8);
    await expect(get()).resolves.toBe(8);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
