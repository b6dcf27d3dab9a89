// The local stack's answers for the breached-password range route (issue 55 section 4), built once
// from @zxcvbn-ts/language-common's "passwords-common" list. Why that list: it is a real corpus of
// leaked passwords (the most frequent ones of public breach dumps, the same list zxcvbn's meter
// judges by), shipped in an npm package already installed, so the local stack refuses what Have I
// Been Pwned would refuse for the common cases without going online, and no one hand-picks the
// words. The list is ordered most frequent first and carries no counts, so a password's count is
// derived from its rank (the first has the highest); the hub only asks "seen at all?".
import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { rangeText, splitSha1 } from '../../src/domain/password-range.js';
import type { RangeSource } from './range-source.js';

/** Suffix -> count, by prefix: what the range route answers for each prefix. */
export function rangesOf(passwords: readonly string[]): ReadonlyMap<string, ReadonlyMap<string, number>> {
  const ranges = new Map<string, Map<string, number>>();
  passwords.forEach((password, rank) => {
    const { prefix, suffix } = splitSha1(createHash('sha1').update(password, 'utf8').digest('hex'));
    const range = ranges.get(prefix) ?? new Map<string, number>();
    // A word listed twice keeps its more frequent (earlier) rank.
    if (!range.has(suffix)) range.set(suffix, passwords.length - rank);
    ranges.set(prefix, range);
  });
  return ranges;
}

/** The range source of the local stack: the common-password list's hashes, in memory (about 49,000; built in well under a second). */
export function commonPasswordRanges(passwords: readonly string[] = dictionary['passwords-common']): RangeSource {
  const ranges = rangesOf(passwords);
  return async (prefix) => rangeText(ranges.get(prefix.toUpperCase()) ?? []);
}
