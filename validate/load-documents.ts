/**
 * Reads every config document from disk (Node only: scripts, the dev server plugin, the
 * local server and tests). The browser gets the same documents through Vite in app-documents.ts.
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareDocuments, DOCUMENT_KINDS, placementsOf, type DocumentKind } from './document-kinds.js';
import { parseJsonSource, type JsonSource } from './json-source.js';
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

/** Every path under root that might hold a document (relative, posix), before placementsOf decides. */
function candidatePaths(root: string): string[] {
  const out = new Set<string>();
  for (const kind of DOCUMENT_KINDS) {
    const dir = join(root, kind.dir);
    if (!existsSync(dir)) continue;
    if (kind.file === '*') for (const f of readdirSync(dir)) out.add(`${kind.dir}/${f}`);
    else if (kind.file.startsWith('*/')) {
      for (const d of readdirSync(dir)) if (statSync(join(dir, d)).isDirectory()) out.add(`${kind.dir}/${d}/${kind.file.slice(2)}`);
    } else out.add(`${kind.dir}/${kind.file}`);
  }
  return [...out];
}

/** Every document file of every kind under root, in the order of DOCUMENT_KINDS then file or folder name. */
export function readDocuments(root: string): RawDocument[] {
  const found = candidatePaths(root)
    .flatMap((file) => placementsOf(file).map((p) => ({ file, ...p })))
    .filter(({ file }) => existsSync(join(root, file)) && statSync(join(root, file)).isFile())
    .sort((a, b) => compareDocuments({ kind: a.kind.kind, sortName: a.sortName }, { kind: b.kind.kind, sortName: b.sortName }));
  return found.map(({ file, kind, key }) => {
    const source = parseJsonSource(readFileSync(join(root, file), 'utf8'));
    return { kind: kind.kind, schema: kind.schema, file, key, data: source.data, source };
  });
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
