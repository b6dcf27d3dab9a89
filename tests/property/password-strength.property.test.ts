/** Issue 55 section 4: the strength meter's state for an estimate (src/domain/password-strength.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STRENGTH_WORDS, strengthShown } from '../../src/domain/password-strength';

const score = fc.oneof(fc.integer({ min: -5, max: 10 }), fc.double({ noNaN: true, min: -5, max: 10 }));

describe('strengthShown', () => {
  it('shows nothing for an empty field or while the estimator loads', () => {
    fc.assert(
      fc.property(score, fc.nat(20), (s, min) => {
        expect(strengthShown('', s, min)).toEqual({ level: null });
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.nat(20), (p, min) => {
        expect(strengthShown(p, null, min)).toEqual({ level: null });
      }),
    );
  });

  it('always gives one of the five levels with its word for a typed password', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), score, fc.nat(20), (p, s, min) => {
        const shown = strengthShown(p, s, min);
        expect(shown.level).not.toBeNull();
        if (shown.level === null) return;
        expect([0, 1, 2, 3, 4]).toContain(shown.level);
        expect(shown.word).toBe(STRENGTH_WORDS[shown.level]);
      }),
    );
  });

  it('follows the score: a higher score never shows a lower level', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), score, score, (p, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = strengthShown(p, lo);
        const high = strengthShown(p, hi);
        expect(low.level ?? -1).toBeLessThanOrEqual(high.level ?? -1);
      }),
    );
  });

  it('never praises a password shorter than the field allows', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), score, (p, s) => {
        expect(strengthShown(p, s, p.length + 1).level).toBe(0);
        // At the minimum or above, the score alone decides.
        expect(strengthShown(p, s, p.length).level).toBe(strengthShown(p, s).level);
      }),
    );
  });
});
