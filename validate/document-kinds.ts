/**
 * Where each kind of config document lives and which schema it must satisfy, and which kind a
 * repository path holds. Shared by the build-time validator and loader (Node), the app's loader
 * (Vite globs) and the studio (browser), so a new document kind is declared once. Pure.
 */
import { FLOW_DIR_NON_FLOWS } from '../src/config/flow-files.js';

export interface DocumentKind {
  /** Key in ConfigDocuments. */
  readonly kind: 'brandBase' | 'brand' | 'whiteLabel' | 'environments' | 'routes' | 'errors' | 'messages' | 'locale' | 'flow' | 'form';
  /** Folder relative to the project root. */
  readonly dir: string;
  /** A single file name, or '*' for every .json file of the folder, or '* /brand.json' style sub-folder files. */
  readonly file: string;
  /** $id of the JSON Schema in schemas/. */
  readonly schema: string;
}

export { FLOW_DIR_NON_FLOWS };

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { kind: 'brandBase', dir: 'brands', file: 'base.json', schema: 'brand-base.schema.json' },
  { kind: 'brand', dir: 'brands', file: '*/brand.json', schema: 'brand.schema.json' },
  { kind: 'whiteLabel', dir: 'brands/white-labels', file: '*', schema: 'white-label.schema.json' },
  { kind: 'environments', dir: 'brands', file: 'environments.json', schema: 'environments.schema.json' },
  { kind: 'routes', dir: 'flows', file: 'routes.json', schema: 'routes.schema.json' },
  { kind: 'errors', dir: 'flows', file: 'errors.json', schema: 'error-catalogue.schema.json' },
  { kind: 'messages', dir: 'flows', file: 'messages.json', schema: 'messages.schema.json' },
  { kind: 'locale', dir: 'flows/locales', file: '*', schema: 'locale.schema.json' },
  { kind: 'flow', dir: 'flows', file: '*', schema: 'flow.schema.json' },
  { kind: 'form', dir: 'schemas/forms', file: '*', schema: 'form.schema.json' },
];

/** The schema files of schemas/ (form documents embed their own schemas). */
export const SCHEMA_FILES = [
  'brand.schema.json',
  'brand-base.schema.json',
  'white-label.schema.json',
  'environments.schema.json',
  'routes.schema.json',
  'flow.schema.json',
  'form.schema.json',
  'error-catalogue.schema.json',
  'messages.schema.json',
  'locale.schema.json',
] as const;

/** Where a document of a kind sits: its key in ConfigDocuments and the name readDocuments sorts it by. */
export interface Placement {
  kind: DocumentKind;
  key: string;
  sortName: string;
}

/**
 * Every kind a repository path (posix, relative to the root) holds, with its key: the one rule
 * readDocuments lists files by, validate's drafts are placed by, and the studio's previews read.
 */
export function placementsOf(file: string): Placement[] {
  const slash = file.lastIndexOf('/');
  const dir = slash < 0 ? '' : file.slice(0, slash);
  const base = file.slice(slash + 1);
  const parentSlash = dir.lastIndexOf('/');
  const out: Placement[] = [];
  for (const kind of DOCUMENT_KINDS) {
    if (kind.file === '*') {
      const flowNonFlow = kind.kind === 'flow' && (FLOW_DIR_NON_FLOWS as readonly string[]).includes(base);
      if (dir === kind.dir && base.endsWith('.json') && !flowNonFlow) out.push({ kind, key: base.replace(/\.json$/, ''), sortName: base });
    } else if (kind.file.startsWith('*/')) {
      const folder = dir.slice(parentSlash + 1);
      const inDir = parentSlash < 0 ? '' : dir.slice(0, parentSlash);
      if (inDir === kind.dir && folder !== '' && base === kind.file.slice(2)) out.push({ kind, key: folder, sortName: folder });
    } else if (file === `${kind.dir}/${kind.file}`) out.push({ kind, key: kind.kind, sortName: base });
  }
  return out;
}

/** readDocuments' order: kinds as DOCUMENT_KINDS lists them, then by sort name. */
export function compareDocuments(a: { kind: string; sortName: string }, b: { kind: string; sortName: string }): number {
  const rank = (kind: string) => DOCUMENT_KINDS.findIndex((k) => k.kind === kind);
  return rank(a.kind) - rank(b.kind) || (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0);
}
