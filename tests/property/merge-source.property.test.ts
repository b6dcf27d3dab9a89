// The local API's merge takes the account it folds away only from a fresh phone sign-in (issue 32).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMergeSource } from '../../server/merge';
import { RECENT_SIGN_IN_SECONDS } from '../../src/domain/recent-sign-in';

const token = (provider: string, authTime: number) => ({ auth_time: authTime, firebase: { sign_in_provider: provider, identities: {} } });
const NOW = 1_800_000_000;

describe('merge source token', () => {
  it('a phone sign-in within the window is taken, however recent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: RECENT_SIGN_IN_SECONDS }), (age) => {
        expect(() => checkMergeSource(token('phone', NOW - age), NOW)).not.toThrow();
      }),
    );
  });

  it('an older phone sign-in is refused with what to do', () => {
    fc.assert(
      fc.property(fc.integer({ min: RECENT_SIGN_IN_SECONDS + 1, max: 10 * 365 * 86400 }), (age) => {
        expect(() => checkMergeSource(token('phone', NOW - age), NOW)).toThrow(
          'fromUserIdToken: the phone sign-in is too old; sign in with a new code',
        );
      }),
    );
  });

  it('any other way of signing in is refused, fresh or not', () => {
    const provider = fc.oneof(fc.constantFrom('password', 'google.com', 'custom', 'emailLink', 'anonymous', 'Phone', ''), fc.string());
    fc.assert(
      fc.property(
        provider.filter((p) => p !== 'phone'),
        fc.integer({ min: 0, max: RECENT_SIGN_IN_SECONDS }),
        (p, age) => {
          expect(() => checkMergeSource(token(p, NOW - age), NOW)).toThrow('fromUserIdToken: must come from a phone sign-in');
        },
      ),
    );
  });

  it('a sign-in time that is not a number is refused', () => {
    expect(() => checkMergeSource(token('phone', Number.NaN), NOW)).toThrow(/too old/);
  });
});
