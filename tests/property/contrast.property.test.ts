import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio } from '../../src/brand/contrast';

const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('WCAG contrast ratio', () => {
  it('is symmetric, between 1 and 21, and 1 for a colour with itself', () => {
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const r = contrastRatio(a, b);
        expect(r).toBeCloseTo(contrastRatio(b, a), 10);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21.0001);
        expect(contrastRatio(a, a)).toBeCloseTo(1, 10);
      }),
    );
  });

  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
