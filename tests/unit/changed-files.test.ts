/**
 * Which documents changed since the last commit, as git tells validate (issue 58): a conflict
 * between a changed file and an unchanged one is told at the changed one first.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedFiles } from '../../validate/changed-files';
import { validateProject } from '../../validate/validate-project';
import { formatIssue } from '../../validate/config-issue';
import { ROOT } from '../support/project';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the config folders, committed in a repository of its own (or, with git false, in none). */
function project(git: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'hub-changed-'));
  dirs.push(dir);
  for (const d of ['brands', 'flows', 'schemas']) cpSync(join(ROOT, d), join(dir, d), { recursive: true });
  if (git) {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    run('init', '-q');
    run('add', '.');
    run('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'base');
  }
  return dir;
}

function edit(dir: string, file: string, change: (doc: Record<string, unknown>) => void): void {
  const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  change(doc);
  writeFileSync(join(dir, file), `${JSON.stringify(doc, null, 2)}\n`);
}

describe('changedFiles', () => {
  it('lists documents edited, staged or new since the last commit, and nothing outside git', () => {
    const dir = project(true);
    expect(changedFiles(dir)).toEqual([]);
    edit(dir, 'brands/elumen/brand.json', (d) => (d.font = 'Roboto'));
    edit(dir, 'flows/sign-in.json', (d) => (d.layout = 'plain'));
    execFileSync('git', ['add', 'flows/sign-in.json'], { cwd: dir });
    cpSync(join(dir, 'brands/plexus'), join(dir, 'brands/nova'), { recursive: true });
    expect(changedFiles(dir).sort()).toEqual(
      [
        'brands/elumen/brand.json',
        'flows/sign-in.json',
        'brands/nova/brand.json',
        'brands/nova/favicon.svg',
        'brands/nova/logo-white.svg',
        'brands/nova/logo.svg',
      ].sort(),
    );
    expect(changedFiles(project(false))).toEqual([]);
  });

  it('npm run validate names the brand edited to return on logout first, then the one that already did', () => {
    const dir = project(true);
    edit(dir, 'brands/elumen/brand.json', (d) => (d.logoutReturnsToBrand = true));
    const lines = validateProject(dir).issues.map(formatIssue);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^brands\/elumen\/brand\.json:\d+:3 \(logoutReturnsToBrand\) and brands\/plexus\/brand\.json:\d+:3 \(logoutReturnsToBrand\): only one brand/,
    );
  });
});
