// Message keys named in TypeScript (not only in documents) exist in the catalogue too.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, projectDocuments } from '../support/project';
import { createCatalogue } from '../../src/messages/catalogue';
import { HubError } from '../../src/errors/hub-error';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'generated' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('message keys used by code', () => {
  it('every t(...) and HubError(...) key is in flows/messages.json', () => {
    const keys = new Set(Object.keys(projectDocuments().messages.messages));
    const used: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:\bt|HubError)\(\s*'([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)'/g)) used.push(m[1]!);
    }
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('a key written in code that the catalogue lacks fails the type check (tsc runs over tests/)', () => {
    const catalogue = createCatalogue(projectDocuments().messages);
    // @ts-expect-error 'ui.sign_in.no_such_key' is not a key of flows/messages.json
    expect(catalogue.t('ui.sign_in.no_such_key')).toBe('ui.sign_in.no_such_key');
    // @ts-expect-error HubError takes catalogue keys only
    expect(new HubError('hub.no_such_code').messageKey).toBe('hub.no_such_code');
    expect(catalogue.t('ui.sign_in.log_in')).toBe(projectDocuments().messages.messages['ui.sign_in.log_in']);
    const fromDocument: string = 'ui.sign_in.log_in'; // a key read from a validated document is a plain string
    expect(catalogue.t(fromDocument)).toBe(catalogue.t('ui.sign_in.log_in'));
  });
});
