// Message keys the code names (not read from documents): declared once in
// src/messages/code-message-keys.ts, and every declared key is used.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, projectDocuments } from '../support/project';
import { createCatalogue } from '../../src/messages/catalogue';
import { HubError } from '../../src/errors/hub-error';
import { CODE_MESSAGE_KEYS } from '../../src/messages/code-message-keys';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'generated' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(f) ? [p] : [];
  });
}

const declared = Object.keys(CODE_MESSAGE_KEYS);
// The product API's emails are written from the catalogue too (server/send-emails.ts).
const sources = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server'))]
  .filter((f) => !f.endsWith('code-message-keys.ts'))
  .map((f) => readFileSync(f, 'utf8'));

describe('message keys used by code', () => {
  it('every literal t(...) and HubError(...) key is declared', () => {
    const used = sources.flatMap((text) =>
      [...text.matchAll(/(?:\bt|HubError)\(\s*'([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((k) => !declared.includes(k))).toEqual([]);
  });

  it('every declared key is written somewhere in the code (no stale declarations)', () => {
    expect(declared.filter((k) => !sources.some((text) => text.includes(`'${k}'`)))).toEqual([]);
  });

  it('a literal key that is not declared fails the type check (tsc runs over tests/)', () => {
    const catalogue = createCatalogue(projectDocuments().messages);
    // @ts-expect-error 'ui.sign_in.no_such_key' is not a declared key
    expect(catalogue.t('ui.sign_in.no_such_key')).toBe('ui.sign_in.no_such_key');
    // @ts-expect-error HubError takes declared keys only
    expect(new HubError('hub.no_such_code').messageKey).toBe('hub.no_such_code');
    // @ts-expect-error a key only documents use must be declared before code may name it
    expect(catalogue.t('ui.sign_in.log_in')).toBe(projectDocuments().messages.messages['ui.sign_in.log_in']);
    expect(catalogue.t('ui.crash.title')).toBe(projectDocuments().messages.messages['ui.crash.title']);
    const fromDocument: string = 'ui.crash.title'; // a key read from a validated document is a plain string
    expect(catalogue.t(fromDocument)).toBe(catalogue.t('ui.crash.title'));
  });
});
