/**
 * Build-time validation: every document against its JSON Schema with one Ajv instance,
 * then the cross-reference checks. Node only; the shipped app compiles no schema.
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { ConfigIssue } from './config-issue';
import type { RawDocument } from './load-documents';
import type { ConfigDocuments } from './types';
import { checkCrossReferences } from './cross-references';
import type { GraphContract } from '../flow/flow-graph';

/** Creates the project's one Ajv instance with every schema of schemas/ registered by $id. */
export function createConfigAjv(schemas: Record<string, object>): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}

/** Turns one Ajv error into a message and a hint a product person can act on. */
export function describeAjvError(err: ErrorObject): Omit<ConfigIssue, 'file'> {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return { pointer: err.instancePath, message: `missing property "${String(p.missingProperty)}"`, hint: `add "${String(p.missingProperty)}"` };
    case 'additionalProperties':
      return {
        pointer: `${err.instancePath}/${String(p.additionalProperty)}`,
        message: `unknown property "${String(p.additionalProperty)}"`,
        hint: `remove it or check its spelling`,
      };
    case 'enum':
      return { pointer: err.instancePath, message: 'value is not allowed', hint: `use one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { pointer: err.instancePath, message: 'value is not allowed', hint: `use ${JSON.stringify(p.allowedValue)}` };
    case 'pattern':
      return { pointer: err.instancePath, message: 'value has the wrong shape', hint: `match the pattern ${String(p.pattern)}` };
    case 'type':
      return { pointer: err.instancePath, message: `wrong type`, hint: `use a value of type ${String(p.type)}` };
    case 'format':
      return { pointer: err.instancePath, message: `not a valid ${String(p.format)}`, hint: `write a valid ${String(p.format)}` };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'minProperties':
      return { pointer: err.instancePath, message: `value ${err.message ?? 'is out of bounds'}`, hint: `change its length (${err.keyword} ${String(p.limit)})` };
    default:
      return { pointer: err.instancePath, message: err.message ?? `fails ${err.keyword}`, hint: `see the rule "${err.keyword}" in ${err.schemaPath}` };
  }
}

/** Keeps the most useful errors: a oneOf failure repeats every branch's complaint. */
function usefulErrors(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  return chosen.filter((e) => {
    const k = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Result of validating every document. */
export interface ValidationResult {
  issues: ConfigIssue[];
  /** Present only when there are no issues. */
  documents?: ConfigDocuments;
}

/** Assembles validated raw documents into the runtime's shape. */
function assemble(raw: RawDocument[]): ConfigDocuments {
  const docs = { brands: {}, whiteLabels: {}, flows: {}, forms: {} } as unknown as ConfigDocuments;
  const d = docs as unknown as Record<string, unknown>;
  for (const r of raw) {
    if (r.kind === 'brand') docs.brands[r.key] = r.data as ConfigDocuments['brands'][string];
    else if (r.kind === 'whiteLabel') docs.whiteLabels[r.key] = r.data as ConfigDocuments['whiteLabels'][string];
    else if (r.kind === 'flow') docs.flows[r.key] = r.data as ConfigDocuments['flows'][string];
    else if (r.kind === 'form') docs.forms[r.key] = r.data as ConfigDocuments['forms'][string];
    else d[r.kind] = r.data;
  }
  return docs;
}

/**
 * Validates raw documents against their schemas and each other.
 * contracts: the action registry's contracts (names flows may use, and what each reads and produces).
 */
export function validateDocuments(raw: RawDocument[], schemas: Record<string, object>, contracts: Readonly<Record<string, GraphContract>>): ValidationResult {
  const ajv = createConfigAjv(schemas);
  const issues: ConfigIssue[] = [];
  for (const kind of ['brandBase', 'environments', 'routes', 'errors', 'messages'] as const) {
    if (!raw.some((r) => r.kind === kind)) issues.push({ file: kind, pointer: '', message: `the ${kind} document is missing`, hint: 'restore the file from git' });
  }
  for (const doc of raw) {
    if (doc.parseError) {
      issues.push({ file: doc.file, pointer: '', message: `not valid JSON (${doc.parseError})`, hint: 'fix the JSON syntax' });
      continue;
    }
    const validate = ajv.getSchema(doc.schema);
    if (!validate) throw new Error(`schema ${doc.schema} is not registered`);
    if (!validate(doc.data)) {
      for (const e of usefulErrors(validate.errors ?? [])) issues.push({ file: doc.file, ...describeAjvError(e) });
    }
  }
  if (issues.length > 0) return { issues };
  const documents = assemble(raw);
  const files: Record<string, string> = {};
  for (const r of raw) files[`${r.kind}:${r.key}`] = r.file;
  issues.push(...checkCrossReferences(documents, files, contracts, ajv));
  return issues.length > 0 ? { issues } : { issues, documents };
}
