/** Issue 55 section 2: which ways in may be removed. Never the last one; a passkey counts as one. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canRemove,
  hasMethod,
  removableMethods,
  SIGN_IN_METHODS,
  waysInCount,
  withoutMethod,
  type WaysIn,
} from '../../src/domain/sign-in-methods';

const waysIn: fc.Arbitrary<WaysIn> = fc.record({
  password: fc.boolean(),
  google: fc.boolean(),
  phone: fc.boolean(),
  passkeys: fc.integer({ min: 0, max: 5 }),
});
const method = fc.constantFrom(...SIGN_IN_METHODS);

describe('removing a sign-in method', () => {
  it('never leaves the account without a way in, however many removals follow one another', () => {
    fc.assert(
      fc.property(waysIn, fc.array(method, { maxLength: 12 }), (start, asked) => {
        let w = start;
        for (const m of asked) if (canRemove(w, m)) w = withoutMethod(w, m);
        // An account that had a way in keeps one; removing only ever takes one away.
        expect(waysInCount(w)).toBeGreaterThanOrEqual(Math.min(1, waysInCount(start)));
      }),
    );
  });

  it('a method is removable exactly when the account has it and has another way in', () => {
    fc.assert(
      fc.property(waysIn, method, (w, m) => {
        expect(canRemove(w, m)).toBe(hasMethod(w, m) && waysInCount(w) >= 2);
      }),
    );
  });

  it('the last way in is never removable: only its own control is withheld', () => {
    fc.assert(
      fc.property(
        waysIn.filter((w) => waysInCount(w) === 1),
        (w) => {
          expect(removableMethods(w)).toEqual([]);
        },
      ),
    );
  });

  it('a passkey is a way in: Google or the phone goes while a passkey remains', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom('google' as const, 'phone' as const), (passkeys, m) => {
        const only = { password: false, google: m === 'google', phone: m === 'phone', passkeys: 0 };
        expect(canRemove(only, m)).toBe(false);
        expect(canRemove({ ...only, passkeys }, m)).toBe(true);
      }),
    );
  });

  it('adding a way in never makes a removable method unremovable', () => {
    fc.assert(
      fc.property(waysIn, method, method, (w, added, m) => {
        const more = added === 'passkeys' ? { ...w, passkeys: w.passkeys + 1 } : { ...w, [added]: true };
        if (canRemove(w, m)) expect(canRemove(more, m)).toBe(true);
      }),
    );
  });

  it('a method the account lacks is never offered for removal', () => {
    fc.assert(
      fc.property(waysIn, (w) => {
        for (const m of removableMethods(w)) expect(hasMethod(w, m)).toBe(true);
      }),
    );
  });
});
