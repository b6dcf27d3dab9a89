/**
 * The per-account token bucket of the bearer routes (server/token-bucket.ts, issue 53 item 5):
 * a full bucket grants exactly its capacity at once, a refused call takes nothing, and time gives
 * back one token per refill period, never more than the capacity. Time is an argument here.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryBucketStore, takeToken, type BucketRule, type BucketState } from '../../server/token-bucket';

const rule = fc.record({ capacity: fc.integer({ min: 1, max: 50 }), refillMs: fc.integer({ min: 1, max: 60_000 }) });
const start = fc.integer({ min: 0, max: 2 ** 40 });

/** Takes `n` tokens at `nowMs`; how many were granted, and the state after. */
function takeMany(r: BucketRule, state: BucketState | undefined, nowMs: number, n: number) {
  let granted = 0;
  for (let i = 0; i < n; i++) {
    const taken = takeToken(r, state, nowMs);
    state = taken.state;
    if (taken.allowed) granted += 1;
  }
  return { granted, state };
}

describe('takeToken', () => {
  it('a full bucket grants its capacity at one instant, then refuses with the wait for one token', () => {
    fc.assert(
      fc.property(rule, start, fc.integer({ min: 0, max: 20 }), (r, t, extra) => {
        const { granted, state } = takeMany(r, undefined, t, r.capacity + extra);
        expect(granted).toBe(r.capacity);
        const refused = takeToken(r, state, t);
        expect(refused.allowed).toBe(false);
        expect(refused.retryAfterMs).toBe(r.refillMs);
        expect(refused.state).toEqual(state); // a refused call takes nothing
      }),
    );
  });

  it('after k refill periods an empty bucket grants min(k, capacity) more', () => {
    fc.assert(
      fc.property(rule, start, fc.integer({ min: 0, max: 80 }), (r, t, k) => {
        const empty = takeMany(r, undefined, t, r.capacity).state;
        expect(takeMany(r, empty, t + k * r.refillMs, r.capacity + 5).granted).toBe(Math.min(k, r.capacity));
      }),
    );
  });

  it('a clock that steps back refills nothing', () => {
    fc.assert(
      fc.property(rule, start, fc.integer({ min: 1, max: 10 ** 9 }), (r, t, back) => {
        const empty = takeMany(r, undefined, t, r.capacity).state;
        expect(takeToken(r, empty, t - back).allowed).toBe(false);
      }),
    );
  });
});

describe('MemoryBucketStore', () => {
  it('keeps one bucket per key, and forgets the oldest beyond its size', async () => {
    let now = 0;
    const store = new MemoryBucketStore(() => now, 2);
    const r = { capacity: 1, refillMs: 1000 };
    expect((await store.take('a', r)).allowed).toBe(true);
    expect((await store.take('a', r)).allowed).toBe(false);
    expect((await store.take('b', r)).allowed).toBe(true);
    now = 500;
    expect((await store.take('a', r)).allowed).toBe(false);
    expect((await store.take('c', r)).allowed).toBe(true); // three keys: the least recently used (b) goes
    expect((await store.take('a', r)).allowed).toBe(false);
  });
});
