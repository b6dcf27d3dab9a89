/** Spec 2 avatar fallback: the first letters of up to two name words (spec 9: at most 2). Pure. */
export const MAX_INITIALS = 2;

export function initialsOf(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_INITIALS)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}
