/** A throw-away copy of the repository as a clean clone has it, sharing node_modules. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../support/project';

export interface CleanCopy {
  dir: string;
  /** Runs a command in the copy; returns its output, or throws with it. */
  run(cmd: string, args: string[]): string;
  remove(): void;
}

export function cleanCopy(prefix: string): CleanCopy {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  // The tracked files (and new ones not committed yet), no build output.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    try {
      cpSync(join(ROOT, f), join(dir, f));
    } catch {
      // deleted in the working tree but still listed by git
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    run(cmd, args) {
      try {
        return execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, FORCE_COLOR: '0' } });
      } catch (e) {
        const err = e as { stdout?: string; stderr?: string };
        throw new Error(`${cmd} ${args.join(' ')} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
