// Editor schemas (.vscode/schemas/, written by npm run generate): VS Code offers the project's
// real names and marks a name that does not exist, and never marks a document validate accepts.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ROOT, projectDocuments } from '../support/project';
import { readDocuments, readSchemas } from '../../validate/load-documents';
import { DOCUMENT_KINDS, FLOW_DIR_NON_FLOWS, SCHEMA_FILES } from '../../validate/document-kinds';
import { createConfigAjv } from '../../validate/validate-documents';
import { ACTION_CONTRACTS } from '../../src/actions/contracts';
import { buildEditorSchemas, createEditorAjv, EDITOR_SCHEMA_DIR, writeEditorSchemas } from '../../tooling/build/editor-schemas';

type Json = Record<string, any>;

const documents = projectDocuments();
const schemas = readSchemas(ROOT, SCHEMA_FILES);
const editor = buildEditorSchemas(schemas, documents, ACTION_CONTRACTS);
const ajv = createEditorAjv(editor);
const original = createConfigAjv(schemas);
const raw = readDocuments(ROOT);
const doc = (file: string): Json => structuredClone(raw.find((r) => r.file === file)!.data) as Json;

/** Errors of a document against an editor schema, as "pointer keyword". */
function editorErrors(schema: string, data: unknown): string[] {
  const validate = ajv.getSchema(schema)!;
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
}
const valid = (schema: string, data: unknown): boolean => original.getSchema(schema)!(data) as boolean;
const defs = (file: string): Json => (editor[file] as Json).definitions as Json;

