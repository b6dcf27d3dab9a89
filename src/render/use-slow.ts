import { useEffect, useState } from 'react';

/** After this long an action's button shows that it is working; quicker work shows no flash. */
export const BUSY_AFTER_MS = 300;

/**
 * True once the work identified by `key` (null: nothing running) has run for `afterMs`.
 * A new key (the same action started again) starts the wait over.
 */
export function useSlow(key: number | null, afterMs: number): boolean {
  const [slowKey, setSlowKey] = useState<number | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setSlowKey(key), afterMs);
    return () => clearTimeout(timer);
  }, [key, afterMs]);
  return key !== null && slowKey === key;
}
