/**
 * Spec 4 cooldown: once its action succeeded a button waits `seconds`, showing the countdown;
 * the last click time is kept per button id, so a reload does not reset it. The flow machine
 * decides when it starts (startCooldown effect); this hook only shows it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHub } from './hub-context';
import type { CooldownSpec } from '../flow/flow-machine';
import type { KeyValueStore } from '../services/types';

/** Seconds left of a cooldown that started at lastClick (ms), never negative. */
export function secondsLeft(lastClick: number | null, seconds: number, now: number): number {
  if (lastClick === null || !Number.isFinite(lastClick)) return 0;
  const left = Math.ceil((lastClick + seconds * 1000 - now) / 1000);
  return Math.min(Math.max(left, 0), seconds);
}

// Tells the buttons on screen that a cooldown started.
const started = new EventTarget();

/** Starts a cooldown: the time is stored, and every button with that id counts down. */
export function startCooldown(storage: KeyValueStore, cooldown: CooldownSpec, now = Date.now()): void {
  storage.set(`cooldown:${cooldown.id}`, String(now));
  started.dispatchEvent(new Event(cooldown.id));
}

export function useCooldown(cooldown: CooldownSpec | undefined): { left: number } {
  const { services } = useHub();
  const key = cooldown ? (`cooldown:${cooldown.id}` as const) : null;
  const read = useCallback(() => {
    if (!key || !cooldown) return 0;
    const raw = services.storage.get(key);
    return secondsLeft(raw === null ? null : Number(raw), cooldown.seconds, Date.now());
  }, [key, cooldown, services]);
  const [left, setLeft] = useState(read);
  useEffect(() => {
    if (!cooldown) return;
    const onStart = () => setLeft(read());
    started.addEventListener(cooldown.id, onStart);
    return () => started.removeEventListener(cooldown.id, onStart);
  }, [cooldown, read]);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft(read()), 1000);
    return () => clearInterval(timer);
  }, [running, read]);
  // Spec 4: after an email change or verification email, reload the user when the wait ends.
  const waited = useRef(false);
  useEffect(() => {
    if (running) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      if (cooldown?.reloadUser) void services.auth.reloadUser().catch(() => undefined);
    }
  }, [running, cooldown, services]);
  return { left };
}
