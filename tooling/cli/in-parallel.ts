/**
 * `tsx tooling/cli/in-parallel.ts <command> ...`: runs the commands two at a time (this project's
 * machines have two cores; type checks and lint are single-threaded), prints each one's output
 * whole once it ends, and fails when any failed. `npm test` runs its static checks, vitest and the
 * authoring suite through it: the studio's authoring file first (the longest, in a lane of its
 * own), the rest in the other lane in turn, new-brand's authoring file and the browser suites'
 * build last, so both lanes end about together.
 */
import { spawn } from 'node:child_process';

const LANES = 2;

interface Outcome {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

function run(command: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // npx-style: the project's own binaries come first on the PATH, as in an npm script.
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const queue = process.argv.slice(2);
if (queue.length === 0) {
  console.error('usage: tsx tooling/cli/in-parallel.ts "<command>" ["<command>" ...]');
  process.exit(2);
}
const failed: string[] = [];
async function lane(): Promise<void> {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
    const outcome = await run(command);
    console.log(`> ${outcome.command} (${outcome.seconds.toFixed(1)} s${outcome.code ? `, exit ${outcome.code}` : ''})`);
    if (outcome.output.trim()) console.log(outcome.output.trimEnd());
    if (outcome.code !== 0) failed.push(outcome.command);
  }
}
await Promise.all(Array.from({ length: LANES }, lane));
if (failed.length) {
  console.error(`failed: ${failed.join('; ')}`);
  process.exit(1);
}
