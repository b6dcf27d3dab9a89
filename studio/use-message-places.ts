/** Which previewed screens show each message key, as the previews report them (studio/preview-keys.ts). */
import { useCallback, useState } from 'react';

export function useMessagePlaces(): [ReadonlyMap<string, string[]>, (scene: string, keys: readonly string[]) => void] {
  const [places, setPlaces] = useState<Map<string, string[]>>(new Map());
  const onKeys = useCallback(
    (scene: string, keys: readonly string[]) =>
      setPlaces((prev) => {
        const next = new Map(prev);
        for (const k of keys) {
          const on = next.get(k) ?? [];
          if (!on.includes(scene)) next.set(k, [...on, scene]);
        }
        return next;
      }),
    [],
  );
  return [places, onKeys];
}
