// Message keys named in TypeScript (not only in documents) exist in the catalogue too.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, projectDocuments } from '../support/project';

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
});
