/** followPrefill (src/flow/flow-machine.ts): a form's values when the data it was prefilled from changes. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { followPrefill } from '../../src/flow/flow-machine';

const FIELDS = ['name', 'email', 'phone'] as const;
const values = fc.dictionary(fc.constantFrom(...FIELDS), fc.constantFrom('', 'a', 'b', 'c@example.com'));

describe('followPrefill', () => {
  it('a field left as prefilled takes the new value (or empties); a field the person edited keeps their text', () => {
    fc.assert(
      fc.property(values, values, values, fc.subarray([...FIELDS]), (before, after, typed, edited) => {
        // The form: the old prefill, with the person's text in the fields they edited.
        const data: Record<string, unknown> = { ...before };
        for (const f of edited) data[f] = typed[f] ?? '';
        const out = followPrefill(data, before, after);
        for (const f of FIELDS) {
          const untouched = (data[f] ?? '') === (before[f] ?? '');
          expect(out[f] ?? '', f).toBe(untouched ? (after[f] ?? '') : data[f]);
        }
      }),
    );
  });

  it('an address removed from the account leaves the untouched email field empty', () => {
    expect(followPrefill({ email: 'a@example.com' }, { email: 'a@example.com' }, {})).toEqual({});
  });
});
