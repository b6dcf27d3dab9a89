/**
 * `npm run docs`: writes docs/config.md, the field reference of every config document kind,
 * from the schemas of schemas/ (their descriptions and rules) and DOCUMENT_KINDS (where the
 * files live). Nothing else goes in, so the text changes only when a schema does.
 * `tsx tooling/build/config-docs.ts --check` (part of `npm run test:unit`) exits 1 when the file is stale.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeIfChanged } from './write-if-changed';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCUMENT_KINDS, FLOW_DIR_NON_FLOWS, SCHEMA_FILES, type DocumentKind } from '../../validate/document-kinds';
import { readSchemas } from '../../validate/load-documents';

type Schema = Record<string, unknown>;

export const DOCS_FILE = 'docs/config.md';

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const stem = (file: string): string => file.replace(/\.schema\.json$/, '');
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const code = (s: string): string => `\`${s}\``;
const show = (v: unknown): string => code(JSON.stringify(v));

/** Prose for Markdown: no stray HTML tags (<folder>) or emphasis (a lone *). */
const prose = (s: string): string => s.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\*/g, '\\*');
/** Prose inside a table cell. */
const cell = (s: string): string =>
  prose(s)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

/** Where things of one schema file are described, for links. */
interface Docs {
  schemas: Record<string, Schema>;
  /** schema file -> anchor of its kind's section */
  kindAnchor: Record<string, string>;
}

const defAnchor = (file: string, name: string): string => `${stem(file)}-def-${slug(name)}`;

/** Splits a $ref into schema file and definition name (only #/definitions/<name> references occur). */
function refTarget(ref: string, file: string): { file: string; name: string } {
  const [target = '', pointer = ''] = ref.split('#', 2);
  const match = /^\/definitions\/([^/]+)$/.exec(pointer);
  if (!match) throw new Error(`config docs: cannot document the reference ${ref} in ${file}`);
  return { file: target === '' ? file : target, name: match[1]! };
}

function resolveRef(docs: Docs, ref: string, file: string): { schema: Schema; file: string; name: string } {
  const t = refTarget(ref, file);
  const schema = (docs.schemas[t.file]?.definitions as Record<string, Schema> | undefined)?.[t.name];
  if (!schema) throw new Error(`config docs: ${ref} in ${file} does not resolve`);
  return { schema, ...t };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'whole number',
  number: 'number',
  boolean: 'true or false',
  object: 'object',
  array: 'list',
  null: 'null',
};

/** What kind of value a field holds, in words, with links to definitions. */
function typeText(docs: Docs, s: Schema, file: string): string {
  if (typeof s.$ref === 'string') {
    const t = refTarget(s.$ref, file);
    return `[${t.name}](#${defAnchor(t.file, t.name)})`;
  }
  if ('const' in s) return `always ${show(s.const)}`;
  const alternatives = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (
    Array.isArray(alternatives) &&
    alternatives.every(isSchema) &&
    !s.discriminator &&
    alternatives.every((a) => !isSchema(a.properties))
  ) {
    return alternatives.map((a) => typeText(docs, a, file)).join(' or ');
  }
  if (Array.isArray(s.enum))
    return [...new Set(s.enum.map((v) => (v === null ? 'null' : (TYPE_WORDS[typeof v] ?? typeof v))))].join(' or ');
  const types = (Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type]) as string[];
  const words = types.map((t) => {
    if (t === 'array') return isSchema(s.items) ? `list of ${typeText(docs, s.items, file)}` : 'list';
    if (t === 'object' && !isSchema(s.properties) && isSchema(s.additionalProperties))
      return `map of name → ${typeText(docs, s.additionalProperties, file)}`;
    return TYPE_WORDS[t] ?? t;
  });
  if (words.length > 0) return words.join(' or ');
  if (typeof s.pattern === 'string' || typeof s.format === 'string') return 'text';
  return 'any value';
}

