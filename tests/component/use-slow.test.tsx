// @vitest-environment happy-dom
/** The busy threshold: a button shows that it works only once its action has run for 300 ms. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { BUSY_AFTER_MS, useSlow } from '../../src/render/use-slow';

/** Hook props whose key may later become null (the work ended). */
const startAt = (key: number): { key: number | null } => ({ key });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSlow', () => {
  it('is false before the threshold, true from it, and starts over for a new run', () => {
    const { result, rerender } = renderHook(({ key }: { key: number | null }) => useSlow(key, BUSY_AFTER_MS), { initialProps: startAt(1) });
    act(() => void vi.advanceTimersByTime(BUSY_AFTER_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ key: 2 }); // the action started again (Try again)
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(BUSY_AFTER_MS));
    expect(result.current).toBe(true);
  });

  it('work that ends before the threshold never shows as busy', () => {
    const { result, rerender } = renderHook(({ key }: { key: number | null }) => useSlow(key, BUSY_AFTER_MS), { initialProps: startAt(7) });
    act(() => void vi.advanceTimersByTime(BUSY_AFTER_MS - 50));
    rerender({ key: null });
    act(() => void vi.advanceTimersByTime(BUSY_AFTER_MS * 3));
    expect(result.current).toBe(false);
  });
});
