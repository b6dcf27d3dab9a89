// The shipped app compiles no schema at run time (no `new Function` in the built bundle), and it
// carries one environment only (npm run test:stack builds dist/ for the local stack right before
// this suite).
import { test, expect } from '../browser/support/fixtures';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectDocuments } from '../support/project';

const dist = resolve(import.meta.dirname, '../../dist');
const bundle = () =>
  readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, code: readFileSync(join(dist, 'assets', f), 'utf8') }));

test.describe('built bundle', () => {
  test('exists and contains no new Function / eval', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    for (const f of js) {
      const code = readFileSync(join(dist, 'assets', f), 'utf8');
      expect(code.match(/new Function\s*\(/g) ?? [], f).toEqual([]);
      expect(code.match(/\beval\s*\(/g) ?? [], f).toEqual([]);
    }
  });

  test('carries only the environment it was built for: no host or identity project of the others (issue 32)', () => {
    const environments = projectDocuments().environments;
    const others = (['production', 'staging'] as const)
      .flatMap((env) => [
        ...(Object.values(environments.hosts[env]) as string[]),
        environments.firebase[env].projectId,
        environments.firebase[env].authDomain,
        environments.firebase[env].apiKey,
      ])
      .filter((value) => value !== '');
    expect(others.length).toBeGreaterThan(10);
    for (const { f, code } of bundle())
      expect(
        others.filter((value) => code.includes(value)),
        f,
      ).toEqual([]);
    // The local block is there: the build is not simply empty of hosts.
    expect(bundle().some(({ code }) => code.includes(environments.firebase.local.projectId))).toBe(true);
  });
});
