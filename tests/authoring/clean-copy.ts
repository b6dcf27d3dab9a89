/** A throw-away copy of the repository as a clean clone has it, sharing node_modules. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/project';
import { copyProject } from '../../scripts/project-copy';

export interface CleanCopy {
  dir: string;
  /** Runs a command in the copy; returns its output, or throws with it. */
  run(cmd: string, args: string[]): string;
  remove(): void;
}

export function cleanCopy(prefix: string): CleanCopy {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  copyProject(ROOT, dir);
  return {
    dir,
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