/** The rules a value must follow, in words (the patternErrorMessage for a pattern). */
function rules(docs: Docs, s: Schema, file: string): string[] {
  if (typeof s.$ref === 'string') {
    const target = resolveRef(docs, s.$ref, file);
    // A simple definition's rules are worth repeating next to the field; an object's are in its section.
    return isSchema(target.schema.properties) || target.schema.oneOf ? [] : rules(docs, target.schema, target.file);
  }
  const out: string[] = [];
  if (Array.isArray(s.enum)) out.push(`one of ${s.enum.map(show).join(', ')}`);
  const alternatives = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && !s.discriminator)
    for (const a of alternatives) if (isSchema(a) && !isSchema(a.properties)) out.push(...rules(docs, a, file));
  if (typeof s.pattern === 'string')
    out.push(typeof s.patternErrorMessage === 'string' ? s.patternErrorMessage : `matches ${code(s.pattern)}`);
  if (s.format === 'email') out.push('an email address');
  else if (typeof s.format === 'string') out.push(`format ${code(s.format)}`);
  const range = (min: unknown, max: unknown, one: string, many: string): void => {
    const unit = (n: number): string => (n === 1 ? one : many);
    if (typeof min === 'number' && typeof max === 'number') out.push(`${min} to ${max} ${unit(max)}`);
    else if (typeof min === 'number') out.push(`at least ${min} ${unit(min)}`);
    else if (typeof max === 'number') out.push(`at most ${max} ${unit(max)}`);
  };
  range(s.minLength, s.maxLength, 'character', 'characters');
  range(s.minimum, s.maximum, '', '');
  range(s.minItems, s.maxItems, 'item', 'items');
  range(s.minProperties, s.maxProperties, 'entry', 'entries');
  if (s.uniqueItems === true) out.push('no value twice');
  if (isSchema(s.items)) {
    const inner = rules(docs, s.items, file);
    if (inner.length > 0) out.push(`each: ${inner.join('; ')}`);
  }
  if (isSchema(s.propertyNames)) {
    const names = rules(docs, s.propertyNames, file);
    if (names.length > 0) out.push(`names: ${names.join('; ')}`);
  }
  if (!isSchema(s.properties) && isSchema(s.additionalProperties)) {
    const inner = s.additionalProperties;
    const values = rules(docs, inner, file);
    // A map of maps says "values:" once, for the innermost values.
    const innerIsMap = !isSchema(inner.properties) && isSchema(inner.additionalProperties) && !isSchema(inner.propertyNames);
    if (values.length > 0) out.push(innerIsMap ? values.join('; ') : `values: ${values.join('; ')}`);
  }
  return out.map((r) => r.trim()).filter(Boolean);
}

/** True when the field's own schema (not a reference) is an object shape worth its own table. */
const hasShape = (s: unknown): boolean => isSchema(s) && typeof s.$ref !== 'string' && isSchema(s.properties);

/** Notes on rules that tie fields together (exactly one of, required when). */
function notes(s: Schema): string[] {
  const out: string[] = [];
  const alternatives = s.oneOf as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.every((a) => isSchema(a) && Object.keys(a).every((k) => k === 'required'))) {
    out.push(`Exactly one of ${alternatives.map((a) => (a.required as string[]).map(code).join(' and ')).join(', ')}.`);
  }
  if (isSchema(s.if) && isSchema(s.then)) {
    const cond = s.if;
    const conds = Object.entries((cond.properties ?? {}) as Record<string, Schema>).map(([k, v]) =>
      'const' in v ? `${code(k)} is ${show(v.const)}` : code(k),
    );
    const needed = ((s.then.required ?? []) as string[]).map(code);
    if (conds.length === 0 || needed.length === 0 || Object.keys(s.then).some((k) => k !== 'required'))
      throw new Error('config docs: an if/then rule of a new shape; teach tooling/build/config-docs.ts to word it');
    out.push(`When ${conds.join(' and ')}, ${needed.join(' and ')} ${needed.length > 1 ? 'are' : 'is'} required.`);
  }
  return out;
}

/** A field table of an object schema, then sections for the object fields nested in it. */
function objectSection(docs: Docs, s: Schema, file: string, path: string, level: number, first = 'Field'): string[] {
  const required = new Set((s.required ?? []) as string[]);
  const props = Object.entries((s.properties ?? {}) as Record<string, Schema>).filter(([name]) => name !== '$schema');
  const lines: string[] = [];
  const nested: string[] = [];
  const dotted = (name: string): string => (path ? `${path}.${name}` : name);
  if (props.length > 0) {
    lines.push(`| ${first} | Type | Required | Allowed values / format | Description |`, '| --- | --- | --- | --- | --- |');
    for (const [name, prop] of props) {
      let type = typeText(docs, prop, file);
      const sub = hasShape(prop)
        ? { schema: prop, path: dotted(name) }
        : hasShape(prop.items)
          ? { schema: prop.items as Schema, path: `${dotted(name)}[]` }
          : hasShape(prop.additionalProperties)
            ? { schema: prop.additionalProperties as Schema, path: `${dotted(name)}.<name>` }
            : undefined;
      if (sub) {
        const anchor = `${stem(file)}-${slug(sub.path)}`;
        type = hasShape(prop)
          ? `object, see [${code(sub.path)}](#${anchor})`
          : `${hasShape(prop.items) ? 'list' : 'map'} of objects, see [${code(sub.path)}](#${anchor})`;
        nested.push(
          '',
          `<a id="${anchor}"></a>`,
          '',
          `${'#'.repeat(Math.min(level + 1, 6))} ${code(sub.path)}`,
          '',
          ...describeShape(docs, sub.schema, file, sub.path, level + 1),
        );
      }
      lines.push(
        `| ${code(name)} | ${type} | ${required.has(name) ? 'yes' : 'no'} | ${rules(docs, prop, file).map(cell).join('; ')} | ${cell(typeof prop.description === 'string' ? prop.description : '')} |`,
      );
    }
    if (isSchema(s.additionalProperties)) {
      const names = isSchema(s.propertyNames) ? rules(docs, s.propertyNames, file) : [];
      lines.push(
        `| *other names*${names.length > 0 ? ` (${names.map(cell).join('; ')})` : ''} | ${typeText(docs, s.additionalProperties, file)} | no | ${rules(docs, s.additionalProperties, file).map(cell).join('; ')} | ${cell(typeof s.additionalProperties.description === 'string' ? s.additionalProperties.description : 'Any further field of this kind.')} |`,
      );
    } else if (s.additionalProperties === false) {
      lines.push('', 'No other fields are allowed.');
    }
  }
  const extra = notes(s);
  if (extra.length > 0) lines.push('', ...extra);
  return [...lines, ...nested];
}

