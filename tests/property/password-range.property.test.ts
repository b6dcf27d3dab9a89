/** Issue 55 section 4: the k-anonymity match of the breached-password check (src/domain/password-range.ts). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRangePrefix, PREFIX_LENGTH, rangeText, splitSha1, timesSeen } from '../../src/domain/password-range';

const sha1 = (text: string): string => createHash('sha1').update(text, 'utf8').digest('hex');
const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-fA-F]{${length}}$`));
const suffix = hex(40 - PREFIX_LENGTH).map((s) => s.toUpperCase());

describe('splitting a SHA-1', () => {
  it('sends exactly 5 hex characters, keeps the other 35, and the two make the whole hash', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const hash = sha1(password);
        const { prefix, suffix: kept } = splitSha1(hash);
        expect(isRangePrefix(prefix)).toBe(true);
        expect(kept).toHaveLength(35);
        expect(prefix + kept).toBe(hash.toUpperCase());
        // What is sent never holds the password, nor the rest of its hash.
        expect(isRangePrefix(password)).toBe(password.length === 5 && /^[0-9a-f]+$/i.test(password));
      }),
    );
  });

  it('refuses anything but 40 hex characters', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9a-fA-F]{40}$/.test(s)),
        (text) => {
          expect(() => splitSha1(text)).toThrow();
        },
      ),
    );
  });

  it('takes as a prefix only 5 hex characters', () => {
    fc.assert(
      fc.property(hex(5), (p) => {
        expect(isRangePrefix(p)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9a-fA-F]{5}$/.test(s)),
        (s) => {
          expect(isRangePrefix(s)).toBe(false);
        },
      ),
    );
  });
});

describe('matching a suffix in a range answer', () => {
  const answer = fc.uniqueArray(fc.tuple(suffix, fc.integer({ min: 0, max: 10_000_000 })), { selector: ([s]) => s, maxLength: 40 });

  it('finds each listed suffix with its count (a padding line of count 0 is not seen), in any letter case', () => {
    fc.assert(
      fc.property(answer, fc.boolean(), (entries, lower) => {
        const text = rangeText(entries);
        for (const [s, count] of entries) expect(timesSeen(text, lower ? s.toLowerCase() : s)).toBe(count);
      }),
    );
  });

  it('finds nothing for a suffix the answer does not list', () => {
    fc.assert(
      fc.property(answer, suffix, (entries, other) => {
        fc.pre(!entries.some(([s]) => s === other));
        expect(timesSeen(rangeText(entries), other)).toBe(0);
      }),
    );
  });

  it('reads LF and CRLF answers alike and is not fooled by lines that are not SUFFIX:COUNT', () => {
    fc.assert(
      fc.property(answer, fc.array(fc.string()), (entries, junk) => {
        const lines = [...junk.filter((j) => !j.includes(':')), ...rangeText(entries).split('\r\n')];
        for (const [s, count] of entries) expect(timesSeen(lines.join('\n'), s)).toBe(count);
      }),
    );
  });

  it('a password in the answer for its own prefix is seen; under another prefix it is not', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 1000 }), (password, count) => {
        const { suffix: s } = splitSha1(sha1(password));
        expect(timesSeen(rangeText([[s, count]]), splitSha1(sha1(password)).suffix)).toBe(count);
        expect(timesSeen(rangeText([[s, count]]), splitSha1(sha1(`${password}x`)).suffix)).toBe(0);
      }),
    );
  });
});
