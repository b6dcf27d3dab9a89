// The order migrations apply in must not depend on the order the filesystem lists them in:
// most list sorted, so only a shuffled listing shows a missing sort (issue 54).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { migrationOrder } from '../../server/db/migrate';

const name = fc
  .tuple(fc.integer({ min: 0, max: 999 }), fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/))
  .map(([n, words]) => `${String(n).padStart(3, '0')}-${words}.sql`);
const distinctNumbers = fc.uniqueArray(name, { selector: (f) => f.slice(0, 3), maxLength: 12 });

describe('migrationOrder', () => {
  it('applies by number, whatever order the folder was listed in', () => {
    fc.assert(
      fc.property(
        distinctNumbers.chain((files) => fc.tuple(fc.constant(files), fc.shuffledSubarray(files, { minLength: files.length }))),
        ([files, listed]) => {
          const ordered = migrationOrder(listed);
          expect(ordered).toHaveLength(files.length);
          expect(new Set(ordered)).toEqual(new Set(files));
          for (let i = 1; i < ordered.length; i++)
            expect(Number(ordered[i - 1]!.slice(0, 3))).toBeLessThan(Number(ordered[i]!.slice(0, 3)));
        },
      ),
    );
  });

  it('refuses two migrations with one number, naming both', () => {
    fc.assert(
      fc.property(distinctNumbers, name, name, (others, a, b) => {
        fc.pre(a !== b);
        const twin = `${a.slice(0, 3)}${b.slice(3)}`;
        fc.pre(twin !== a);
        const listed = [...others.filter((f) => f.slice(0, 3) !== a.slice(0, 3)), twin, a];
        expect(() => migrationOrder(listed)).toThrow(/two migrations share a number/);
        expect(() => migrationOrder(listed)).toThrow(new RegExp(a.replace(/[.-]/g, '\\$&')));
      }),
    );
  });

  it('ignores files that are not SQL and refuses a misnamed SQL file', () => {
    expect(migrationOrder(['README.md', '002-b.sql', '001-a.sql'])).toEqual(['001-a.sql', '002-b.sql']);
    expect(() => migrationOrder(['001-a.sql', 'add-table.sql'])).toThrow(/NNN-name\.sql, not add-table\.sql/);
  });
});
