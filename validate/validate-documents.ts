/**
 * Build-time validation: every document's syntax, then its JSON Schema (one Ajv instance),
 * then the cross-reference checks; each problem gets its line and column. Node only; the
 * shipped app compiles no schema.
 */
import type Ajv from 'ajv';
import { createAjv } from './ajv.js';
import type { ConfigIssue, IssuePlace } from './config-issue';
import type { RawDocument } from './load-documents';
import type { ConfigDocuments, ValidatedDocuments } from '../src/config/types';
import { checkCrossReferences } from './cross-references.js';
import { checkLocales } from './check-locales.js';
import { checkBrandTexts } from './check-brand-texts.js';
import { describeAjvError, usefulErrors } from './describe-ajv-error.js';
import type { AssetReader } from './check-assets';
import type { GraphContract } from './flow-graph';
import type { MessagePlace } from '../src/messages/message-places';

/**
 * Creates the Ajv instance for config documents (the project's configuration, validate/ajv.ts),
 * with every schema of schemas/ registered by $id. `verbose` gives each error its data and schema
 * for plain messages.
 */
export function createConfigAjv(schemas: Record<string, object>): Ajv {
  const ajv = createAjv({ verbose: true });
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}

/**
 * The Ajv instance for these schemas, compiled once: compiling the document schemas was 86 % of a
 * validation (50 of 58 ms here), and the dev server's live check, the studio's checks and saves
 * and the tests validate again and again with the same schemas. Keyed by the schemas' text, so an
 * edited schema gets a fresh instance; only the last one is kept.
 */
let compiled: { key: string; ajv: Ajv } | undefined;
function configAjvFor(schemas: Record<string, object>): Ajv {
  const key = JSON.stringify(schemas);
  if (compiled?.key !== key) compiled = { key, ajv: createConfigAjv(schemas) };
  return compiled.ajv;
}

/** Result of validating every document. */
export interface ValidationResult {
  issues: ConfigIssue[];
  /** Present only when there are no issues. */
  documents?: ValidatedDocuments;
}

/** Assembles validated raw documents into the runtime's shape. */
function assemble(raw: RawDocument[]): ValidatedDocuments {
  // Each r.data passed its kind's schema (Ajv) before this runs: that is what each cast states.
  const docs: Pick<ValidatedDocuments, 'brands' | 'whiteLabels' | 'flows' | 'forms' | 'locales'> = {
    brands: {},
    whiteLabels: {},
    flows: {},
    forms: {},
    locales: {},
  };
  const single: Partial<Omit<ConfigDocuments, keyof typeof docs>> = {};
  for (const r of raw) {
    switch (r.kind) {
      case 'brand':
        docs.brands[r.key] = r.data as ConfigDocuments['brands'][string];
        break;
      case 'whiteLabel':
        docs.whiteLabels[r.key] = r.data as ConfigDocuments['whiteLabels'][string];
        break;
      case 'flow':
        docs.flows[r.key] = r.data as ConfigDocuments['flows'][string];
        break;
      case 'form':
        docs.forms[r.key] = r.data as ConfigDocuments['forms'][string];
        break;
      case 'locale':
        docs.locales[r.key] = r.data as ValidatedDocuments['locales'][string];
        break;
      case 'brandBase':
        single.brandBase = r.data as ConfigDocuments['brandBase'];
        break;
      case 'environments':
        single.environments = r.data as ConfigDocuments['environments'];
        break;
      case 'routes':
        single.routes = r.data as ConfigDocuments['routes'];
        break;
      case 'errors':
        single.errors = r.data as ConfigDocuments['errors'];
        break;
      case 'messages':
        single.messages = r.data as ConfigDocuments['messages'];
        break;
    }
  }
  const { brandBase, environments, routes, errors, messages } = single;
  // Every single-file kind is required: a missing file is reported before assembly.
  if (!brandBase || !environments || !routes || !errors || !messages) throw new Error('assemble: a required document is missing');
  return { ...docs, brandBase, environments, routes, errors, messages };
}

