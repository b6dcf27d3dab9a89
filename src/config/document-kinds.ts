/**
 * Where each kind of config document lives and which schema it must satisfy.
 * Shared by the build-time validator (Node) and the app's loader (Vite globs),
 * so a new document kind is declared once.
 */
export interface DocumentKind {
  /** Key in ConfigDocuments. */
  readonly kind: 'brandBase' | 'brand' | 'whiteLabel' | 'environments' | 'routes' | 'errors' | 'messages' | 'flow' | 'form';
  /** Folder relative to the project root. */
  readonly dir: string;
  /** A single file name, or '*' for every .json file of the folder, or '* /brand.json' style sub-folder files. */
  readonly file: string;
  /** $id of the JSON Schema in schemas/. */
  readonly schema: string;
}

/** Files in flows/ that are not flows. */
export const FLOW_DIR_NON_FLOWS = ['routes.json', 'errors.json', 'messages.json'] as const;

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { kind: 'brandBase', dir: 'brands', file: 'base.json', schema: 'brand-base.schema.json' },
  { kind: 'brand', dir: 'brands', file: '*/brand.json', schema: 'brand.schema.json' },
  { kind: 'whiteLabel', dir: 'brands/white-labels', file: '*', schema: 'white-label.schema.json' },
  { kind: 'environments', dir: 'brands', file: 'environments.json', schema: 'environments.schema.json' },
  { kind: 'routes', dir: 'flows', file: 'routes.json', schema: 'routes.schema.json' },
  { kind: 'errors', dir: 'flows', file: 'errors.json', schema: 'error-catalogue.schema.json' },
  { kind: 'messages', dir: 'flows', file: 'messages.json', schema: 'messages.schema.json' },
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
] as const;
