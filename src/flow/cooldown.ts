/** Spec 4 cooldowns, the arithmetic. Pure. */

/** Seconds left of a cooldown of `seconds` that started at lastClick (ms), never negative nor above seconds. */
export function secondsLeft(lastClick: number | null, seconds: number, now: number): number {
  if (lastClick === null || !Number.isFinite(lastClick)) return 0;
  const left = Math.ceil((lastClick + seconds * 1000 - now) / 1000);
  return Math.min(Math.max(left, 0), seconds);
}

/** The storage key a cooldown's start is kept under, so a reload does not reset it. */
export const cooldownStorageKey = (id: string) => `cooldown:${id}` as const;
