/**
 * Editor schemas: a copy of each schema of schemas/ in which the names this project really has
 * are listed (message keys, actions, flows, forms, brand codes, hosts, route paths), so VS Code
 * offers them while typing and marks a name that does not exist, before `npm run validate` runs.
 * `npm run generate` writes them to .vscode/schemas/ (git-ignored); .vscode/settings.json points
 * VS Code at them, for documents found by file name and for the "$schema" the documents name.
 * The checks of `npm run validate` stay the only authority: these files only help while editing.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type Ajv from 'ajv';
import { ACTION_CONTRACTS } from '../../src/actions/contracts.js';
import { createConfigAjv } from '../../validate/validate-documents.js';
import { pointerSegment as seg, pointerSegments } from '../../validate/json-pointer.js';
import { writeIfChanged } from './write-if-changed.js';
import type { ConfigDocuments } from '../../src/config/types';
import type { GraphContract } from '../../validate/flow-graph';

/** Where the editor schemas are written, relative to the project root. */
export const EDITOR_SCHEMA_DIR = '.vscode/schemas';

/** Keywords only editors read (VS Code: a text per enum value, one message for a wrong value). */
export const EDITOR_KEYWORDS = ['enumDescriptions', 'errorMessage'] as const;

type Schema = Record<string, unknown>;
type Contract = Pick<GraphContract, 'forms' | 'reads' | 'produces' | 'codes'>;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Sorted, without duplicates: the enums do not change with the order of files on disk. */
const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The schema at a JSON pointer; throws with a clear message when the schemas changed shape. */
function at(schemas: Record<string, Schema>, file: string, pointer: string): Schema {
  let node: unknown = schemas[file];
  for (const part of pointerSegments(pointer))
    node = isSchema(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined;
  if (!isSchema(node))
    throw new Error(
      `editor schemas: schemas/${file}#${pointer} is gone; update tooling/build/editor-schemas.ts to the new shape of the schema`,
    );
  return node;
}

/** The field of the flow block with the given "type" (found by its tag, not its position). */
function blockField(schemas: Record<string, Schema>, type: string, field: string): Schema {
  const branches = at(schemas, 'flow.schema.json', '/definitions/block').oneOf as Schema[];
  const i = branches.findIndex(
    (b) => (isSchema(b.properties) && isSchema(b.properties.type) ? b.properties.type.const : undefined) === type,
  );
  if (i < 0) throw new Error(`editor schemas: flow.schema.json has no block of type "${type}"; update tooling/build/editor-schemas.ts`);
  return at(schemas, 'flow.schema.json', `/definitions/block/oneOf/${i}/properties/${seg(field)}`);
}

/** The values a schema's own rule (its pattern) accepts: an enum never offers what validate refuses. */
function accepted(node: Schema, values: readonly string[]): string[] {
  const pattern = typeof node.pattern === 'string' ? new RegExp(node.pattern, 'u') : undefined;
  return values.filter((v) => !pattern || pattern.test(v));
}

/**
 * Adds the list of existing names to a string schema, keeping its own rules: VS Code offers the
 * values (with a line each) and marks any other value with `what`.
 */
function listNames(node: Schema, names: Readonly<Record<string, string>>, what: string): void {
  if ('enum' in node || 'anyOf' in node)
    throw new Error('editor schemas: a spot listed twice, or the schema gained its own enum; update tooling/build/editor-schemas.ts');
  const values = accepted(node, sorted(Object.keys(names)));
  node.enum = values;
  node.enumDescriptions = values.map((v) => names[v] ?? '');
  node.errorMessage = what;
}

/** Turns a field that repeats a definition's rule into a reference to it (keeping its description). */
function referTo(node: Schema, definition: Schema, ref: string): void {
  if (node.pattern !== definition.pattern || node.type !== definition.type)
    throw new Error(`editor schemas: a field no longer has the rule of ${ref}; update tooling/build/editor-schemas.ts`);
  for (const k of Object.keys(node)) if (k !== 'description' && k !== 'title') delete node[k];
  node.$ref = ref;
}

/**
 * Route paths: every exact path of routes.json, plus anything under a route ending in /*
 * (what `npm run validate` accepts), plus extra words such as @action.
 */
function listRoutes(node: Schema, routes: ConfigDocuments['routes']['routes'], extra: Readonly<Record<string, string>> = {}): void {
  const what = 'not a route of flows/routes.json: press Ctrl+Space for the list';
  const exact: Record<string, string> = { ...extra };
  for (const r of routes) if (!r.path.endsWith('/*')) exact[r.path] = r.flow ? `shows the flow ${r.flow}` : `sends to ${r.redirect ?? ''}`;
  const under = routes.filter((r) => r.path.endsWith('/*')).map((r) => r.path.slice(0, -1));
  if (under.length === 0) return listNames(node, exact, what);
  if ('enum' in node || 'anyOf' in node)
    throw new Error('editor schemas: a route spot listed twice, or the schema gained its own enum; update tooling/build/editor-schemas.ts');
  const values = accepted(node, sorted(Object.keys(exact)));
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  node.anyOf = [
    { enum: values, enumDescriptions: values.map((v) => exact[v] ?? ''), errorMessage: what },
    ...under.map((prefix) => ({ pattern: `^${escape(prefix)}.+$`, errorMessage: what })),
  ];
}

/** One line about an action for the editor: the forms, flow data and failure codes of its contract. */
function describeAction(c: Contract): string {
  const parts = [
    c.forms.length > 0 ? `forms: ${c.forms.join(', ')}` : '',
    c.reads.length > 0 ? `needs: ${c.reads.join(', ')}` : '',
    c.produces.length > 0 ? `gives: ${c.produces.join(', ')}` : '',
    Object.keys(c.codes).length > 0 ? `failure codes: ${Object.keys(c.codes).sort().join(', ')}` : '',
  ].filter(Boolean);
  return parts.join(' · ');
}

/** Calls visit for every object inside value (schemas and everything else), depth first. */
function eachObject(value: unknown, visit: (node: Schema) => void): void {
  if (Array.isArray(value)) for (const v of value) eachObject(v, visit);
  else if (isSchema(value)) {
    visit(value);
    for (const v of Object.values(value)) eachObject(v, visit);
  }
}

/**
 * VS Code copies a referenced definition over the fields next to its $ref, so a field's own
 * description would give way to the definition's. Editor schemas therefore keep descriptions
 * on the fields: each $ref without one gets its definition's, and definitions lose theirs.
 */
function keepFieldDescriptions(schemas: Record<string, Schema>): void {
  const described = new Map<string, string>();
  for (const [file, schema] of Object.entries(schemas)) {
    for (const [name, def] of Object.entries((schema.definitions ?? {}) as Record<string, Schema>)) {
      if (typeof def.description === 'string') described.set(`${file}#/definitions/${seg(name)}`, def.description);
    }
  }
  for (const [file, schema] of Object.entries(schemas)) {
    eachObject(schema, (node) => {
      if (typeof node.$ref !== 'string' || typeof node.description === 'string') return;
      const target = node.$ref.startsWith('#') ? `${file}${node.$ref}` : node.$ref;
      const text = described.get(target);
      if (text !== undefined) node.description = text;
    });
  }
  for (const schema of Object.values(schemas))
    for (const def of Object.values((schema.definitions ?? {}) as Record<string, Schema>)) delete def.description;
}

/**
 * `$id`s and `$ref`s resolve among the generated files: each editor schema keeps its file name as
 * `$id`, and every reference to another schema names a sibling file of .vscode/schemas/.
 */
function resolveAmongGenerated(schemas: Record<string, Schema>): void {
  const files = new Set(Object.keys(schemas));
  for (const [file, schema] of Object.entries(schemas)) {
    schema.$id = file;
    eachObject(schema, (node) => {
      if (typeof node.$ref !== 'string' || node.$ref.startsWith('#')) return;
      const [target = '', pointer = ''] = node.$ref.split('#', 2);
      const name = target.split('/').pop() ?? '';
      if (!files.has(name)) throw new Error(`editor schemas: ${file} refers to ${node.$ref}, which is not one of the schemas of schemas/`);
      node.$ref = `${name}#${pointer}`;
    });
  }
}

/**
 * The editor schemas, by file name, built in memory from the schemas of schemas/ (by file name),
 * the validated documents and the action contracts. Pure.
 */
export function buildEditorSchemas(
  schemas: Readonly<Record<string, object>>,
  documents: ConfigDocuments,
  contracts: Readonly<Record<string, Contract>>,
): Record<string, Schema> {
  const out = clone(schemas) as Record<string, Schema>;
  const flowDefs = at(out, 'flow.schema.json', '/definitions');
  const brandDefs = at(out, 'brand.schema.json', '/definitions');

  // The documents that define a name keep the plain rule: a new message key, or the code of a
  // new brand folder, is written before anything lists it.
  flowDefs.messageKeyRule = clone(flowDefs.messageKey);
  brandDefs.brandCodeRule = clone(brandDefs.brandCode);
  const messageNames = at(out, 'messages.schema.json', '/properties/messages/propertyNames');
  if (messageNames.$ref !== 'flow.schema.json#/definitions/messageKey')
    throw new Error(
      'editor schemas: messages.schema.json no longer names its keys with messageKey; update tooling/build/editor-schemas.ts',
    );
  messageNames.$ref = 'flow.schema.json#/definitions/messageKeyRule';
  const ownCode = at(out, 'brand.schema.json', '/properties/brand');
  if (ownCode.$ref !== '#/definitions/brandCode')
    throw new Error('editor schemas: brand.schema.json "brand" no longer refers to brandCode; update tooling/build/editor-schemas.ts');
  ownCode.$ref = '#/definitions/brandCodeRule';

  // Message keys, with their text.
  const messages = documents.messages.messages;
  const keyWhat = 'not a key of flows/messages.json: press Ctrl+Space for the list, or add the key there first';
  listNames(at(out, 'flow.schema.json', '/definitions/messageKey'), messages, keyWhat);
  referTo(
    at(out, 'routes.schema.json', '/properties/routes/items/properties/nav'),
    flowDefs.messageKey as Schema,
    'flow.schema.json#/definitions/messageKey',
  );

  // Actions, with what their contracts say.
  listNames(
    at(out, 'flow.schema.json', '/definitions/actionName'),
    Object.fromEntries(Object.entries(contracts).map(([name, c]) => [name, describeAction(c)])),
    'not an action of src/actions/registry.ts: press Ctrl+Space for the list',
  );

  // Brand codes, with the brand's name and folder.
  listNames(
    at(out, 'brand.schema.json', '/definitions/brandCode'),
    Object.fromEntries(Object.entries(documents.brands).map(([folder, b]) => [b.brand, `${b.displayName} (brands/${folder}/brand.json)`])),
    'not the code of a brand folder: press Ctrl+Space for the list (the code is the "brand" of brands/<folder>/brand.json)',
  );

  // Host fields, with their production address.
  listNames(
    at(out, 'brand.schema.json', '/definitions/hostKey'),
    documents.environments.hosts.production as Record<string, string>,
    'not a host field of brands/environments.json: press Ctrl+Space for the list, or add the host to every environment there first',
  );

  // Flow ids (with file and layout) and form ids (with their fields).
  listNames(
    at(out, 'routes.schema.json', '/properties/routes/items/properties/flow'),
    Object.fromEntries(Object.entries(documents.flows).map(([id, f]) => [id, `flows/${id}.json (${f.layout} layout)`])),
    'not a flow of flows/: press Ctrl+Space for the list',
  );
  listNames(
    blockField(out, 'form', 'form'),
    Object.fromEntries(
      Object.entries(documents.forms).map(([id, f]) => [id, `fields: ${Object.keys(f.schema.properties as object).join(', ')}`]),
    ),
    'not a form of schemas/forms/: press Ctrl+Space for the list',
  );

  // Route paths.
  const routes = documents.routes.routes;
  listRoutes(blockField(out, 'link', 'to'), routes);
  listRoutes(at(out, 'routes.schema.json', '/properties/routes/items/properties/redirect'), routes);
  listRoutes(at(out, 'routes.schema.json', '/properties/fallback'), routes);
  listRoutes(at(out, 'error-catalogue.schema.json', '/properties/reauthenticate/properties/navigate'), routes);
  const transitions = at(out, 'flow.schema.json', '/definitions/transition').oneOf as Schema[];
  const navigate = transitions.findIndex((t) => isSchema(t.properties) && 'navigate' in t.properties);
  if (navigate < 0) throw new Error('editor schemas: flow.schema.json has no navigate transition; update tooling/build/editor-schemas.ts');
  listRoutes(at(out, 'flow.schema.json', `/definitions/transition/oneOf/${navigate}/properties/navigate`), routes, {
    '@afterSignIn': 'spec 2 post-sign-in navigation',
    '@afterLogout': 'spec 2 logout: the brand when it says so, else sign-in',
    '@action': 'the destination the action chose (only actions whose contract names "navigates")',
  });

  keepFieldDescriptions(out);
  resolveAmongGenerated(out);
  for (const [file, schema] of Object.entries(out)) {
    out[file] = {
      $comment: `Generated by tooling/build/editor-schemas.ts (npm run generate) from schemas/${file} and the project's documents, for editors only. Do not edit.`,
      ...schema,
    };
  }
  return out;
}

/** An Ajv instance with the editor schemas registered, as strict as validate's own. */
export function createEditorAjv(editorSchemas: Readonly<Record<string, object>>): Ajv {
  const ajv = createConfigAjv({});
  ajv.addVocabulary([...EDITOR_KEYWORDS]);
  for (const schema of Object.values(editorSchemas)) ajv.addSchema(schema);
  return ajv;
}

/**
 * Writes the editor schemas (from the schemas of schemas/, by file name) to .vscode/schemas/ under root: only files whose text changed (the
 * dev server's live check runs this on every change), and removes files no schema makes.
 */
export function writeEditorSchemas(
  root: string,
  schemas: Readonly<Record<string, object>>,
  documents: ConfigDocuments,
): { files: number; written: number } {
  const dir = join(root, EDITOR_SCHEMA_DIR);
  mkdirSync(dir, { recursive: true });
  const built = buildEditorSchemas(schemas, documents, ACTION_CONTRACTS);
  let written = 0;
  for (const [file, schema] of Object.entries(built))
    if (writeIfChanged(join(dir, file), `${JSON.stringify(schema, null, 2)}\n`)) written++;
  for (const f of readdirSync(dir)) if (f.endsWith('.json') && !Object.hasOwn(built, f)) rmSync(join(dir, f));
  return { files: Object.keys(built).length, written };
}