/** Adds line and column to issues in JSON documents (and to a conflict's other place); issues sorted by file and position. */
function located(issues: ConfigIssue[], raw: readonly RawDocument[]): ConfigIssue[] {
  const byFile = new Map(raw.map((r) => [r.file, r]));
  const at = <T extends IssuePlace>(p: T): T =>
    p.line !== undefined || !byFile.has(p.file) ? p : { ...p, ...byFile.get(p.file)!.source.locate(p.pointer) };
  return issues
    .map((i) => (i.also ? { ...at(i), also: at(i.also) } : at(i)))
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** What validateDocuments checks the documents against, besides their schemas. */
export interface ValidationContext {
  /** The action registry's contracts (names flows may use, and what each reads and produces). */
  contracts: Readonly<Record<string, GraphContract>>;
  /** Catalogue keys the code uses, with where each is shown. */
  codeKeys: Readonly<Record<string, MessagePlace>>;
  /** Asset files (brand logos and icons), by path from the project root. */
  readAsset: AssetReader;
  /**
   * Files changed since the last commit, or drafted in the studio: a conflict between a changed
   * file and an unchanged one is told at the changed one first (a copied brand, not the original).
   */
  changed?: readonly string[];
}

/** Whether the code or a document names a catalogue key (a document names it as a JSON string). */
function usedKeys(docs: ConfigDocuments, codeKeys: Readonly<Record<string, MessagePlace>>): (key: string) => boolean {
  const named = JSON.stringify([docs.flows, docs.forms, docs.errors, docs.routes]);
  return (key) => key in codeKeys || named.includes(JSON.stringify(key));
}

/** Validates raw documents against their schemas and each other. */
export function validateDocuments(raw: RawDocument[], schemas: Record<string, object>, context: ValidationContext): ValidationResult {
  const ajv = configAjvFor(schemas);
  const issues: ConfigIssue[] = [];
  for (const kind of ['brandBase', 'environments', 'routes', 'errors', 'messages'] as const) {
    if (!raw.some((r) => r.kind === kind))
      issues.push({ file: kind, pointer: '', message: `the ${kind} document is missing`, hint: 'restore the file from git' });
  }
  for (const doc of raw) {
    issues.push(...doc.source.problems.map((p) => ({ ...p, file: doc.file })));
    if (doc.data === undefined) continue;
    const validate = ajv.getSchema(doc.schema);
    if (!validate) throw new Error(`schema ${doc.schema} is not registered`);
    if (!validate(doc.data)) {
      for (const e of usefulErrors(validate.errors ?? [])) issues.push({ file: doc.file, ...describeAjvError(e) });
    }
  }
  if (issues.length > 0) return { issues: located(issues, raw) };
  const documents = assemble(raw);
  const files: Record<string, string> = {};
  for (const r of raw) files[`${r.kind}:${r.key}`] = r.file;
  // The form schemas are compiled in an instance of their own: the documents' one is kept between
  // validations (configAjvFor), and a form schema compiled into it would stay, its $id included.
  const formAjv = createConfigAjv({});
  issues.push(
    ...checkCrossReferences(documents, files, context.contracts, formAjv, context.codeKeys, context.readAsset, new Set(context.changed)),
  );
  // One mistake, one message: an English text already reported is not reported again in each translation.
  const reported = new Set(
    issues.flatMap((i) => [i.pointer.split('/').at(-1) ?? '', ...[...i.message.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '')]),
  );
  issues.push(
    ...checkLocales(
      documents.locales,
      documents.messages.messages,
      documents.whiteLabels,
      usedKeys(documents, context.codeKeys),
      reported,
      {
        messages: files['messages:messages'] ?? 'flows/messages.json',
        locale: (code) => files[`locale:${code}`] ?? `flows/locales/${code}.json`,
        whiteLabel: (id) => files[`whiteLabel:${id}`] ?? id,
      },
    ),
  );
  // A brand's own texts, per language its white-labels offer, as the catalogues above.
  const fileOf = (kind: string, key = kind): string => files[`${kind}:${key}`] ?? kind;
  issues.push(...checkBrandTexts(documents.brands, documents.whiteLabels, new Set(Object.keys(documents.locales)), fileOf));
  return issues.length > 0 ? { issues: located(issues, raw) } : { issues, documents };
}
