/**
 * Validates the project on disk (Node only): used by `npm run validate`, the build, the dev
 * server's live check and the local server, so all of them read the same checked documents.
 * The brand studio validates its unsaved drafts through the same path (validateProjectWith).
 */
import { assetReader, readDocuments, readSchemas, type RawDocument } from './load-documents.js';
import { compareDocuments, placementsOf, SCHEMA_FILES } from './document-kinds.js';
import { validateDocuments, type ValidationResult } from './validate-documents.js';
import { formatIssue } from './config-issue.js';
import { parseJsonSource } from './json-source.js';
import { changedFiles } from './changed-files.js';
import type { AssetReader } from './check-assets';
import { ACTION_CONTRACTS } from '../src/actions/contracts.js';
import { CODE_MESSAGE_KEYS } from '../src/messages/code-message-keys.js';
import type { ValidatedDocuments } from '../src/config/types';

/** Files not on disk (unsaved edits), validated as if they replaced or joined those there. */
export interface DraftFiles {
  /** Documents by repository path (e.g. brands/plexus/brand.json): parsed JSON replacing or adding the file. */
  files: Record<string, unknown>;
  /** Asset files by repository path (e.g. brands/plexus/logo.png), as base64 data: URLs. */
  assets?: Record<string, string>;
}

/** Validates the project at root. */
export function validateProject(root: string): ValidationResult {
  return validateProjectWith(root, { files: {} });
}

/**
 * Validates the project at root as if the draft's files and assets replaced or joined those on
 * disk. texts, when given, are the exact texts a save would write (by path), so issues point at
 * their lines; otherwise each draft document is laid out as JSON.stringify(data, null, 2).
 */
export function validateProjectWith(root: string, draft: DraftFiles, texts: Record<string, string> = {}): ValidationResult {
  const raw = withDrafts(readDocuments(root), draft.files, texts);
  return validateDocuments(raw, readSchemas(root, SCHEMA_FILES), {
    contracts: ACTION_CONTRACTS,
    codeKeys: CODE_MESSAGE_KEYS,
    readAsset: withDraftAssets(assetReader(root), draft.assets ?? {}),
    // A drafted document is as changed as one edited on disk.
    changed: [...Object.keys(draft.files), ...changedFiles(root)],
  });
}

/** The validated documents, or an error listing every problem as `npm run validate` prints it. */
export function loadValidatedDocuments(root: string): ValidatedDocuments {
  const result = validateProject(root);
  if (result.documents) return result.documents;
  throw new Error(`the config documents have ${result.issues.length} problem(s):\n${result.issues.map(formatIssue).join('\n')}`);
}

/** The draft's documents in place of (or beside) those read from disk, in readDocuments' order. */
function withDrafts(raw: RawDocument[], files: Record<string, unknown>, texts: Record<string, string>): RawDocument[] {
  const drafted = Object.keys(files);
  if (drafted.length === 0) return raw;
  const kept = raw.filter((r) => !drafted.includes(r.file));
  const added = drafted.flatMap((file) => {
    const source = parseJsonSource(texts[file] ?? draftText(files[file]));
    return placementsOf(file).map(({ kind, key }) => ({ kind: kind.kind, schema: kind.schema, file, key, data: source.data, source }));
  });
  const sortName = (r: RawDocument) => placementsOf(r.file).find((x) => x.kind.kind === r.kind)?.sortName ?? r.file;
  return [...kept, ...added].sort((a, b) =>
    compareDocuments({ kind: a.kind, sortName: sortName(a) }, { kind: b.kind, sortName: sortName(b) }),
  );
}

/** A draft value as text; a value JSON cannot hold (undefined) becomes an empty text, which parses as a missing value. */
function draftText(data: unknown): string {
  return `${JSON.stringify(data, null, 2) ?? ''}\n`;
}

/** Bytes of a base64 data: URL, or undefined when it is not one. */
export function dataUrlBytes(url: string): Uint8Array | undefined {
  const m = /^data:[^,]*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(url);
  return m ? new Uint8Array(Buffer.from(m[1] ?? '', 'base64')) : undefined;
}

/** Reads drafted assets first, then the disk. */
function withDraftAssets(read: AssetReader, assets: Record<string, string>): AssetReader {
  return (path) => {
    const url = assets[path];
    return url === undefined ? read(path) : dataUrlBytes(url);
  };
}
