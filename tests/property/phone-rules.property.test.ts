import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAuInput, MAX_PHONE_DIGITS, toAuE164 } from '../../src/flow/phone-rules';

/** AU mobile numbers in the 040x-043x ranges, written in the ways people type them. */
const auMobile = fc.stringMatching(/^[0-3][0-9]{7}$/).chain((rest) =>
  fc.constantFrom(`04${rest}`, `+614${rest}`, `614${rest}`.replace(/^/, '+'), `04${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`, `(04${rest.slice(0, 2)}) ${rest.slice(2)}`).map((typed) => [typed, `+614${rest}`] as const),
);

describe('AU phone rules (spec 5)', () => {
  it('any way of typing an AU mobile gives the same E.164 number', () => {
    fc.assert(
      fc.property(auMobile, ([typed, e164]) => {
        expect(toAuE164(typed)).toBe(e164);
      }),
    );
  });

  it('numbers of other regions are refused', () => {
    for (const n of ['+1 202 555 0143', '+44 20 7946 0958', '+64 21 123 4567', '+33 6 12 34 56 78']) expect(toAuE164(n)).toBeNull();
  });

  it('garbage is refused and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const out = toAuE164(s);
        if (out !== null) expect(out).toMatch(/^\+61[0-9]{8,9}$/);
      }),
    );
  });

  it('the input formatter keeps at most 15 digits, only digits, spaces, brackets and a leading +', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const out = formatAuInput(s);
        expect(out.replace(/\D/g, '').length).toBeLessThanOrEqual(MAX_PHONE_DIGITS);
        expect(out).toMatch(/^\+?[0-9 ()-]*$/);
        expect(out.replace(/\D/g, '')).toBe(s.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS));
      }),
    );
    expect(formatAuInput('0412345678')).toBe('0412 345 678');
  });
});
