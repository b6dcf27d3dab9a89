// The CPU-seconds `npm test` reports (issue 59) are read from /proc/<pid>/stat's children times.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { childrenCpuSeconds } from '../../tooling/cli/children-cpu';

/** A stat line as Linux writes it: pid (comm) state, then fields 4..52; cutime is field 16, cstime 17. */
function statLine(comm: string, cutime: number, cstime: number): string {
  const fields = Array.from({ length: 49 }, (_, i) => String(i + 4));
  fields[16 - 4] = String(cutime);
  fields[17 - 4] = String(cstime);
  return `4242 (${comm}) S ${fields.join(' ')}`;
}

describe('childrenCpuSeconds', () => {
  it('reads the children user and system ticks, whatever the command name holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 15 }), fc.nat(10_000_000), fc.nat(10_000_000), (comm, u, s) => {
        expect(childrenCpuSeconds(statLine(comm, u, s), 100)).toEqual({ user: u / 100, system: s / 100 });
      }),
    );
  });

  it('reads this very process: a number of seconds, not NaN', () => {
    const read = childrenCpuSeconds(readFileSync('/proc/self/stat', 'utf8'), 100);
    expect(Number.isFinite(read.user) && Number.isFinite(read.system)).toBe(true);
  });
});
