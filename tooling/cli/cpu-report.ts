/**
 * `tsx tooling/cli/cpu-report.ts <command>`: runs the command and then prints what it cost the
 * machine: CPU-seconds (user + system of every process it started, read from a control group of
 * its own, cpu-group.ts; where none can be made, from this process's children times in /proc, which
 * miss processes nobody waited for, so the figure is then called a lower bound) beside the
 * wall-clock seconds (issue 59). `npm test` runs
 * through it: CPU-seconds move much less than wall time when the machine is shared, so that is the
 * figure its budget is kept in (a report, not a failure: no test asserts on time).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CPU_BUDGET_SECONDS, childrenCpuSeconds, ticksPerSecond } from './children-cpu';
import { joinCpuGroup } from './cpu-group';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: tsx tooling/cli/cpu-report.ts <command>');
  process.exit(2);
}
const group = joinCpuGroup();
const started = Date.now();
const child = spawn(command, { shell: true, stdio: 'inherit' });
child.on('close', (code) => {
  let cpu = 'CPU-s unknown (no /proc)';
  try {
    const { user, system } = group?.seconds() ?? childrenCpuSeconds(readFileSync('/proc/self/stat', 'utf8'), ticksPerSecond());
    const total = user + system;
    const counted = group ? 'every process' : 'waited-for processes only: a lower bound';
    cpu = `${total.toFixed(0)} CPU-s (user ${user.toFixed(0)}, system ${system.toFixed(0)}; ${counted}; budget ${CPU_BUDGET_SECONDS}${total > CPU_BUDGET_SECONDS ? ', OVER' : ''})`;
  } catch {
    /* not Linux: the wall time alone */
  }
  group?.close();
  console.log(`\n${command}: ${cpu}, ${((Date.now() - started) / 1000).toFixed(0)} s wall`);
  process.exit(code ?? 1);
});
