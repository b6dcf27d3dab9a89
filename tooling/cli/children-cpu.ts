// What the processes a command started cost the machine, as Linux counts it (issue 59).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
/** The suite's budget (issue 59): what a quiet 2-core machine should spend on `npm test`. */
export const CPU_BUDGET_SECONDS = 400;

/** Clock ticks per second, as /proc counts CPU time. */
export function ticksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** User and system CPU-seconds of the waited-for children, from /proc/<pid>/stat (fields 16 and 17, in clock ticks). */
export function childrenCpuSeconds(stat: string, ticksPerSecond: number): { user: number; system: number } {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { user: field(16) / ticksPerSecond, system: field(17) / ticksPerSecond };
}

/** One process's line of /proc/<pid>/stat, as far as a process tree's CPU needs it. */
export interface ProcessTicks {
  pid: number;
  ppid: number;
  /** Its own user and system ticks plus those of the children it has waited for. */
  ticks: number;
}

export function processTicks(stat: string): ProcessTicks {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { pid: Number(stat.slice(0, stat.indexOf(' ('))), ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
}

/**
 * The ticks of `root` and every process below it. A child that ends moves its ticks into its
 * parent's waited-for children's, so the sum keeps what ended as long as its parent is in the tree.
 */
export function treeTicks(processes: readonly ProcessTicks[], root: number): number {
  const children = new Map<number, ProcessTicks[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let total = 0;
  const seen = new Set<number>();
  const stack = processes.filter((p) => p.pid === root);
  for (let p = stack.pop(); p; p = stack.pop()) {
    if (seen.has(p.pid)) continue;
    seen.add(p.pid);
    total += p.ticks;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return total;
}

/** CPU-seconds of `root` and every process below it now, read from /proc (Linux only). */
export function processTreeCpuSeconds(root: number, perSecond: number): number {
  const processes: ProcessTicks[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.push(processTicks(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // Ended between the listing and the read: its ticks are now its parent's.
    }
  }
  return treeTicks(processes, root) / perSecond;
}