describe('editor schemas', () => {
  it('there is one per schema of schemas/, each with its own file name as $id', () => {
    expect(Object.keys(editor).sort()).toEqual([...SCHEMA_FILES].sort());
    for (const [file, schema] of Object.entries(editor)) expect(schema.$id).toBe(file);
  });

  it('every reference resolves among the generated files', () => {
    const refs = JSON.stringify(editor).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const target = ref.slice(8, -1).split('#')[0]!;
      if (target !== '') expect(SCHEMA_FILES as readonly string[]).toContain(target);
    }
    // Compiling each one alone, with no original schema registered, proves every $ref is found.
    for (const file of SCHEMA_FILES) expect(() => ajv.getSchema(file)).not.toThrow();
  });

  it('lists the message keys of flows/messages.json, with their text', () => {
    const key = defs('flow.schema.json').messageKey;
    expect(key.enum).toContain('ui.sign_in.email');
    expect(key.enum).toHaveLength(Object.keys(documents.messages.messages).length);
    expect(key.enumDescriptions[key.enum.indexOf('ui.sign_in.email')]).toBe(documents.messages.messages['ui.sign_in.email']);
  });

  it('an unknown message key fails against the editor flow schema (the original rule accepts it)', () => {
    const flow = doc('flows/sign-in.json');
    flow.title = 'ui.sign_in.no_such_key';
    expect(valid('flow.schema.json', flow)).toBe(true);
    expect(editorErrors('flow.schema.json', flow)).toContain('/title enum');
  });

  it('every document of the project validates against its editor schema', () => {
    expect(raw.length).toBeGreaterThan(20);
    const failing = raw.flatMap((r) => editorErrors(r.schema, r.data).map((e) => `${r.file}: ${e}`));
    expect(failing).toEqual([]);
  });

  it('lists actions, brand codes, host fields, flows, forms and routes, and marks any other name', () => {
    expect(defs('flow.schema.json').actionName.enum).toEqual(Object.keys(ACTION_CONTRACTS).sort((a, b) => a.localeCompare(b)));
    expect(defs('brand.schema.json').brandCode.enum).toEqual(expect.arrayContaining(['PLEXUS', 'WBS', 'EMIOT_MOBILE']));
    expect(defs('brand.schema.json').hostKey.enum).toContain('plexusFrontendUrl');
    // Host fields that break the hostKey rule itself (posthogKey) are never offered.
    expect(defs('brand.schema.json').hostKey.enum).not.toContain('posthogKey');

    const signIn = doc('flows/sign-in.json');
    const blocks = Object.values(signIn.steps as Json).flatMap((s: Json) => s.blocks as Json[]);
    const form = blocks.find((b) => b.type === 'form')!;
    form.action = 'auth.signInWithPasword';
    form.form = 'sign-inn';
    const link = blocks.find((b) => b.type === 'link')!;
    link.to = '/sign-upp';
    expect(valid('flow.schema.json', signIn)).toBe(true);
    const errors = editorErrors('flow.schema.json', signIn);
    for (const field of ['action', 'form', 'to']) expect(errors.some((e) => e.includes(`/${field} `))).toBe(true);

    const plexus = doc('brands/plexus/brand.json');
    plexus.hostKey = 'plexusUrl';
    expect(editorErrors('brand.schema.json', plexus)).toEqual(['/hostKey enum']);

    const wbs = doc('brands/white-labels/wbs.json');
    wbs.defaultBrand = 'NIMBUS';
    expect(editorErrors('white-label.schema.json', wbs)).toEqual(['/defaultBrand enum']);

    const routes = doc('flows/routes.json');
    routes.routes[0].flow = 'sign-inn';
    routes.fallback = '/nowhere';
    const routeErrors = editorErrors('routes.schema.json', routes);
    expect(routeErrors).toContain('/routes/0/flow enum');
    expect(routeErrors.some((e) => e.startsWith('/fallback '))).toBe(true);
  });

  it('accepts what validate accepts: a path under a /* route, @action, a new key in messages.json, a new brand code in its own brand.json', () => {
    const routes = doc('flows/routes.json');
    routes.fallback = '/dashboard/anything-below';
    expect(editorErrors('routes.schema.json', routes)).toEqual([]);

    const flow = doc('flows/sign-in.json');
    const onOk = Object.values(flow.steps as Json)
      .flatMap((s: Json) => s.blocks as Json[])
      .find((b) => b.type === 'form')!;
    onOk.onOk = { navigate: '@action' };
    expect(editorErrors('flow.schema.json', flow)).toEqual([]);

    const messages = doc('flows/messages.json');
    messages.messages['ui.brand_new.key'] = 'New';
    expect(editorErrors('messages.schema.json', messages)).toEqual([]);

    const brand = doc('brands/plexus/brand.json');
    brand.brand = 'NIMBUS';
    expect(editorErrors('brand.schema.json', brand)).toEqual([]);
  });

  it('keeps a field’s own description where VS Code shows it (definitions give theirs to fields without one)', () => {
    const theme = defs('brand.schema.json').theme;
    expect(theme.properties.primary.description).toMatch(/Main brand colour/);
    expect(defs('brand.schema.json').colour.description).toBeUndefined();
    // A list item that only refers to a definition carries the definition's description.
    const footer = (editor['white-label.schema.json'] as Json).properties.footerBrands.items;
    expect(footer.description).toMatch(/brand code/i);
  });

  it('writeEditorSchemas writes only what changed and removes files no schema makes', () => {
    const root = mkdtempSync(join(tmpdir(), 'editor-schemas-'));
    try {
      const dir = join(root, EDITOR_SCHEMA_DIR);
      expect(writeEditorSchemas(root, schemas, documents)).toEqual({ files: SCHEMA_FILES.length, written: SCHEMA_FILES.length });
      expect(JSON.parse(readFileSync(join(dir, 'flow.schema.json'), 'utf8'))).toEqual(editor['flow.schema.json']);
      const stamp = statSync(join(dir, 'flow.schema.json')).mtimeMs;
      writeFileSync(join(dir, 'stale.schema.json'), '{}');
      expect(writeEditorSchemas(root, schemas, documents)).toEqual({ files: SCHEMA_FILES.length, written: 0 });
      expect(statSync(join(dir, 'flow.schema.json')).mtimeMs).toBe(stamp);
      expect(existsSync(join(dir, 'stale.schema.json'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('.vscode/settings.json', () => {
  const settings = JSON.parse(readFileSync(join(ROOT, '.vscode/settings.json'), 'utf8')) as {
    'json.schemas': { fileMatch?: string[]; url: string; schema?: Json }[];
  };
  const entries = settings['json.schemas'];

  it('maps the files of every document kind to its editor schema', () => {
    for (const kind of DOCUMENT_KINDS) {
      const glob = `/${kind.dir}/${kind.file === '*' ? '*.json' : kind.file}`;
      const entry = entries.find((e) => e.fileMatch?.includes(glob));
      expect(entry?.url, `no json.schemas entry with fileMatch ${glob}`).toBe(`./${EDITOR_SCHEMA_DIR}/${kind.schema}`);
      if (kind.kind === 'flow') for (const other of FLOW_DIR_NON_FLOWS) expect(entry?.fileMatch).toContain(`!/${kind.dir}/${other}`);
    }
  });

  it('sends the "$schema" every document names to the editor schema (VS Code prefers "$schema" to fileMatch)', () => {
    for (const file of SCHEMA_FILES) {
      const entry = entries.find((e) => e.url === `./schemas/${file}`);
      expect(entry?.schema, `no json.schemas entry for ./schemas/${file}`).toEqual({ $ref: `../${EDITOR_SCHEMA_DIR}/${file}` });
    }
    for (const r of raw) {
      const named = (r.data as Json).$schema as string | undefined;
      if (named !== undefined) expect(resolve(ROOT, dirname(r.file), named), r.file).toBe(join(ROOT, 'schemas', r.schema));
    }
  });
});
