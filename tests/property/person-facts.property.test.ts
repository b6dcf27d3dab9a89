/**
 * A block's `when` (src/domain/person-facts.ts, issue 56 item 5): a person with an email sees
 * either the way to verify it or the step that waits for it, never both and never neither; a
 * person not signed in sees neither.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { personHolds } from '../../src/domain/person-facts';

const person = fc.record({ email: fc.option(fc.emailAddress(), { nil: null }), emailVerified: fc.boolean() });

describe('person facts', () => {
  it('with an email, exactly one of emailVerified and emailNotVerified holds', () => {
    fc.assert(
      fc.property(person, (p) => {
        const shown = [personHolds('emailVerified', p), personHolds('emailNotVerified', p)].filter(Boolean).length;
        expect(shown).toBe(p.email === null && !p.emailVerified ? 0 : 1);
      }),
    );
  });

  it('no one signed in holds no fact', () => {
    expect(personHolds('emailVerified', null)).toBe(false);
    expect(personHolds('emailNotVerified', null)).toBe(false);
  });
});
