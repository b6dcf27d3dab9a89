import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, projectDocuments } from '../support/project';
import { validateProject } from '../../scripts/validate-config';
import { formatIssue } from '../../src/config/config-issue';
import { ACTION_NAMES } from '../../src/actions/registry';

/** A copy of the config folders in a temp dir, to break on purpose. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hub-config-'));
  for (const d of ['brands', 'flows', 'schemas']) cpSync(join(ROOT, d), join(dir, d), { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (doc: Record<string, unknown>) => void): void {
  const path = join(dir, file);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(doc);
  writeFileSync(path, JSON.stringify(doc));
}

describe('config documents', () => {
  it('every document validates and every reference resolves', () => {
    const result = validateProject(ROOT);
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect(result.documents).toBeDefined();
  });

  it('has all six brands and both white-labels', () => {
    const docs = projectDocuments();
    expect(Object.values(docs.brands).map((b) => b.brand).sort()).toEqual(['ELUMEN', 'ELUMEN_MOBILE', 'EMIOT', 'EMIOT_MOBILE', 'PLEXUS', 'WBS']);
    expect(Object.values(docs.whiteLabels).map((w) => w.whiteLabel).sort()).toEqual(['FVS', 'WBS']);
  });

  it('every action a flow names is in the registry', () => {
    const named = Object.values(projectDocuments().flows).flatMap((f) =>
      Object.values(f.steps).flatMap((s) => [s.enter?.action, ...s.blocks.map((b) => ('action' in b ? b.action : undefined))]),
    );
    for (const name of named.filter((n): n is string => typeof n === 'string')) expect(ACTION_NAMES).toContain(name);
  });

  it('a brand with a bad field is rejected with its file and JSON pointer', () => {
    const dir = copyProject();
    edit(dir, 'brands/plexus/brand.json', (d) => {
      d.font = 'Comic Sans';
    });
    const issues = validateProject(dir).issues.map(formatIssue);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain('brands/plexus/brand.json#/font');
    expect(issues[0]).toContain('"Roboto", "Poppins"');
  });

  it('a flow naming an unknown action, step, form or message is rejected', () => {
    const dir = copyProject();
    edit(dir, 'flows/sign-in.json', (d) => {
      const steps = d.steps as Record<string, { blocks: Record<string, unknown>[] }>;
      const form = steps.credentials!.blocks[0]!;
      form.action = 'auth.doesNotExist';
      form.form = 'nope';
      form.submit = 'ui.no_such_key';
      form.onOk = { goto: 'missingStep' };
    });
    const text = validateProject(dir).issues.map(formatIssue).join('\n');
    expect(text).toContain('flows/sign-in.json#/steps/credentials/blocks/0/action: action "auth.doesNotExist"');
    expect(text).toContain('#/steps/credentials/blocks/0/form: form "nope" does not exist');
    expect(text).toContain('#/steps/credentials/blocks/0/submit: message key "ui.no_such_key"');
    expect(text).toContain('#/steps/credentials/blocks/0/onOk/goto: step "missingStep"');
  });

  it('a route to a missing flow and a message with an unknown placeholder are rejected', () => {
    const dir = copyProject();
    edit(dir, 'flows/routes.json', (d) => {
      (d.routes as { flow: string }[])[0]!.flow = 'ghost';
    });
    edit(dir, 'flows/messages.json', (d) => {
      (d.messages as Record<string, string>)['ui.sign_in.log_in'] = 'Log in as {nobody}';
    });
    const text = validateProject(dir).issues.map(formatIssue).join('\n');
    expect(text).toContain('flows/routes.json#/routes/0/flow: flow "ghost" does not exist');
    expect(text).toContain('flows/messages.json#/messages/ui.sign_in.log_in: placeholder {nobody}');
  });

  it('a route role on no route, or on two, is rejected', () => {
    const dir = copyProject();
    edit(dir, 'flows/routes.json', (d) => {
      const routes = d.routes as { path: string; role?: string }[];
      for (const r of routes) if (r.role === 'signOut') delete r.role;
      routes.find((r) => r.path === '/sign-up')!.role = 'signIn';
    });
    const text = validateProject(dir).issues.map(formatIssue).join('\n');
    expect(text).toContain('no route has the role "signOut"');
    expect(text).toMatch(/flows\/routes\.json#\/routes\/\d+\/role: the role "signIn" is already on route \/sign-in/);
  });

  it('`npm run validate` exits non-zero and prints file + pointer for a broken brand file', () => {
    const dir = copyProject();
    edit(dir, 'brands/elumen/brand.json', (d) => {
      delete d.displayName;
    });
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/validate-config.ts'), dir], { encoding: 'utf8', cwd: ROOT });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('brands/elumen/brand.json#/: missing property "displayName". Fix: add "displayName"');
  });

  it('a JSON syntax error is reported for its file', () => {
    const dir = copyProject();
    writeFileSync(join(dir, 'flows/logout.json'), '{ "id": ');
    const text = validateProject(dir).issues.map(formatIssue).join('\n');
    expect(text).toMatch(/flows\/logout\.json#\/: not valid JSON/);
  });
});

describe('brand colour contrast (WCAG 2.2 AA)', () => {
  it('a brand whose button text fails 4.5:1 is rejected with file and pointer', () => {
    const dir = copyProject();
    edit(dir, 'brands/emiot/brand.json', (d) => {
      (d.theme as Record<string, string>).primary = '#9fd3b0';
    });
    const text = validateProject(dir).issues.map(formatIssue).join('\n');
    expect(text).toContain('brands/emiot/brand.json#/theme/primary: onPrimary on primary (primary button text) has contrast');
    expect(text).toContain('below WCAG AA 4.5:1');
  });
});
