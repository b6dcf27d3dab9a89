/**
 * Whether the app is still drawing hidden beside a pre-rendered page (app/adopt-prerendered.ts).
 * Meanwhile a part that must be on the page once (the consent question: a region a screen reader
 * lists, a text a locator finds) is left to the pre-rendered copy, drawn with ONCE; the app draws
 * its own in the swap, in the same task that removes that copy (issue 59). The page owns its
 * TakeOver (PageState, made by main.tsx), so no module keeps it.
 */
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Props of an element the pre-rendered page holds until the app draws its own in the swap. */
export const ONCE = { 'data-once': '' } as const;
/** Those elements in a pre-rendered page. */
export const ONCE_SELECTOR = '[data-once]';

/** One page's take-over: false unless the app draws beside a pre-rendered copy (never in the pre-render itself). */
export class TakeOver {
  private takingOver = false;
  private readonly listeners = new Set<() => void>();

  get active(): boolean {
    return this.takingOver;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Before the app's first render beside a pre-rendered page. */
  begin(): void {
    this.takingOver = true;
  }

  /** In the swap: the parts held back are drawn before this returns, so no frame lacks them. */
  end(): void {
    flushSync(() => {
      this.takingOver = false;
      for (const listener of this.listeners) listener();
    });
  }
}

/**
 * True while the app draws hidden beside a pre-rendered page. It listens from its commit (a
 * layout effect, not useSyncExternalStore's passive one, which may not have run by the swap), so
 * end() redraws it at once.
 */
export function useTakingOver(takeOver: TakeOver): boolean {
  const [value, setValue] = useState(takeOver.active);
  useLayoutEffect(() => {
    setValue(takeOver.active);
    return takeOver.subscribe(() => setValue(takeOver.active));
  }, [takeOver]);
  return value;
}
