/**
 * Issue 31: a stored number reads the same on every screen. The oracle is the phone field's own
 * formatter (libphonenumber-js's AU formatting of the number typed as the placeholder shows it).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayPhone } from '../../src/domain/phone-display';
import { formatAuInput, toAuE164 } from '../../src/domain/phone-rules';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('displayPhone', () => {
  it('shows an AU mobile or geographic number as the phone field shows it typed with +61, and it reads back to the same number', () => {
    const stored = fc.oneof(
      digits(8).map((d) => `+614${d}`),
      fc.tuple(fc.constantFrom('2', '3', '7', '8'), digits(8)).map(([area, d]) => `+61${area}${d}`),
    );
    fc.assert(
      fc.property(stored, (e164) => {
        const shown = displayPhone(e164);
        expect(shown).toBe(formatAuInput(e164));
        expect(shown).not.toBe(e164);
        if (toAuE164(e164)) expect(toAuE164(shown)).toBe(e164);
      }),
    );
  });

  it('leaves everything else as it is: other countries, masked numbers, empty, odd lengths', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits(9).map((d) => `+64${d}`),
          digits(4).map((d) => `+*******${d}`),
          digits(7).map((d) => `+614${d}`),
          fc.constant(''),
          fc.string(),
        ),
        (other) => {
          fc.pre(!/^\+61(4\d{8}|[2378]\d{8})$/.test(other));
          expect(displayPhone(other)).toBe(other);
        },
      ),
    );
  });
});
