/**
 * `npm run test:cost`: what each stack and browser test file costs the machine (issue 24), as a
 * Playwright reporter. The suite runs on one worker, so the machine's CPU time while a test runs
 * is that test's: the browser, the emulator, the API and the runner together, which is what the
 * two cores of `npm test` are short of. Prints, per file, machine CPU-s and seconds, most costly
 * first, then the costliest tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** One test's cost: machine CPU seconds and wall seconds while it ran. */
export interface TestCost {
  file: string;
  title: string;
  cpu: number;
  seconds: number;
}

export interface FileCost {
  file: string;
  tests: number;
  cpu: number;
  seconds: number;
}

/** Per file, summed, costliest first (ties by name, so the order is stable). */
export function costByFile(tests: readonly TestCost[]): FileCost[] {
  const files = new Map<string, FileCost>();
  for (const t of tests) {
    const f = files.get(t.file) ?? { file: t.file, tests: 0, cpu: 0, seconds: 0 };
    f.tests += 1;
    f.cpu += t.cpu;
    f.seconds += t.seconds;
    files.set(t.file, f);
  }
  return [...files.values()].sort((a, b) => b.cpu - a.cpu || a.file.localeCompare(b.file));
}

/** The machine's busy CPU seconds so far (/proc/stat: all cores, idle and iowait left out). */
function machineCpu(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = ticks.map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

const fixed = (x: number, width: number): string => x.toFixed(1).padStart(width);

export default class SuiteCost implements Reporter {
  private readonly tests: TestCost[] = [];
  private startedAt = 0;
  private testStart = 0;

  onBegin(): void {
    if (!existsSync('/proc/stat')) throw new Error('npm run test:cost reads the CPU time from /proc/stat: it runs on Linux only');
    this.startedAt = machineCpu();
  }

  onTestBegin(): void {
    this.testStart = machineCpu();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*?\/tests\//, '');
    this.tests.push({ file, title: test.title, cpu: machineCpu() - this.testStart, seconds: result.duration / 1000 });
  }

  onEnd(result: FullResult): void {
    const total = machineCpu() - this.startedAt;
    const lines = [`\nsuite cost (${result.status}): ${fixed(total, 0)} machine CPU-s in all, stack start and workers included`];
    lines.push('  CPU-s       s  tests  file');
    for (const f of costByFile(this.tests))
      lines.push(`${fixed(f.cpu, 7)} ${fixed(f.seconds, 7)} ${String(f.tests).padStart(6)}  ${f.file}`);
    lines.push('\ncostliest tests (CPU-s, s):');
    for (const t of [...this.tests].sort((a, b) => b.cpu - a.cpu).slice(0, 15))
      lines.push(`${fixed(t.cpu, 6)} ${fixed(t.seconds, 6)}  ${t.file} > ${t.title.slice(0, 100)}`);
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
