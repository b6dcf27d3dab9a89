/**
 * The studio's preview queue (studio/preview-queue.ts): frames in view load before frames only near
 * the screen, at most `atOnce` load at a time, a drawn frame keeps its address, and one scrolled far
 * off before it has drawn gives it back.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadingNear, nextStarted, type QueueState } from '../../studio/preview-queue';

const ORDER = Array.from({ length: 12 }, (_, i) => `f${i}`);
const subset = fc.subarray(ORDER).map((keys) => new Set(keys));
/** Any state the grid can be in: what is on the screen is also near it. */
const state = fc
  .record({ started: subset, near: subset, inView: subset, done: subset })
  .map((s): QueueState => ({ ...s, near: new Set([...s.near, ...s.inView]) }));
const atOnce = fc.integer({ min: 1, max: 5 });

describe('nextStarted', () => {
  it('starts no frame while atOnce near the screen are loading, and fills the free places otherwise', () => {
    fc.assert(
      fc.property(state, atOnce, (s, n) => {
        const next = nextStarted(ORDER, s, n);
        const before = loadingNear({ ...s, started: new Set([...s.started].filter((k) => next.has(k))) }).length;
        const added = [...next].filter((k) => !s.started.has(k));
        const waiting = ORDER.filter((k) => s.near.has(k) && !s.started.has(k)).length;
        expect(added.length).toBe(Math.max(0, Math.min(n - before, waiting)));
        expect(added.every((k) => s.near.has(k))).toBe(true);
      }),
    );
  });

  it('gives a frame in view its address before any frame only near the screen', () => {
    fc.assert(
      fc.property(state, atOnce, (s, n) => {
        const next = nextStarted(ORDER, s, n);
        const added = [...next].filter((k) => !s.started.has(k));
        const inViewLeft = ORDER.filter((k) => s.inView.has(k) && !next.has(k));
        if (added.some((k) => !s.inView.has(k))) expect(inViewLeft).toEqual([]);
      }),
    );
  });

  it('keeps a drawn frame and a frame near the screen; a frame far off that has not drawn gives its address back', () => {
    fc.assert(
      fc.property(state, atOnce, (s, n) => {
        const next = nextStarted(ORDER, s, n);
        for (const k of s.started) expect(next.has(k), k).toBe(s.near.has(k) || s.done.has(k));
      }),
    );
  });

  it('scrolled to the last scene, its frames draw in the first round, not after the near scenes above it', () => {
    const order = ['a@desktop', 'a@phone', 'b@desktop', 'b@phone', 'last@desktop', 'last@phone'];
    const next = nextStarted(
      order,
      { started: new Set(), near: new Set(order.slice(2)), inView: new Set(['last@desktop', 'last@phone']), done: new Set() },
      2,
    );
    expect([...next]).toEqual(['last@desktop', 'last@phone']);
  });
});
