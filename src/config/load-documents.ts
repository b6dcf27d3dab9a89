/**
 * Reads every config document from disk (Node only: scripts, the dev server plugin, the
 * local server and tests). The browser gets the same documents through Vite in app-documents.ts.
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOCUMENT_KINDS, FLOW_DIR_NON_FLOWS, type DocumentKind } from './document-kinds';
import { parseJsonSource, type JsonSource } from './json-source';
import type { AssetReader } from './check-assets';

/** One document as read from disk, before validation. */
export interface RawDocument {
  kind: DocumentKind['kind'];
  schema: string;
  /** Path relative to the project root, for messages. */
  file: string;
  /** Name used as key: file name without .json, brand folder name, or the kind for a kind with one document. */
  key: string;
  /** Parsed JSON, or undefined when the syntax is broken (source.problems says where). */
  data: unknown;
  /** Positions and syntax problems. */
  source: JsonSource;
}

function filesOf(root: string, kind: DocumentKind): { file: string; key: string }[] {
  const dir = join(root, kind.dir);
  if (!existsSync(dir)) return [];
  if (kind.file === '*') {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .filter((f) => !(kind.kind === 'flow' && (FLOW_DIR_NON_FLOWS as readonly string[]).includes(f)))
      .sort()
      .map((f) => ({ file: join(dir, f), key: f.replace(/\.json$/, '') }));
  }
  if (kind.file.startsWith('*/')) {
    const name = kind.file.slice(2);
    return readdirSync(dir)
      .filter((d) => statSync(join(dir, d)).isDirectory() && existsSync(join(dir, d, name)))
      .sort()
      .map((d) => ({ file: join(dir, d, name), key: d }));
  }
  // A kind with one document (base.json, environments.json, ...) is known by its kind.
  const file = join(dir, kind.file);
  return existsSync(file) ? [{ file, key: kind.kind }] : [];
}

/** Every document file of every kind under root. */
export function readDocuments(root: string): RawDocument[] {
  const out: RawDocument[] = [];
  for (const kind of DOCUMENT_KINDS) {
    for (const { file, key } of filesOf(root, kind)) {
      const source = parseJsonSource(readFileSync(file, 'utf8'));
      out.push({ kind: kind.kind, schema: kind.schema, file: relative(root, file), key, data: source.data, source });
    }
  }
  return out;
}

/** Reads asset files relative to root (undefined when missing). */
export function assetReader(root: string): AssetReader {
  return (path) => {
    const full = join(root, path);
    return existsSync(full) && statSync(full).isFile() ? new Uint8Array(readFileSync(full)) : undefined;
  };
}

/** The JSON Schemas of schemas/, by $id. */
export function readSchemas(root: string, names: readonly string[]): Record<string, object> {
  const out: Record<string, object> = {};
  for (const name of names) out[name] = JSON.parse(readFileSync(join(root, 'schemas', name), 'utf8')) as object;
  return out;
}
