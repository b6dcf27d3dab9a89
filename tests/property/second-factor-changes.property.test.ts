/** Issue 53 item 6: when a second-factor change needs a new sign-in, and when it ends phone sign-in. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endsPhoneSignIn } from '../../src/domain/second-factor-changes';
import { isRecentSignIn, RECENT_SIGN_IN_SECONDS } from '../../src/domain/recent-sign-in';

const WINDOW_MS = RECENT_SIGN_IN_SECONDS * 1000;
const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('recent sign-in', () => {
  it('a sign-in at most the window old is recent; one older is not', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 10 * WINDOW_MS }), (signedIn, age) => {
        expect(isRecentSignIn(signedIn, signedIn + age)).toBe(age <= WINDOW_MS);
      }),
    );
  });

  it('a sign-in ahead of this clock is recent; an unknown one never is', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: WINDOW_MS * 10 }), (now, ahead) => {
        expect(isRecentSignIn(now + ahead, now)).toBe(true);
        expect(isRecentSignIn(null, now)).toBe(false);
        expect(isRecentSignIn(Number.NaN, now)).toBe(false);
      }),
    );
  });

  it('the window is five minutes, as Firebase and the merge use', () => {
    expect(isRecentSignIn(0, 5 * 60_000)).toBe(true);
    expect(isRecentSignIn(0, 5 * 60_000 + 1)).toBe(false);
  });
});

describe('phone sign-in ended by a second factor', () => {
  const phone = fc.option(fc.stringMatching(/^\+61[0-9]{9}$/), { nil: null });
  it('ends exactly when the account signs in by phone and has no second factor yet, whatever number is enrolled', () => {
    fc.assert(
      fc.property(phone, fc.option(fc.boolean(), { nil: undefined }), (phoneNumber, hasSecondFactor) => {
        expect(endsPhoneSignIn({ phoneNumber, hasSecondFactor })).toBe(phoneNumber !== null && hasSecondFactor !== true);
      }),
    );
  });
});