/** A schema's section body: its description, then its table, alternatives or rules. */
function describeShape(docs: Docs, s: Schema, file: string, path: string, level: number): string[] {
  const lines: string[] = [];
  if (typeof s.description === 'string') lines.push(prose(s.description), '');
  const alternatives = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (isSchema(s.properties)) return [...lines, ...objectSection(docs, s, file, path, level)];
  if (Array.isArray(alternatives) && alternatives.some((a) => isSchema(a) && isSchema(a.properties))) {
    const tag = isSchema(s.discriminator) ? String(s.discriminator.propertyName) : undefined;
    const simple = alternatives.filter((a) => !isSchema(a.properties));
    lines.push(
      tag
        ? `Each has a ${code(tag)} that says which kind it is:`
        : `One of${simple.length > 0 ? ` ${simple.map((a) => typeText(docs, a, file)).join(', ')}, or` : ''} the forms below:`,
      '',
    );
    for (const a of alternatives.filter((x) => isSchema(x.properties))) {
      const props = a.properties as Record<string, Schema>;
      const tagValue = tag && isSchema(props[tag]) && 'const' in props[tag] ? String(props[tag].const) : undefined;
      const name = tagValue ?? ((a.required as string[] | undefined) ?? Object.keys(props))[0] ?? 'object';
      const anchor = `${stem(file)}-${slug(path)}-${slug(name)}`;
      lines.push(`- [${code(name)}](#${anchor})${typeof a.description === 'string' ? `: ${prose(a.description)}` : ''}`);
    }
    for (const a of alternatives.filter((x) => isSchema(x.properties))) {
      const props = a.properties as Record<string, Schema>;
      const tagValue = tag && isSchema(props[tag]) && 'const' in props[tag] ? String(props[tag].const) : undefined;
      const name = tagValue ?? ((a.required as string[] | undefined) ?? Object.keys(props))[0] ?? 'object';
      const anchor = `${stem(file)}-${slug(path)}-${slug(name)}`;
      const heading = tagValue ? `${code(`"${tag}": "${tagValue}"`)}` : code(name);
      lines.push(
        '',
        `<a id="${anchor}"></a>`,
        '',
        `${'#'.repeat(Math.min(level + 1, 6))} ${path}: ${heading}`,
        '',
        ...describeShape(docs, a, file, `${path} ${name}`, level + 1),
      );
    }
    return lines;
  }
  lines.push(`- **Type:** ${typeText(docs, s, file)}`);
  const r = rules(docs, s, file);
  if (r.length > 0) lines.push(`- **Allowed values / format:** ${prose(r.join('; '))}`);
  return lines;
}

