/**
 * Whether the app is still drawing hidden beside a pre-rendered page (adopt-prerendered.ts).
 * Meanwhile a part that must be on the page once (the consent question: a region a screen reader
 * lists, a text a locator finds) is left to the pre-rendered copy, drawn with ONCE; the app draws
 * its own in the swap, in the same task that removes that copy (issue 59).
 */
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Props of an element the pre-rendered page holds until the app draws its own in the swap. */
export const ONCE = { 'data-once': '' } as const;
/** Those elements in a pre-rendered page. */
export const ONCE_SELECTOR = '[data-once]';

let takingOver = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Before the app's first render beside a pre-rendered page. */
export function beginTakeOver(): void {
  takingOver = true;
}

/** In the swap: the parts held back are drawn before this returns, so no frame lacks them. */
export function endTakeOver(): void {
  flushSync(() => {
    takingOver = false;
    for (const listener of listeners) listener();
  });
}

/**
 * True while the app draws hidden beside a pre-rendered page; false in the pre-render itself. It
 * listens from its commit (a layout effect, not useSyncExternalStore's passive one, which may not
 * have run by the swap), so endTakeOver redraws it at once.
 */
export function useTakingOver(): boolean {
  const [value, setValue] = useState(takingOver);
  useLayoutEffect(() => {
    setValue(takingOver);
    return subscribe(() => setValue(takingOver));
  }, []);
  return value;
}
