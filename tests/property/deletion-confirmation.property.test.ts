/**
 * Issue 55: the deletion page's confirmation names the signed-in account and nothing else. The
 * oracles: an address is the same in any case and with spaces around it; an AU number typed with
 * its country code or as a national number, grouped as the phone field shows it (formatAuInput).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { confirmsAccount } from '../../src/domain/deletion-confirmation';
import { formatAuInput } from '../../src/domain/phone-rules';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const mobile = digits(8).map((d) => `+614${d}`);
const spaces = fc.constantFrom('', ' ', '  ', '\t');
/** Each letter in upper or lower case. */
const anyCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));

describe('confirmsAccount', () => {
  it('an account with an email: its address in any case, with spaces around, confirms; any other address does not, nor its phone number', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().chain((email) => fc.record({ email: fc.constant(email), typed: anyCase(email), before: spaces, after: spaces })),
        fc.emailAddress(),
        mobile,
        ({ email, typed, before, after }, other, phone) => {
          const account = { email, phoneNumber: phone };
          expect(confirmsAccount(`${before}${typed}${after}`, account)).toBe(true);
          if (other.toLowerCase() !== email.toLowerCase()) expect(confirmsAccount(other, account)).toBe(false);
          expect(confirmsAccount(phone, account)).toBe(false);
          expect(confirmsAccount(before + after, account)).toBe(false);
        },
      ),
    );
  });

  it('a phone-only account: its number with +61 or as 04..., grouped or not, confirms; another number or an address does not', () => {
    fc.assert(
      fc.property(mobile, mobile, fc.emailAddress(), fc.boolean(), spaces, (e164, other, email, grouped, pad) => {
        const account = { email: null, phoneNumber: e164 };
        const national = `0${e164.slice(3)}`;
        for (const typed of [e164, national])
          expect(confirmsAccount(`${pad}${grouped ? formatAuInput(typed) : typed}${pad}`, account)).toBe(true);
        if (other !== e164) expect(confirmsAccount(other, account)).toBe(false);
        expect(confirmsAccount(email, account)).toBe(false);
        expect(confirmsAccount(pad, account)).toBe(false);
      }),
    );
  });

  it('an account with neither is never confirmed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(confirmsAccount(typed, { email: null, phoneNumber: null })).toBe(false);
      }),
    );
  });
});
