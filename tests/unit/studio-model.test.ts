/**
 * The brand studio's pure parts: the forms' schemas from brands/' JSON Schemas, validate's
 * problems placed on fields, the unsaved-edit bookkeeping, message search and the documents
 * the previews draw.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/project';
import { brandFormSchema, brandFromForm, inlineRefs, whiteLabelFormSchema } from '../../studio/form-schema';
import { errorTree, issuesAt, issueWords } from '../../studio/issue-errors';
import { canonical, withFile } from '../../studio/draft-files';
import { placeholdersOf, searchMessages } from '../../studio/message-search';
import { documentSlot, documentsWith, folderOfCode } from '../../studio/draft-documents';
import { assetName } from '../../studio/studio-widgets';
import { toPointer } from '../../validate/json-pointer';
import { loadValidatedDocuments } from '../../validate/validate-project';
import type { StudioIssue } from '../../studio/studio-wire';

const schema = (name: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')) as object;
const schemas = { 'brand.schema.json': schema('brand.schema.json'), 'white-label.schema.json': schema('white-label.schema.json') };

const hasKey = (node: unknown, key: string): boolean =>
  Array.isArray(node)
    ? node.some((n) => hasKey(n, key))
    : !!node && typeof node === 'object' && Object.entries(node).some(([k, v]) => k === key || hasKey(v, key));

describe('form schemas', () => {
  it('the brand and white-label forms carry no reference left to resolve, and keep every property', () => {
    const brand = brandFormSchema(schemas);
    const wl = whiteLabelFormSchema(schemas);
    for (const s of [brand, wl]) {
      expect(hasKey(s, '$ref')).toBe(false);
      expect(hasKey(s, 'definitions')).toBe(false);
    }
    const own = Object.keys((schemas['brand.schema.json'] as { properties: object }).properties);
    expect(Object.keys(brand.properties as object)).toEqual(own);
    // A colour is the colour definition itself.
    const primary =
      (brand.properties as Record<string, { properties: Record<string, { pattern?: string }> }>).theme?.properties.primary ?? {};
    expect(primary.pattern).toBe('^#[0-9a-fA-F]{6}$');
  });

  it('a property called like a keyword is kept as a property', () => {
    const out = inlineRefs({ properties: { definitions: { type: 'string' }, $id: { type: 'number' } } }, 'x', { x: {} }) as {
      properties: object;
    };
    expect(Object.keys(out.properties)).toEqual(['definitions', '$id']);
  });

  it('an unresolvable reference says which', () => {
    expect(() => inlineRefs({ $ref: '#/definitions/nope' }, 'x', { x: { definitions: {} } })).toThrow(/#\/definitions\/nope from x/);
  });

  it('isMobile is a checkbox whose unticked state leaves the field out', () => {
    expect((brandFormSchema(schemas).properties as Record<string, { type?: string }>).isMobile?.type).toBe('boolean');
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().filter((k) => k !== 'isMobile'),
          fc.string(),
        ),
        fc.boolean(),
        (rest, ticked) => {
          const out = brandFromForm({ ...rest, isMobile: ticked });
          expect('isMobile' in out).toBe(ticked);
          for (const [k, v] of Object.entries(rest)) expect(out[k]).toBe(v);
        },
      ),
    );
  });
});

const issue = (file: string, pointer: string, message = 'bad'): StudioIssue => ({
  file,
  pointer,
  message,
  hint: 'fix it',
  text: `${file}: ${message}. Fix: fix it`,
});

describe('problems on fields', () => {
  it('each problem of the file lands at its pointer, in validate words; other files are left out', () => {
    const seg = fc.stringMatching(/^[a-zA-Z0-9~/_. -]{1,8}$/);
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 4 }), fc.string({ minLength: 1 }), (path, message) => {
        const tree = errorTree([issue('a.json', toPointer(path), message), issue('b.json', toPointer(path), 'other')], 'a.json');
        let node: Record<string, unknown> = tree;
        for (const s of path) node = node[s] as Record<string, unknown>;
        expect(node.__errors).toEqual([`${message}. Fix: fix it`]);
        expect(JSON.stringify(tree)).not.toContain('other');
      }),
    );
  });

  it('issuesAt takes the pointer and what is under it, not a sibling with the same prefix', () => {
    const list = [
      issue('m.json', '/messages/a.b'),
      issue('m.json', '/messages/a.b/x'),
      issue('m.json', '/messages/a.bc'),
      issue('n.json', '/messages/a.b'),
    ];
    expect(issuesAt(list, 'm.json', '/messages/a.b').map((i) => i.pointer)).toEqual(['/messages/a.b', '/messages/a.b/x']);
    expect(issueWords(list[0]!)).toBe('bad. Fix: fix it');
  });

  it('a conflict between two files shows at both places, naming both (issue 58)', () => {
    const conflict = {
      ...issue('brands/nova/brand.json', '/brand', 'both brand folders have the code PLEXUS'),
      line: 3,
      column: 3,
      also: { file: 'brands/plexus/brand.json', pointer: '/brand', line: 4, column: 3 },
    };
    const words =
      'both brand folders have the code PLEXUS (brands/nova/brand.json:3:3 (brand) and brands/plexus/brand.json:4:3 (brand)). Fix: fix it';
    expect(errorTree([conflict], 'brands/nova/brand.json')).toEqual({ brand: { __errors: [words] } });
    expect(errorTree([conflict], 'brands/plexus/brand.json')).toEqual({ brand: { __errors: [words] } });
    expect(errorTree([conflict], 'brands/elumen/brand.json')).toEqual({});
    expect(issuesAt([conflict], 'brands/plexus/brand.json', '/brand')).toEqual([conflict]);
  });
});

describe('unsaved edits', () => {
  const json = fc.jsonValue();
  it('canonical ignores key order and nothing else', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), json), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonical(reversed)).toBe(canonical(obj));
        expect(JSON.parse(canonical(obj))).toEqual(JSON.parse(JSON.stringify(obj)));
      }),
    );
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: 2 }));
  });

  it('an edit back to what disk holds leaves no edit; any other edit is kept', () => {
    fc.assert(
      fc.property(json, json, (onDisk, edited) => {
        const disk = { 'f.json': onDisk };
        const draft = withFile({}, disk, 'f.json', edited);
        expect('f.json' in draft).toBe(canonical(onDisk) !== canonical(edited));
        expect(withFile(draft, disk, 'f.json', onDisk)).toEqual({});
      }),
    );
  });
});

describe('messages', () => {
  const catalogue = {
    'auth.code_expired': 'The code has expired, please request another one.',
    'ui.sign_in.log_in': 'LOG IN',
    'toast.saved': 'Saved for {brand}',
  };
  it('finds by words of the text in any order and case, or by key', () => {
    expect(searchMessages(catalogue, 'EXPIRED code').map(([k]) => k)).toEqual(['auth.code_expired']);
    expect(searchMessages(catalogue, 'sign_in').map(([k]) => k)).toEqual(['ui.sign_in.log_in']);
    expect(searchMessages(catalogue, '')).toHaveLength(3);
    expect(searchMessages(catalogue, 'expired nowhere')).toEqual([]);
  });
  it('every hit holds every word; every miss lacks one', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.array(fc.stringMatching(/^[a-z]{1,3}$/), { maxLength: 3 }), (msgs, words) => {
        const hits = new Set(searchMessages(msgs, words.join(' ')).map(([k]) => k));
        for (const [k, t] of Object.entries(msgs)) expect(hits.has(k)).toBe(words.every((w) => `${k}\n${t}`.toLowerCase().includes(w)));
      }),
    );
  });
  it('lists placeholders once each', () => {
    expect(placeholdersOf('Hi {userName}, {brand} and {brand} {not-one}')).toEqual(['userName', 'brand']);
  });
});

describe('uploads', () => {
  it('names an upload as brand folders allow, or refuses the type', () => {
    expect(assetName('My Logo (dark).PNG')).toBe('my-logo-dark.png');
    expect(assetName('logo.svg')).toBe('logo.svg');
    expect(assetName('photo.jpg')).toBeNull();
    expect(assetName('.svg')).toBeNull();
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('svg', 'png', 'ico', 'SVG'), (stem, ext) => {
        const name = assetName(`${stem}.${ext}`);
        if (name !== null) expect(name).toMatch(/^[a-z0-9-]+\.(svg|png|ico)$/);
      }),
    );
  });
});

describe('the documents the previews draw', () => {
  const docs = loadValidatedDocuments(ROOT);
  it('edited files replace their documents; files the previews do not read change nothing', () => {
    const plexus = { ...docs.brands.plexus!, displayName: 'Plexus Two' };
    const out = documentsWith(docs, {
      'brands/plexus/brand.json': plexus,
      'brands/white-labels/fvs.json': { ...docs.whiteLabels.fvs!, whiteLabel: 'F' },
      'package.json': {},
    });
    expect(out.brands.plexus?.displayName).toBe('Plexus Two');
    expect(out.whiteLabels.fvs?.whiteLabel).toBe('F');
    expect(docs.brands.plexus?.displayName).not.toBe('Plexus Two');
    expect(out.flows).toBe(docs.flows);
  });
  it('knows where each kind of file goes, and finds a brand folder by code', () => {
    expect(documentSlot('brands/elumen/brand.json')).toEqual({ kind: 'brand', key: 'elumen' });
    expect(documentSlot('brands/white-labels/wbs.json')).toEqual({ kind: 'whiteLabel', key: 'wbs' });
    expect(documentSlot('flows/messages.json')).toEqual({ kind: 'single', key: 'messages' });
    expect(documentSlot('flows/sign-in.json')).toBeNull();
    expect(documentSlot('flows/locales/ar.json')).toEqual({ kind: 'locale', key: 'ar' });
    const ar = { $schema: '', locale: 'ar', messages: { 'ui.sign_in.log_in': 'دخول' } };
    expect(documentsWith(docs, { 'flows/locales/ar.json': ar }).locales?.ar).toBe(ar);
    expect(folderOfCode({ 'brands/elumen/brand.json': docs.brands.elumen }, 'ELUMEN')).toBe('elumen');
    expect(folderOfCode({}, 'ELUMEN')).toBeNull();
  });
});
