/**
 * The documents changed since the last commit (edited, staged or new), by path from the project
 * root, as git tells them: a conflict between a changed file and an unchanged one is told at the
 * changed one first (a copied brand folder, not the brand it was copied from). Node only; outside
 * a git work tree, or without git, nothing is known to have changed.
 */
import { execFileSync } from 'node:child_process';

/** The folders documents live in. */
const DOCUMENT_DIRS = ['brands', 'flows', 'schemas'];

/** NUL-separated paths git prints (relative to root with --relative and cwd root). */
function gitPaths(root: string, args: string[]): string[] {
  const out = execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return out.split('\0').filter(Boolean);
}

export function changedFiles(root: string): string[] {
  try {
    return [
      ...gitPaths(root, ['diff', '--name-only', '-z', '--relative', 'HEAD', '--', ...DOCUMENT_DIRS]),
      ...gitPaths(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...DOCUMENT_DIRS]),
    ];
  } catch {
    return [];
  }
}
