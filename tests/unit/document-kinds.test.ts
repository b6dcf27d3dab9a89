/**
 * One rule says which kind of document a path holds (placementsOf): readDocuments lists the disk
 * by it, validate places the studio's drafts by it, and the studio's previews read it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compareDocuments, placementsOf } from '../../validate/document-kinds';
import { readDocuments } from '../../validate/load-documents';
import { documentSlot } from '../../studio/draft-documents';
import { ROOT } from '../support/project';

const root = mkdtempSync(join(tmpdir(), 'hub-kinds-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function put(path: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), '{}\n');
}

describe('placementsOf', () => {
  it('readDocuments lists exactly the files it places, in kind order then name', () => {
    const files = [
      'brands/base.json',
      'brands/environments.json',
      'brands/zeta/brand.json',
      'brands/alpha/brand.json',
      'brands/alpha/logo.json', // not a document
      'brands/stray.json', // not a document
      'brands/white-labels/wbs.json',
      'flows/routes.json',
      'flows/messages.json',
      'flows/sign-in.json',
      'flows/notes.txt', // not a document
      'schemas/forms/otp.json',
    ];
    files.forEach(put);
    mkdirSync(join(root, 'flows', 'folder.json')); // a folder named like a document is none

    const read = readDocuments(root).map((d) => `${d.kind}:${d.key}:${d.file}`);
    expect(read).toEqual([
      'brandBase:brandBase:brands/base.json',
      'brand:alpha:brands/alpha/brand.json',
      'brand:zeta:brands/zeta/brand.json',
      'whiteLabel:wbs:brands/white-labels/wbs.json',
      'environments:environments:brands/environments.json',
      'routes:routes:flows/routes.json',
      'messages:messages:flows/messages.json',
      'flow:sign-in:flows/sign-in.json',
      'form:otp:schemas/forms/otp.json',
    ]);
  });

  it("every document of the repository is where placementsOf says, and the studio's slot agrees", () => {
    const docs = readDocuments(ROOT);
    expect(docs.length).toBeGreaterThan(20);
    for (const d of docs) {
      expect(placementsOf(d.file).map((p) => `${p.kind.kind}:${p.key}`)).toContain(`${d.kind}:${d.key}`);
      const slot = documentSlot(d.file);
      if (d.kind === 'brand' || d.kind === 'whiteLabel' || d.kind === 'locale') expect(slot).toEqual({ kind: d.kind, key: d.key });
      else if (d.kind === 'brandBase' || d.kind === 'environments' || d.kind === 'messages')
        expect(slot).toEqual({ kind: 'single', key: d.kind });
      else expect(slot).toBeNull();
    }
  });

  it('places nothing outside the document folders, and keys a file by its own name or folder', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.constantFrom('.json', '.svg', ''), (parts, ext) => {
        const path = `${parts.join('/')}${ext}`;
        for (const p of placementsOf(path)) {
          expect(path.startsWith(`${p.kind.dir}/`)).toBe(true);
          expect(path.endsWith('.json')).toBe(true);
          const [folder, file] = path.split('/').slice(-2);
          expect([p.kind.kind, file?.replace(/\.json$/, ''), folder]).toContain(p.key);
        }
      }),
    );
  });

  it('orders by kind, then name', () => {
    expect(compareDocuments({ kind: 'brandBase', sortName: 'z' }, { kind: 'form', sortName: 'a' })).toBeLessThan(0);
    expect(compareDocuments({ kind: 'flow', sortName: 'b.json' }, { kind: 'flow', sortName: 'a.json' })).toBeGreaterThan(0);
    expect(compareDocuments({ kind: 'flow', sortName: 'a.json' }, { kind: 'flow', sortName: 'a.json' })).toBe(0);
  });
});
