import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAuInput, MAX_PHONE_DIGITS, toAuE164 } from '../../src/domain/phone-rules';
import { checkPhoneRegistration } from '../../src/actions/api/phone-registration';
import { HubError } from '../../src/errors/hub-error';
import type { ApiClient } from '../../src/services/types';

/** An API that records the isPhoneRegistered calls and answers `registered`. */
function recordingApi(registered: boolean): { api: ApiClient; paths: string[] } {
  const paths: string[] = [];
  const refuse = async (): Promise<never> => {
    throw new Error('not this call');
  };
  const api: ApiClient = {
    getPublic: async <T>(path: string) => {
      paths.push(path);
      return { isRegistered: registered } as T;
    },
    postPublic: refuse,
    getWithBearer: refuse,
    getWithToken: refuse,
    putWithBearer: refuse,
    postWithBearer: refuse,
    patchWithBearer: refuse,
    deleteWithBearer: refuse,
  };
  return { api, paths };
}

/** AU mobile numbers in the 040x-043x ranges, written in the ways people type them. */
const auMobile = fc
  .stringMatching(/^[0-3][0-9]{7}$/)
  .chain((rest) =>
    fc
      .constantFrom(
        `04${rest}`,
        `+614${rest}`,
        `614${rest}`.replace(/^/, '+'),
        `04${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`,
        `(04${rest.slice(0, 2)}) ${rest.slice(2)}`,
      )
      .map((typed) => [typed, `+614${rest}`] as const),
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

  it("the registration check refuses a non-AU number with 'Invalid phone number' and never asks the API", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('+1 202 555 0143', '+44 20 7946 0958', '+64 21 123 4567', '+33 6 12 34 56 78', '', 'abc', '04'),
        async (n) => {
          const { api, paths } = recordingApi(false);
          const failure = await checkPhoneRegistration(api, n).catch((e: unknown) => e);
          expect(failure).toBeInstanceOf(HubError);
          expect((failure as HubError).messageKey).toBe('hub.phone_invalid');
          expect(paths).toEqual([]);
        },
      ),
    );
  });

  it('the registration check asks the API with the E.164 number and passes its answer on', async () => {
    await fc.assert(
      fc.asyncProperty(auMobile, fc.boolean(), async ([typed, e164], registered) => {
        const { api, paths } = recordingApi(registered);
        expect(await checkPhoneRegistration(api, typed)).toEqual({ phone: e164, registered });
        expect(paths).toEqual([`/public/api/v1/auth/isPhoneRegistered?phone=${encodeURIComponent(e164)}`]);
      }),
      { numRuns: 30 },
    );
  });
});
