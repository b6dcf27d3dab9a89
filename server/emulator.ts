// Runs the Firebase Auth Emulator, and with `hosting` the Hosting emulator serving dist/, as one
// child process group (or reuses an Auth Emulator already listening), so the whole stack can be
// started and stopped from code. Both read the generated firebase.json (tooling/build/firebase-config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { DEFAULT_APP_ORIGIN, EMULATOR_ORIGIN, PROJECT_ID, ROOT_DIR } from './config.js';

const LAZY_SCHEMAS = resolve(ROOT_DIR, 'server/emulator-lazy-schemas.cjs');

export interface EmulatorHandle {
  /** True when an emulator was already running and we only borrowed it. */
  readonly reused: boolean;
  stop(): Promise<void>;
}

export interface StartEmulatorOptions {
  log?: (line: string) => void;
  timeoutMs?: number;
  /** Also start the Hosting emulator, serving dist/ at DEFAULT_APP_ORIGIN as production hosting would. */
  hosting?: boolean;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** 'emulator' when the auth emulator answers, 'other' when something else holds the port. */
/**
 * What answers at the emulator's address. A probe that times out is asked again: the stack opens
 * the database beside the emulator, and PGlite's start holds this process's event loop for seconds
 * on a busy machine, so an unanswered probe is not yet a stranger on the port.
 */
async function probe(tries = 3): Promise<'emulator' | 'other' | 'none'> {
  const once = await probeOnce();
  if (once !== 'unsure') return once;
  return tries > 1 ? probe(tries - 1) : 'other';
}

async function probeOnce(): Promise<'emulator' | 'other' | 'none' | 'unsure'> {
  try {
    const res = await fetch(`${EMULATOR_ORIGIN}/`, { signal: AbortSignal.timeout(2000) });
    const body: unknown = await res.json().catch(() => null);
    const isEmulator = typeof body === 'object' && body !== null && 'authEmulator' in body;
    return isEmulator ? 'emulator' : 'other';
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED') return 'none';
    if ((error as Error).name === 'TimeoutError') return 'unsure';
    return 'other'; // garbage: a process is there but not ours
  }
}

/** True when something answers HTTP at the app origin (the Hosting emulator once it is ready). */
async function appAnswers(): Promise<boolean> {
  return fetch(`${DEFAULT_APP_ORIGIN}/`, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // negative pid: the whole detached process group
  } catch {
    // already gone
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<EmulatorHandle> {
  const log = options.log ?? (() => {});
  const state = await probe();
  if (state === 'emulator') {
    // One CLI runs both emulators; a borrowed Auth Emulator (npm start's) comes without Hosting.
    if (options.hosting && !(await appAnswers())) {
      throw new Error(`An Auth Emulator is already running at ${EMULATOR_ORIGIN} without the Hosting emulator: stop it (npm start) first`);
    }
    log(`Reusing the emulators already running at ${EMULATOR_ORIGIN}`);
    return { reused: true, stop: async () => {} };
  }
  if (state === 'other') throw new Error(`${EMULATOR_ORIGIN} is in use by something that is not the Auth Emulator`);

  const bin = resolve(ROOT_DIR, 'node_modules/.bin/firebase');
  const only = options.hosting ? 'auth,hosting' : 'auth';
  const child = spawn(bin, ['emulators:start', '--only', only, '--project', PROJECT_ID], {
    cwd: ROOT_DIR,
    // The API's schemas compiled on first use, not all at start (emulator-lazy-schemas.cjs says why).
    env: { ...process.env, CI: 'true', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require "${LAZY_SCHEMAS}"`.trim() },
    detached: true, // own process group, so stop() can kill the CLI and anything it spawned
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Last resort for exits that skip stop() (process.exit after a signal, crashes).
  const onParentExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onParentExit);

  const recent: string[] = [];
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      log(`[emulator] ${line}`);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);

  const stop = async () => {
    process.off('exit', onParentExit);
    killGroup(child, 'SIGTERM');
    if (!(await waitForExit(child, 10_000))) {
      killGroup(child, 'SIGKILL');
      await waitForExit(child, 5_000);
    }
    // The CLI may exit before its port is released; wait until it is free.
    const busy = async () => (await probe()) !== 'none' || (options.hosting === true && (await appAnswers()));
    for (let i = 0; i < 50 && (await busy()); i++) await sleep(100);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  log(`Starting the emulators: ${only} (takes a few seconds)...`);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      process.off('exit', onParentExit);
      throw new Error(`Emulators exited early (code ${child.exitCode}):\n${recent.join('\n')}`);
    }
    if ((await probe()) === 'emulator' && (!options.hosting || (await appAnswers()))) {
      log(`Auth Emulator ready at ${EMULATOR_ORIGIN}${options.hosting ? `, Hosting at ${DEFAULT_APP_ORIGIN}` : ''}`);
      return { reused: false, stop };
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`Emulators did not answer within ${options.timeoutMs ?? 120_000} ms:\n${recent.join('\n')}`);
}

/** Deletes every account in the emulator project (fast reset between runs). */
export async function resetEmulator(): Promise<void> {
  const res = await fetch(`${EMULATOR_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Resetting emulator accounts failed: ${res.status} ${await res.text()}`);
}
