// Which texts travel with their flow's chunk (tooling/build/flow-texts.ts, issue 57): on this project,
// and on a small project where each kind of other use keeps a key in the entry's catalogue.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flowOwnedKeys } from '../../tooling/build/flow-texts';
import { CODE_MESSAGE_KEYS } from '../../src/messages/code-message-keys';
import { ROOT } from '../support/project';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'flow-texts-'));
  dirs.push(root);
  for (const [file, doc] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(doc));
  }
  return root;
}

describe('flowOwnedKeys', () => {
  it('moves a key one flow names; keeps one named by two flows, a form, a brand, the routes, the errors or the code', () => {
    const codeKey = Object.keys(CODE_MESSAGE_KEYS)[0]!;
    const keys = ['a.own', 'b.own', 'shared', 'in.form', 'in.brand', 'in.routes', 'in.errors', codeKey, 'unused'];
    const root = project({
      'flows/messages.json': { messages: Object.fromEntries(keys.map((k) => [k, `text of ${k}`])) },
      'flows/a.json': {
        id: 'a',
        steps: { s: { blocks: [{ message: 'a.own' }, { message: 'shared' }, { label: 'in.form' }, { m: codeKey }] } },
      },
      // A text's words are not a use: only whole string values name keys.
      'flows/b.json': {
        id: 'b',
        steps: { s: { title: 'b.own', x: ['shared', 'in.brand', 'in.routes', 'in.errors'], note: 'see a.own here' } },
      },
      'flows/routes.json': { routes: [{ path: '/x', nav: 'in.routes' }] },
      'flows/errors.json': { codes: { x: 'in.errors' } },
      'schemas/forms/f.json': { uiSchema: { x: { 'ui:title': 'in.form' } } },
      'brands/acme/brand.json': { slogan: 'in.brand' },
    });
    const owned = flowOwnedKeys(root);
    expect(Object.fromEntries([...owned].map(([id, k]) => [id, [...k].sort()]))).toEqual({ a: ['a.own'], b: ['b.own'] });
  });

  it("on this project: /sign-in's own texts travel with it, and no code key ever leaves the entry", () => {
    const owned = flowOwnedKeys(ROOT);
    expect(owned.get('sign-in')).toContain('ui.sign_in.log_in');
    const moved = [...owned.values()].flatMap((k) => [...k]);
    for (const key of Object.keys(CODE_MESSAGE_KEYS)) expect(moved).not.toContain(key);
    expect(new Set(moved).size).toBe(moved.length);
  });
});
