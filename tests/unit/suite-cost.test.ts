/** costByFile (tooling/cli/suite-cost.ts, `npm run test:cost`): tests summed per file, costliest first. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { costByFile, type TestCost } from '../../tooling/cli/suite-cost';

const cost = fc.record({
  file: fc.constantFrom('browser/a.browser.test.ts', 'browser/b.browser.test.ts', 'stack/api.test.ts'),
  title: fc.string(),
  cpu: fc.double({ min: 0, max: 60, noNaN: true }),
  seconds: fc.double({ min: 0, max: 60, noNaN: true }),
});

describe('costByFile', () => {
  it('sums each file once, costliest first', () => {
    const tests: TestCost[] = [
      { file: 'x', title: '1', cpu: 1, seconds: 2 },
      { file: 'y', title: '1', cpu: 5, seconds: 1 },
      { file: 'x', title: '2', cpu: 3, seconds: 4 },
    ];
    expect(costByFile(tests)).toEqual([
      { file: 'y', tests: 1, cpu: 5, seconds: 1 },
      { file: 'x', tests: 2, cpu: 4, seconds: 6 },
    ]);
  });

  it('loses no test and no CPU second, and never puts a cheaper file first', () => {
    fc.assert(
      fc.property(fc.array(cost), (tests) => {
        const files = costByFile(tests);
        expect(files.reduce((n, f) => n + f.tests, 0)).toBe(tests.length);
        expect(files.reduce((s, f) => s + f.cpu, 0)).toBeCloseTo(
          tests.reduce((s, t) => s + t.cpu, 0),
          6,
        );
        expect(new Set(files.map((f) => f.file)).size).toBe(files.length);
        for (let i = 1; i < files.length; i++) expect(files[i - 1]!.cpu).toBeGreaterThanOrEqual(files[i]!.cpu);
      }),
    );
  });
});
