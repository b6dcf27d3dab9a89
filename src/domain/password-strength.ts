/**
 * What the password strength meter shows for an estimate (issue 55 section 4). The estimate is
 * zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess); the meter is advice only: the
 * spec's password rules (schemas/forms, minLength) decide what is accepted.
 */

/** The meter's five levels, weakest first; each is a catalogue key of its word. */
export const STRENGTH_WORDS = [
  'ui.password_strength.very_weak',
  'ui.password_strength.weak',
  'ui.password_strength.fair',
  'ui.password_strength.good',
  'ui.password_strength.strong',
] as const;

export type StrengthWord = (typeof STRENGTH_WORDS)[number];
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

/** Nothing shown (no password typed), or a level and its word. */
export type StrengthShown = { level: null } | { level: StrengthLevel; word: StrengthWord };

/**
 * The meter's state for what was typed and zxcvbn's score (null while the estimator loads).
 * A password shorter than the field's minimum is shown "very weak" whatever its score, so the
 * meter never praises what the form will refuse; a score out of range is clamped, never trusted.
 */
export function strengthShown(password: string, score: number | null, minLength = 0): StrengthShown {
  if (password === '' || score === null || Number.isNaN(score)) return { level: null };
  const clamped = Math.min(4, Math.max(0, Math.floor(score)));
  const level = (password.length < minLength ? 0 : clamped) as StrengthLevel;
  return { level, word: STRENGTH_WORDS[level] };
}
