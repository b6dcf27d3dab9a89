/**
 * A copy of the project as a clean clone has it: the files git tracks or would track (new ones
 * not yet committed too, so the copy builds what the working tree builds), no build output,
 * node_modules linked. Used by the bench's variant builds and the authoring tests.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

export function copyProject(root: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    // A worktree's node_modules may be a symlink, which git lists as an untracked file.
    .filter((f) => f && f !== 'node_modules' && existsSync(join(root, f)));
  for (const f of files) cpSync(join(root, f), join(dir, f), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
}
