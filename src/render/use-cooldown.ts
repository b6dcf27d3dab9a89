/**
 * Spec 4 cooldown: after a click the button waits `seconds`, showing the countdown; the last
 * click time is kept per button id, so a reload does not reset it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useHub } from '../app/hub-context';

/** Seconds left of a cooldown that started at lastClick (ms), never negative. */
export function secondsLeft(lastClick: number | null, seconds: number, now: number): number {
  if (lastClick === null || !Number.isFinite(lastClick)) return 0;
  const left = Math.ceil((lastClick + seconds * 1000 - now) / 1000);
  return Math.min(Math.max(left, 0), seconds);
}

export function useCooldown(cooldown: { seconds: number; id: string; reloadUser?: boolean } | undefined): { left: number; start(): void } {
  const { services } = useHub();
  const key = cooldown ? (`cooldown:${cooldown.id}` as const) : null;
  const read = useCallback(() => {
    if (!key || !cooldown) return 0;
    const raw = services.storage.get(key);
    return secondsLeft(raw === null ? null : Number(raw), cooldown.seconds, Date.now());
  }, [key, cooldown, services]);
  const [left, setLeft] = useState(read);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft(read()), 1000);
    return () => {
      clearInterval(timer);
      // Spec 4: after an email change or verification email, reload the user when the wait ends.
      if (cooldown?.reloadUser && read() === 0) void services.auth.reloadUser().catch(() => undefined);
    };
  }, [running, read, cooldown, services]);
  const start = useCallback(() => {
    if (!key || !cooldown) return;
    services.storage.set(key, String(Date.now()));
    setLeft(cooldown.seconds);
  }, [key, cooldown, services]);
  return { left, start };
}
