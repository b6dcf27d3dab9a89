/**
 * zxcvbn's guess of how hard a password is to guess (issue 55 section 4), with the common
 * dictionaries (leaked passwords, keyboard patterns) and the English ones, and another language's
 * words where the person reads it (German: @zxcvbn-ts/language-de). Large: loaded on demand by the
 * strength meter (render/form/strength-meter.tsx) when a person first types a new password, never
 * with a screen's first code.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard); `personal`: the person's own words (email, name), weak in their password. */
export type Estimate = (password: string, personal?: readonly string[]) => number;

/** zxcvbn's time grows with the length; past this much the rest changes nothing the meter shows. */
const ESTIMATED_LENGTH = 100;

export function createEstimate(languageWords: Readonly<Record<string, string[]>> = {}): Estimate {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common, ...english, ...languageWords },
    graphs: adjacencyGraphs,
    translations,
  });
  return (password, personal = []) => zxcvbn.check(password.slice(0, ESTIMATED_LENGTH), [...personal]).score;
}
