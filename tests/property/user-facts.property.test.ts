/**
 * The one vocabulary of facts about the signed-in person (src/domain/user-facts.ts): what a userFlag
 * chip, a block's `when` (issue 56 item 5) and a checklist's words about the
 * person read.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { factHolds, userFact, userFacts } from '../../src/domain/user-facts';

const someone = fc.record({
  displayName: fc.option(fc.string(), { nil: null }),
  email: fc.option(fc.emailAddress(), { nil: null }),
  emailVerified: fc.boolean(),
  phoneNumber: fc.option(fc.string(), { nil: null }),
});
const present = (v: string | null) => v !== null && v.length > 0;

describe('user facts', () => {
  it('emailVerified is the account flag; phoneLinked holds exactly when the account has a number', () => {
    fc.assert(
      fc.property(someone, (user) => {
        expect(userFact(user, 'emailVerified')).toBe(user.emailVerified);
        expect(userFact(user, 'phoneLinked')).toBe(present(user.phoneNumber));
      }),
    );
  });

  it('with an email, exactly one of emailVerified and emailNotVerified holds (the way to verify, or what waits for it)', () => {
    fc.assert(
      fc.property(someone, (p) => {
        const shown = [userFact(p, 'emailVerified'), userFact(p, 'emailNotVerified')].filter(Boolean).length;
        expect(shown).toBe(p.email === null && !p.emailVerified ? 0 : 1);
      }),
    );
  });

  it("a checklist's missing words hold exactly when the record lacks the field", () => {
    fc.assert(
      fc.property(someone, (user) => {
        const facts = userFacts(user);
        expect(factHolds(facts, 'missingName')).toBe(!present(user.displayName));
        expect(factHolds(facts, 'missingEmail')).toBe(!present(user.email));
        expect(factHolds(facts, 'missingPhone')).toBe(!present(user.phoneNumber));
      }),
    );
  });

  it('nobody signed in holds no fact', () => {
    for (const fact of ['emailVerified', 'emailNotVerified', 'phoneLinked', 'missingName', 'missingEmail', 'missingPhone'] as const) {
      expect(userFact(null, fact)).toBe(false);
      expect(userFact(undefined, fact)).toBe(false);
      expect(factHolds(null, fact)).toBe(false);
    }
  });
});
