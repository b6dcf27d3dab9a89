// The CPU-seconds `npm test` reports (issue 59): a control group of its own (cpu-group.ts), else /proc/<pid>/stat children times.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { childrenCpuSeconds, processTicks, treeTicks, type ProcessTicks } from '../../tooling/cli/children-cpu';
import { cpuStatV2 } from '../../tooling/cli/cpu-group';

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

describe('treeTicks (npm run test:cost on a busy machine counts the suite only)', () => {
  it('sums the root and every process below it, and nothing beside it', () => {
    const procs: ProcessTicks[] = [
      { pid: 1, ppid: 0, ticks: 1000 },
      { pid: 10, ppid: 1, ticks: 5 },
      { pid: 11, ppid: 10, ticks: 7 },
      { pid: 12, ppid: 11, ticks: 11 },
      { pid: 20, ppid: 1, ticks: 300 },
      { pid: 13, ppid: 10, ticks: 2 },
    ];
    expect(treeTicks(procs, 10)).toBe(5 + 7 + 11 + 2);
    expect(treeTicks(procs, 11)).toBe(7 + 11);
    expect(treeTicks(procs, 99)).toBe(0);
  });

  it('on any forest: a tree is its root plus its children trees', () => {
    const forest = fc
      .array(fc.record({ parent: fc.nat(30), ticks: fc.nat(1000) }), { maxLength: 30 })
      // Process i + 1's parent is an earlier one (or 0, outside): no cycles, as Linux has none.
      .map((rows) => rows.map((r, i) => ({ pid: i + 1, ppid: r.parent % (i + 1), ticks: r.ticks })));
    fc.assert(
      fc.property(forest, fc.nat(30), (procs, root) => {
        const self = procs.find((p) => p.pid === root);
        const below = procs.filter((p) => p.ppid === root).reduce((n, c) => n + treeTicks(procs, c.pid), 0);
        expect(treeTicks(procs, root)).toBe(self ? self.ticks + below : 0);
      }),
    );
  });

  it('reads this very process: its own pid and parent', () => {
    const me = processTicks(readFileSync('/proc/self/stat', 'utf8'));
    expect(me).toMatchObject({ pid: process.pid, ppid: process.ppid });
    expect(me.ticks).toBeGreaterThanOrEqual(0);
  });
});

describe('cpu-report counts processes nobody waited for (issue 59)', () => {
  it('reads cgroup v2 cpu.stat by name', () => {
    expect(cpuStatV2('usage_usec 30\nuser_usec 20\nsystem_usec 10\nnr_periods 0\n')).toEqual({ user_usec: 20, system_usec: 10 });
  });

  it('an orphaned busy grandchild (as Chromium helpers end up) is in the figure, or the figure says it is a lower bound', () => {
    // The grandchild spends 1.5 CPU-s after its parent has exited without waiting for it.
    const out = execFileSync('npx', ['tsx', 'tooling/cli/cpu-report.ts', 'bash', 'tests/fixtures/cpu/orphan-busy.sh'], {
      encoding: 'utf8',
    });
    const [, total, counted] = /: (\d+) CPU-s \(user \d+, system \d+; ([^;]+);/.exec(out) ?? [];
    expect(counted, out).toBeDefined();
    if (counted === 'every process') expect(Number(total)).toBeGreaterThanOrEqual(1);
    else expect(counted).toBe('waited-for processes only: a lower bound');
  }, 60_000);
});
