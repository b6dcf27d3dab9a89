/** userFact (src/domain/user-facts.ts): the facts a userFlag chip and a button's doneWhen read. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { userFact } from '../../src/domain/user-facts';

const someone = fc.record({ emailVerified: fc.boolean(), phoneNumber: fc.option(fc.string(), { nil: null }) });

describe('userFact', () => {
  it('emailVerified is the account flag; phoneLinked holds exactly when the account has a number', () => {
    fc.assert(
      fc.property(someone, (user) => {
        expect(userFact(user, 'emailVerified')).toBe(user.emailVerified);
        expect(userFact(user, 'phoneLinked')).toBe(user.phoneNumber !== null && user.phoneNumber.length > 0);
      }),
    );
  });

  it('nobody signed in holds no fact', () => {
    expect(userFact(null, 'emailVerified')).toBe(false);
    expect(userFact(undefined, 'phoneLinked')).toBe(false);
  });
});
