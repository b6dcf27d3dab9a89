/**
 * `npm run test:cost`: what each stack and browser test file costs the machine (issue 24), as a
 * Playwright reporter. The suite runs on one worker, so the CPU time of the runner's process tree
 * while a test runs is that test's: the browser, the emulator, the API, the worker and the runner
 * together, which is what the two cores of `npm test` are short of. Only that tree is counted, not
 * the whole machine, so the figures hold while other work runs beside it (issue 59). Prints, per
 * file, CPU-s and seconds, most costly first, then the costliest tests.
 */
import { existsSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { processTreeCpuSeconds, ticksPerSecond } from './children-cpu';

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

const PER_SECOND = ticksPerSecond();
/** CPU seconds so far of the runner (this reporter's process) and everything it started. */
const suiteCpu = (): number => processTreeCpuSeconds(process.pid, PER_SECOND);

const fixed = (x: number, width: number): string => x.toFixed(1).padStart(width);

export default class SuiteCost implements Reporter {
  private readonly tests: TestCost[] = [];
  private testStart = 0;

  onBegin(): void {
    if (!existsSync('/proc/self/stat')) throw new Error('npm run test:cost reads the CPU time from /proc: it runs on Linux only');
  }

  onTestBegin(): void {
    this.testStart = suiteCpu();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*?\/tests\//, '');
    this.tests.push({ file, title: test.title, cpu: suiteCpu() - this.testStart, seconds: result.duration / 1000 });
  }

  onEnd(result: FullResult): void {
    // Since the runner started: the stack's start counts whether it ran before onBegin or after.
    const total = suiteCpu();
    const lines = [`\nsuite cost (${result.status}): ${fixed(total, 0)} CPU-s in all, stack start and workers included`];
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
