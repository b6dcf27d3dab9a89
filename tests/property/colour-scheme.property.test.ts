// The colour scheme rule (issue 28, src/domain/colour-scheme.ts): a kept pick of light or dark
// forces it, anything else follows the system, and a white-label without a dark scheme is light.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readSchemeChoice, schemeAttribute, SCHEME_CHOICES } from '../../src/domain/colour-scheme';

describe('colour scheme', () => {
  it('only "light" and "dark" are kept picks; any other stored value is the system', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('light', 'dark', 'Dark', ' dark', 'system')), (stored) => {
        const choice = readSchemeChoice(stored);
        expect(SCHEME_CHOICES).toContain(choice);
        expect(choice).toBe(stored === 'light' || stored === 'dark' ? stored : 'system');
      }),
    );
    expect(readSchemeChoice(null)).toBe('system');
  });

  it('a pick forces its scheme, System leaves it to the system, and a light-only white-label is always light', () => {
    for (const choice of SCHEME_CHOICES) {
      expect(schemeAttribute(choice, false)).toBe('light');
      expect(schemeAttribute(choice, true)).toBe(choice === 'system' ? null : choice);
    }
  });
});
