/** A throw-away copy of the repository as a clean clone has it, sharing node_modules, and what runs on it. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { ROOT } from '../support/project';
import { copyProject } from '../../tooling/cli/project-copy';
import { ensureTemplate, TEMPLATE_DIR } from '../../server/db/data-folder';

export interface CleanCopy {
  dir: string;
  /** The copy's default white-label origin (its hosts.local.baseUrl), where its dev server or Hosting emulator listens. */
  app: string;
  /** The port of the copy's demo brand apps. */
  brandAppsPort: number;
  /** Runs a command in the copy; returns its output, or throws with it. */
  run(cmd: string, args: string[]): string;
  remove(): void;
}

/**
 * Moves the copy's local environment (hosts.local and the Auth Emulator's address) to the standard
 * ports plus `shift`, and gives it a demo project of its own, as a person would to run a second
 * stack: it runs beside a person's `npm start`, the browser suites' stack and other copies.
 * Everything else follows the copy's brands/environments.json.
 */
function moveLocalStack(dir: string, shift: number): { app: string; brandAppsPort: number } {
  const file = join(dir, 'brands/environments.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    firebase: { local: { projectId: string; authEmulatorUrl: string } };
    hosts: { local: Record<string, string> };
  };
  const moved = (address: string): string => {
    const url = new URL(address);
    if (!url.port) return address;
    url.port = String(Number(url.port) + shift);
    return url.href.replace(/\/$/, '');
  };
  const local = doc.hosts.local;
  for (const [key, value] of Object.entries(local)) if (/^https?:\/\//.test(value)) local[key] = moved(value);
  doc.firebase.local.authEmulatorUrl = moved(doc.firebase.local.authEmulatorUrl);
  doc.firebase.local.projectId = `${doc.firebase.local.projectId}-copy${shift}`;
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  return { app: new URL(local.baseUrl!).origin, brandAppsPort: Number(new URL(local.plexusFrontendUrl!).port) };
}

/**
 * A clean copy whose local stack listens on the standard ports plus `portShift`: each copy that
 * starts a stack takes a shift of its own (the dev copy 10: app 5183, API 8797, brand apps 8798,
 * Auth Emulator 9109; new-brand 20), so the authoring files run at once.
 * The copy is given this checkout's initialised PGlite template (made here first if missing), so
 * its stack's first start copies it instead of running initdb again: ~10 CPU-s and tens of
 * seconds on a busy machine per copy (issue 59); what the copy's database then holds is the same.
 */
export async function cleanCopy(prefix: string, portShift: number): Promise<CleanCopy> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  copyProject(ROOT, dir);
  await ensureTemplate();
  cpSync(TEMPLATE_DIR, join(dir, relative(ROOT, TEMPLATE_DIR)), { recursive: true });
  return {
    dir,
    ...moveLocalStack(dir, portShift),
    run(cmd, args) {
      try {
        return execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, FORCE_COLOR: '0' } });
      } catch (e) {
        const err = e as { stdout?: string; stderr?: string };
        throw new Error(`${cmd} ${args.join(' ')} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`, { cause: e });
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A dev server started by startDevServer. */
export interface CopyDevServer {
  readonly server: ViteDevServer;
  /** Its warnings and errors so far (it prints nothing): for the message of a page that did not start. */
  log(): string[];
}

/** Vite's dev server on the copy, as `npm start` runs it (mode stack), listening on port. */
export async function startDevServer(dir: string, port: number): Promise<CopyDevServer> {
  const lines: string[] = [];
  const keep = (level: string) => (msg: string) => {
    lines.push(`vite ${level}: ${msg.slice(0, 500)}`);
    if (lines.length > 40) lines.shift();
  };
  const logger = createLogger('silent');
  Object.assign(logger, { warn: keep('warning'), warnOnce: keep('warning'), error: keep('error') });
  const server = await createServer({
    root: dir,
    configFile: join(dir, 'vite.config.ts'),
    mode: 'stack',
    customLogger: logger,
    // Its own optimised-dependency cache, in the copy: the copy links the project's node_modules,
    // where Vite keeps it by default, and another dev server on the project (a unit test's, a
    // person's `npm start`) could re-bundle it under this one's feet.
    cacheDir: join(dir, '.vite-cache'),
    server: { port, strictPort: true, host: 'localhost' },
  });
  await server.listen();
  return { server, log: () => [...lines] };
}

export interface CopyStack {
  stop(): Promise<void>;
}

/** The copy's local stack (`server/main.ts` with args) on the copy's ports; resolves once its output holds ready. */
export function startCopyStack(dir: string, args: string[], ready: string): Promise<CopyStack> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(join(dir, 'node_modules/.bin/tsx'), ['server/main.ts', ...args], {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stop = async (): Promise<void> => {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once('exit', r));
      // The whole process group: tsx, the server and the emulator it started.
      process.kill(-child.pid, 'SIGINT');
      await exited;
    };
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(ready)) resolve({ stop });
    });
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`the stack exited (${String(code)}):\n${out}`)));
  });
}