/** Where the files of a kind live, in words. */
function whereFiles(kind: DocumentKind): string {
  if (kind.file === '*') {
    const except = kind.kind === 'flow' ? ` except ${FLOW_DIR_NON_FLOWS.map((f) => code(`${kind.dir}/${f}`)).join(', ')}` : '';
    return `every ${code(`${kind.dir}/*.json`)}${except}, one file per ${kind.kind === 'whiteLabel' ? 'white-label' : kind.kind === 'locale' ? 'language' : kind.kind}; the file name (without .json) is its ${kind.kind === 'locale' ? 'language code' : 'id'}`;
  }
  if (kind.file.startsWith('*/'))
    return `${code(`${kind.dir}/<folder>/${kind.file.slice(2)}`)}, one per folder of ${code(`${kind.dir}/`)} (its images sit beside it)`;
  return `${code(`${kind.dir}/${kind.file}`)} (one file)`;
}

const KIND_NAMES: Record<DocumentKind['kind'], string> = {
  brandBase: 'Brand base',
  brand: 'Brand',
  whiteLabel: 'White-label',
  environments: 'Environments',
  routes: 'Routes',
  errors: 'Error catalogue',
  messages: 'Message catalogue',
  locale: 'Translation',
  flow: 'Flow',
  form: 'Form',
};

/** docs/config.md from the schemas (by file name) and the query schema. Pure. */
export function renderConfigDocs(schemas: Readonly<Record<string, object>>, querySchema: object): string {
  const docs: Docs = { schemas: schemas as Record<string, Schema>, kindAnchor: {} };
  for (const kind of DOCUMENT_KINDS) docs.kindAnchor[kind.schema] ??= `kind-${slug(kind.kind)}`;
  const out: string[] = [
    '# Config reference',
    '',
    '<!-- Generated by tooling/build/config-docs.ts from schemas/ and validate/document-kinds.ts. Do not edit: run npm run docs. -->',
    '',
    'Every field of every config document, from the schemas in `schemas/`. `npm run validate` checks each document against its schema, then checks that every name it uses exists (message keys, actions, flows, forms, routes, brand codes, hosts).',
    'In VS Code, hovering a field shows the same description, and Ctrl+Space lists the names the project has (see `.vscode/settings.json`).',
    'Every document also starts with `"$schema"`, the path of its schema for editors: leave it as it is.',
    '',
    'This file is generated: run `npm run docs` after changing a schema (`npm run test:unit` fails while it is stale).',
    '',
    '## Document kinds',
    '',
    '| Kind | Files | Schema |',
    '| --- | --- | --- |',
  ];
  for (const kind of DOCUMENT_KINDS)
    out.push(`| [${KIND_NAMES[kind.kind]}](#${docs.kindAnchor[kind.schema]}) | ${whereFiles(kind)} | ${code(`schemas/${kind.schema}`)} |`);
  out.push(
    `| [Address parameters](#query-parameters) | the query string of the hub's addresses (not a file) | ${code('schemas/query.schema.json')} |`,
  );

  const documented = new Set<string>();
  for (const kind of DOCUMENT_KINDS) {
    const file = kind.schema;
    const s = docs.schemas[file];
    if (!s) throw new Error(`config docs: schemas/${file} is missing`);
    out.push('', `<a id="${docs.kindAnchor[file]}"></a>`, '', `## ${KIND_NAMES[kind.kind]}`, '');
    if (typeof s.title === 'string') out.push(`**${prose(s.title)}**`, '');
    if (typeof s.description === 'string') out.push(prose(s.description), '');
    out.push(
      `- **Files:** ${whereFiles(kind)}`,
      `- **Schema:** ${code(`schemas/${file}`)}`,
      '',
      '### Fields',
      '',
      ...objectSection(docs, s, file, '', 3),
    );
    if (documented.has(file)) continue;
    documented.add(file);
    const definitions = Object.entries((s.definitions ?? {}) as Record<string, Schema>);
    if (definitions.length > 0) {
      out.push(
        '',
        `### Definitions of ${code(`schemas/${file}`)}`,
        '',
        'Shapes and names that fields of this and other documents refer to.',
      );
      for (const [name, def] of definitions)
        out.push('', `<a id="${defAnchor(file, name)}"></a>`, '', `#### ${code(name)}`, '', ...describeShape(docs, def, file, name, 4));
    }
  }
  for (const file of SCHEMA_FILES)
    if (!documented.has(file)) throw new Error(`config docs: schemas/${file} is not the schema of any document kind`);

  const q = querySchema as Schema;
  out.push(
    '',
    '<a id="query-parameters"></a>',
    '',
    '## Address parameters',
    '',
    `**${prose(typeof q.title === 'string' ? q.title : '')}**`,
    '',
  );
  if (typeof q.description === 'string') out.push(prose(q.description), '');
  out.push(`- **Schema:** ${code('schemas/query.schema.json')}`, '', ...objectSection(docs, q, 'query.schema.json', '', 3, 'Parameter'));
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** The docs of the project at root. */
export function configDocs(root: string): string {
  const query = JSON.parse(readFileSync(join(root, 'schemas/query.schema.json'), 'utf8')) as object;
  return renderConfigDocs(readSchemas(root, SCHEMA_FILES), query);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve('.');
  const path = join(root, DOCS_FILE);
  const text = configDocs(root);
  if (process.argv.includes('--check')) {
    // Compared without \r, so a checkout with Windows line endings is not called stale.
    if (!existsSync(path) || readFileSync(path, 'utf8').replace(/\r\n/g, '\n') !== text) {
      console.error(`${DOCS_FILE} is stale: run npm run docs`);
      process.exit(1);
    }
    console.log(`${DOCS_FILE} is up to date.`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeIfChanged(path, text);
    console.log(`wrote ${DOCS_FILE}.`);
  }
}
