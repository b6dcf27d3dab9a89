/** Spec 4 cooldowns, the arithmetic. Pure. */

/** Seconds left of a cooldown of `seconds` that started at lastClick (ms), never negative nor above seconds. */
export function secondsLeft(lastClick: number | null, seconds: number, now: number): number {
  if (lastClick === null || !Number.isFinite(lastClick)) return 0;
  const left = Math.ceil((lastClick + seconds * 1000 - now) / 1000);
  return Math.min(Math.max(left, 0), seconds);
}

/** The storage key a cooldown's start is kept under, so a reload does not reset it. */
export const cooldownStorageKey = (id: string) => `cooldown:${id}` as const;

/** Whether a cooldown key (flow-machine.ts cooldownKeyOf) belongs to a cooldown id: the id alone, or with a destination's tag. */
export const keyOfCooldown = (key: string, id: string): boolean => key === id || key.startsWith(`${id}#`);

/**
 * The starts kept under a cooldown id's storage key, by cooldown key: a JSON object of key -> start
 * (ms) for the waits of that id (one per destination, issue 56), or a bare start kept before that
 * (the id's one wait). Anything else, or a key of another id, is ignored.
 */
export function keptStarts(id: string, raw: string | null): Record<string, number> {
  if (raw === null) return {};
  if (/^\d+$/.test(raw)) return { [id]: Number(raw) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (e): e is [string, number] => keyOfCooldown(e[0], id) && typeof e[1] === 'number' && Number.isFinite(e[1]),
    ),
  );
}
