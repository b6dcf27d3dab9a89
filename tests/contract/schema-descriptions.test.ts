// Every field of every schema explains itself to product staff (VS Code shows it on hover,
// docs/config.md lists it), and every pattern says in words what it wants: validate prints a
// pattern's patternErrorMessage as the "Fix:" of a mistake, so it must never be a regular expression.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/project';
import { SCHEMA_FILES } from '../../validate/document-kinds';

type Schema = Record<string, unknown>;

/** Every schema of schemas/ and schemas/api/, by path from the project root. */
const FILES = [
  ...readdirSync(join(ROOT, 'schemas'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `schemas/${f}`),
  ...readdirSync(join(ROOT, 'schemas/api'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `schemas/api/${f}`),
].sort();
const read = (file: string): Schema => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Schema;

/** Keywords whose value is a map of name -> schema. */
const SCHEMA_MAPS = ['properties', 'definitions', 'patternProperties', 'dependencies'];
/** Keywords whose value is a schema. */
const SCHEMA_VALUES = ['items', 'additionalItems', 'additionalProperties', 'propertyNames', 'contains', 'not', 'if', 'then', 'else'];
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const seg = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Calls visit for every schema inside node with its JSON pointer, the keyword it sits under, and
 * whether it is a condition (inside if or not: it tests a document, it defines no field).
 */
function walk(
  node: Schema,
  pointer: string,
  visit: (s: Schema, pointer: string, key: string, condition: boolean) => void,
  key = '',
  condition = false,
): void {
  visit(node, pointer, key, condition);
  for (const kw of SCHEMA_MAPS) {
    const map = node[kw];
    if (isSchema(map))
      for (const [name, sub] of Object.entries(map)) if (isSchema(sub)) walk(sub, `${pointer}/${kw}/${seg(name)}`, visit, kw, condition);
  }
  for (const kw of SCHEMA_VALUES)
    if (isSchema(node[kw])) walk(node[kw], `${pointer}/${kw}`, visit, kw, condition || kw === 'if' || kw === 'not');
  for (const kw of SCHEMA_LISTS) {
    const list = node[kw];
    if (Array.isArray(list)) list.forEach((sub, i) => isSchema(sub) && walk(sub, `${pointer}/${kw}/${i}`, visit, kw, condition));
  }
}

/** Text that reads like a regular expression rather than a sentence. */
const REGEX_LIKE = /[\^$\\|]|\[[^\]]*\]|\{\d+(,\d*)?\}|\.[*+?]|\(\?/;

interface SchemaProblems {
  undescribed: string[];
  unexplainedPatterns: string[];
  regexMessages: string[];
}

/** What a schema lacks: fields, definitions and object shapes without a description; patterns without words. */
function schemaProblems(file: string, schema: Schema): SchemaProblems {
  const out: SchemaProblems = { undescribed: [], unexplainedPatterns: [], regexMessages: [] };
  walk(schema, '', (node, pointer, key, condition) => {
    const where = `${file}#${pointer}`;
    const described = typeof node.description === 'string' && node.description.trim().length > 0;
    // A field (properties entry), a definition, and any object shape (root, list items, map values, oneOf branches).
    const needsDescription = !condition && (key === 'properties' || key === 'definitions' || isSchema(node.properties));
    if (needsDescription && !described) out.undescribed.push(where);
    if (typeof node.pattern === 'string') {
      const message = node.patternErrorMessage;
      if (typeof message !== 'string' || message.trim() === '') out.unexplainedPatterns.push(`${where} (pattern ${node.pattern})`);
      else if (REGEX_LIKE.test(message) || !/\be\.g\. /.test(message)) out.regexMessages.push(`${where}: "${message}"`);
    }
  });
  return out;
}

describe('schema descriptions (editors show them; docs/config.md lists them)', () => {
  it('walks every schema file: the document schemas, query.schema.json and schemas/api/', () => {
    for (const file of SCHEMA_FILES) expect(FILES).toContain(`schemas/${file}`);
    expect(FILES).toContain('schemas/query.schema.json');
    expect(FILES.filter((f) => f.startsWith('schemas/api/')).length).toBeGreaterThan(0);
  });

  it.each(FILES)('%s: every field, definition and object shape has a description', (file) => {
    expect(
      schemaProblems(file, read(file)).undescribed,
      'add a "description" (what the field holds and what it does, for product staff) at',
    ).toEqual([]);
  });

  it.each(FILES)('%s: every pattern has a patternErrorMessage in words, with an example', (file) => {
    const problems = schemaProblems(file, read(file));
    expect(
      problems.unexplainedPatterns,
      'add a "patternErrorMessage" (a plain sentence with "e.g." and an example) next to the pattern at',
    ).toEqual([]);
    expect(
      problems.regexMessages,
      'write these patternErrorMessages as plain sentences with "e.g." and an example, without regular-expression signs',
    ).toEqual([]);
  });

  it('finds what is missing (the check itself works)', () => {
    const bad = {
      type: 'object',
      properties: {
        a: { type: 'string', pattern: '^x$' },
        b: { description: 'B.', type: 'string', pattern: '^y$', patternErrorMessage: 'must match ^[A-Z]+$' },
        c: { description: 'C.', type: 'array', items: { type: 'object', properties: { d: { description: 'D.', type: 'string' } } } },
      },
      definitions: { e: { type: 'string', pattern: '^z$', patternErrorMessage: 'a z is written z, e.g. z' } },
    };
    expect(schemaProblems('bad.json', bad)).toEqual({
      undescribed: ['bad.json#', 'bad.json#/properties/a', 'bad.json#/properties/c/items', 'bad.json#/definitions/e'],
      unexplainedPatterns: ['bad.json#/properties/a (pattern ^x$)'],
      regexMessages: ['bad.json#/properties/b: "must match ^[A-Z]+$"'],
    });
  });
});
