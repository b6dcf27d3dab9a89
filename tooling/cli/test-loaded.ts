/**
 * `npm run test:loaded [-- <playwright test arguments>]`: the browser suites on a loaded machine,
 * two processes keeping two cores busy beside them, as when other work shares the machine (issue
 * 59: a take-over race showed only there). Arguments go on to `playwright test`; one naming an
 * existing file or folder replaces tests/browser. The busy processes end with the run whatever
 * happens: its end, a failure, Ctrl-C, or this process itself killed (each one stops once its
 * parent is gone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

const BUSY_PROCESSES = 2;
/** Spins; every ~1e8 turns it checks that the process that started it is still its parent. */
const SPIN = `const parent = process.ppid; for (;;) { for (let i = 0; i < 1e8; i++); if (process.ppid !== parent) process.exit(0); }`;

const args = process.argv.slice(2);
const paths = args.filter((a) => !a.startsWith('-') && existsSync(a));
const command = ['test', ...(paths.length ? [] : ['tests/browser']), ...args];

const busy: ChildProcess[] = Array.from({ length: BUSY_PROCESSES }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
const stopBusy = () => {
  for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.on('exit', stopBusy);

console.log(`${BUSY_PROCESSES} busy processes (pids ${busy.map((c) => c.pid).join(', ')}) beside: playwright ${command.join(' ')}`);
const run = spawn('playwright', command, { stdio: 'inherit' });
// Ctrl-C reaches playwright itself (one process group): this one waits for it to stop its stack.
// A TERM sent to this one alone is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => run.kill('SIGTERM'));
run.on('error', (error) => {
  console.error(`could not start playwright (run this through npm run test:loaded): ${error.message}`);
  process.exit(1);
});
run.on('close', (code, signal) => {
  stopBusy();
  process.exit(code ?? (signal ? 1 : 0));
});
