import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio } from '../../src/brand/contrast';
import { logoOn } from '../../src/brand/logo-on';
import { projectDocuments } from '../support/project';

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

describe('whiteLogo on dark surfaces (spec 1)', () => {
  const brand = { logoUrl: 'logo.svg', whiteLogoUrl: 'logo-white.svg' };

  it('the white logo exactly where white keeps 3:1 on the surface, and darker never loses it', () => {
    fc.assert(
      fc.property(colour, (surface) => {
        const white = contrastRatio('#ffffff', surface) >= 3;
        expect(logoOn(brand, surface)).toBe(white ? 'logo-white.svg' : 'logo.svg');
      }),
    );
    expect(logoOn(brand, '#000000')).toBe('logo-white.svg');
    expect(logoOn(brand, '#ffffff')).toBe('logo.svg');
  });

  it('a brand with white text on its primary colour draws its white logo there (the dashboard footer band)', () => {
    const base = projectDocuments().brandBase.theme;
    let checked = 0;
    for (const brand of Object.values(projectDocuments().brands)) {
      const theme = { ...base, ...brand.theme };
      if (theme.onPrimary.toLowerCase() !== '#ffffff') continue;
      checked += 1;
      expect(logoOn({ logoUrl: 'l', whiteLogoUrl: 'w' }, theme.primary), brand.brand).toBe('w');
    }
    expect(checked).toBeGreaterThan(0);
  });
});
