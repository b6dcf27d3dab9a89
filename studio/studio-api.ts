/**
 * The brand studio's work on the project (Node only; studio/vite-studio.ts serves it over HTTP
 * on the dev server): read the documents, check a draft with the same validator as
 * `npm run validate`, save it (formatted, keys in a stable order) and tell the `git diff`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve, sep } from 'node:path';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import * as prettier from 'prettier';
import { formatIssue, type ConfigIssue } from '../validate/config-issue.js';
import { parseJsonSource } from '../validate/json-source.js';
import { dataUrlBytes, validateProject, validateProjectWith } from '../validate/validate-project.js';
import { placementsOf } from '../validate/document-kinds.js';
import { svgProblem } from '../validate/svg-allow-list.js';
import { newBrand } from './new-brand.js';
import type { StudioDraft, StudioIssue, StudioProject } from './studio-wire';

// The wire types are the studio page's (studio/studio-wire.ts): one definition for both ends.
export type { StudioDraft, StudioIssue, StudioProject };

export type SaveResult = { ok: true; saved: string[]; diff: string } | { ok: false; issues: StudioIssue[] };

/** A draft the studio will not write at all (a path outside the documents, an unsafe asset): the HTTP layer answers 400. */
export class StudioRefusal extends Error {
  override name = 'StudioRefusal';
}

/** Largest uploaded asset. validate's own limit for a referenced logo (100 KiB) is lower; this one guards the disk. */
export const MAX_UPLOAD_BYTES = 512 * 1024;
const IMAGE_MIME: Record<string, readonly string[]> = {
  svg: ['image/svg+xml'],
  png: ['image/png'],
  webp: ['image/webp'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
};
const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;
const MESSAGES_FILE = 'flows/messages.json';

const toStudioIssue = (issue: ConfigIssue): StudioIssue => ({ ...issue, text: formatIssue(issue) });

// ---------------------------------------------------------------------------------------------
// Formatting: the text a save writes.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys of data in the order of `order` first (those data has), the rest in data's own order. */
function ordered(data: JsonObject, order: readonly string[]): string[] {
  // A key set to undefined is left out, as JSON.stringify leaves it out.
  const keys = Object.keys(data).filter((k) => data[k] !== undefined);
  return [...order.filter((k) => keys.includes(k)), ...keys.filter((k) => !order.includes(k))];
}

/** data with its keys (and its objects' keys, recursively) in the order of the same place on disk. */
function likeDisk(data: Json, disk: unknown): Json {
  if (Array.isArray(data)) return data.map((v, i) => likeDisk(v, Array.isArray(disk) ? disk[i] : undefined));
  if (!isObject(data)) return data;
  const order = isObject(disk) ? Object.keys(disk) : [];
  return Object.fromEntries(ordered(data, order).map((k) => [k, likeDisk(data[k] ?? null, isObject(disk) ? disk[k] : undefined)]));
}

/** A brand document in the order of brand.schema.json's properties, its themes (light and dark) in the theme definition's order. */
function inSchemaOrder(data: JsonObject, schema: { properties?: object; definitions?: { theme?: { properties?: object } } }): JsonObject {
  const themeOrder = Object.keys(schema.definitions?.theme?.properties ?? {});
  const out: JsonObject = {};
  for (const k of ordered(data, ['$schema', ...Object.keys(schema.properties ?? {})])) {
    const v = data[k] ?? null;
    out[k] =
      (k === 'theme' || k === 'darkTheme') && isObject(v) ? Object.fromEntries(ordered(v, themeOrder).map((t) => [t, v[t] ?? null])) : v;
  }
  return out;
}

/** The $schema a document of path should carry: the draft's, else the one on disk, else the one of its kind. */
function schemaRefOf(path: string, data: JsonObject, disk: unknown): string | undefined {
  if (typeof data.$schema === 'string') return data.$schema;
  if (isObject(disk) && typeof disk.$schema === 'string') return disk.$schema;
  const kind = placementsOf(path)[0]?.kind;
  return kind ? posix.relative(posix.dirname(path), `schemas/${kind.schema}`) : undefined;
}

/** The data with $schema kept and keys in their stable order. */
function arrange(path: string, data: Json, disk: unknown, root: string): Json {
  if (!isObject(data)) return data;
  const ref = schemaRefOf(path, data, disk);
  // Put first when it was lost; where it already is otherwise.
  const withRef: JsonObject = ref === undefined ? data : { $schema: ref, ...data };
  if (ref !== undefined) withRef.$schema = ref;
  if (placementsOf(path).some((p) => p.kind.kind === 'brand'))
    return inSchemaOrder(withRef, JSON.parse(readFileSync(join(root, 'schemas/brand.schema.json'), 'utf8')) as object);
  return likeDisk(withRef, disk);
}

/**
 * JSON text in which each object opens on its own line or not as the same object on disk does:
 * Prettier's JSON printer keeps an object expanded exactly when its first key follows a line
 * break, so this carries the file's layout through formatting (new objects are expanded).
 */
function layoutText(value: Json, node: Node | undefined, text: string): string {
  if (Array.isArray(value)) return `[${value.map((v, i) => layoutText(v, node && findNodeAtLocation(node, [i]), text)).join(', ')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  const entries = Object.keys(value).map(
    (k) => `${JSON.stringify(k)}: ${layoutText(value[k] ?? null, node && findNodeAtLocation(node, [k]), text)}`,
  );
  const first = node?.type === 'object' ? node.children?.[0] : undefined;
  const expanded = !first || text.slice(node?.offset, first.offset).includes('\n');
  return expanded ? `{\n${entries.join(',\n')}\n}` : `{ ${entries.join(', ')} }`;
}

/** Formats with the repository's Prettier settings. */
async function prettierFormat(text: string, file: string, parser: 'json' | 'json-stringify'): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...config, filepath: file, parser });
}

/**
 * The text a save writes for the document at path (repository-relative): keys in a stable
 * order, $schema kept, formatted by Prettier with the repository's settings, so saving an
 * unchanged document writes the same bytes. Files laid out as JSON.stringify does (most) stay
 * so; a file that keeps short objects on one line (brand themes) keeps them there.
 */
export async function formatDocument(path: string, data: unknown, root: string): Promise<string> {
  const file = join(root, path);
  const diskText = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const disk = diskText === undefined ? undefined : parseJsonSource(diskText).data;
  const value = arrange(path, (data ?? null) as Json, disk, root);
  const stringified = `${JSON.stringify(value, null, 2)}\n`;
  // A new file is written as the .prettierignore says the tools write documents: JSON.stringify's layout.
  if (diskText === undefined || disk === undefined) return prettierFormat(stringified, file, 'json-stringify');
  if ((await prettierFormat(diskText, file, 'json-stringify')) === diskText) return prettierFormat(stringified, file, 'json-stringify');
  return prettierFormat(layoutText(value, parseTree(diskText), diskText), file, 'json');
}

// ---------------------------------------------------------------------------------------------
// Reading the project.

/** Every .json file under dir (repository-relative, sorted). */
function jsonFilesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .sort()
    .flatMap((name) => {
      const rel = `${dir}/${name}`;
      if (statSync(join(root, rel)).isDirectory()) return jsonFilesUnder(root, rel);
      return name.endsWith('.json') ? [rel] : [];
    });
}

/** Image files of each brand folder (one holding a brand.json). */
function brandAssets(root: string): Record<string, string[]> {
  const brands = join(root, 'brands');
  const out: Record<string, string[]> = {};
  for (const folder of readdirSync(brands).sort()) {
    const dir = join(brands, folder);
    if (!statSync(dir).isDirectory() || !existsSync(join(dir, 'brand.json'))) continue;
    out[folder] = readdirSync(dir)
      .filter((f) => /\.(svg|png|webp|ico)$/i.test(f))
      .sort();
  }
  return out;
}

const readJson = (root: string, path: string): object => JSON.parse(readFileSync(join(root, path), 'utf8')) as object;

/** Everything the studio edits, with the problems `npm run validate` reports now. */
export function studioProject(root: string): StudioProject {
  const files: Record<string, unknown> = {};
  for (const path of [...jsonFilesUnder(root, 'brands'), MESSAGES_FILE, ...jsonFilesUnder(root, 'flows/locales')]) {
    if (!existsSync(join(root, path))) continue;
    const data = parseJsonSource(readFileSync(join(root, path), 'utf8')).data;
    if (data !== undefined) files[path] = data;
  }
  return {
    files,
    assets: brandAssets(root),
    schemas: {
      brand: readJson(root, 'schemas/brand.schema.json'),
      whiteLabel: readJson(root, 'schemas/white-label.schema.json'),
      brandBase: readJson(root, 'schemas/brand-base.schema.json'),
    },
    issues: validateProject(root).issues.map(toStudioIssue),
  };
}

// ---------------------------------------------------------------------------------------------
// What a draft may touch.

/** Each segment a plain name: no '..', no empty or hidden segment, no backslash. */
const safeSegments = (path: string): boolean => path.split('/').every((s) => SAFE_NAME.test(s) && !s.includes('..'));

/** Throws unless root/path stays inside root (a last guard behind the name rules). */
function insideRoot(root: string, path: string): void {
  const full = resolve(root, path);
  if (!full.startsWith(resolve(root) + sep)) throw new StudioRefusal(`${path} is outside the project`);
}

function checkDocumentPath(root: string, path: string): void {
  const ok = path === MESSAGES_FILE || (path.startsWith('brands/') && path.endsWith('.json') && safeSegments(path));
  if (!ok)
    throw new StudioRefusal(
      `the studio does not write "${path}": it saves only .json documents under brands/ and ${MESSAGES_FILE}, named with letters, digits, dots, dashes and underscores`,
    );
  insideRoot(root, path);
}

/** The asset's bytes, or a refusal saying what is wrong with it. */
function checkAsset(root: string, path: string, url: unknown): Uint8Array {
  const m = /^brands\/([^/]+)\/([^/]+)\.(svg|png|webp|ico)$/.exec(path);
  if (!m || !safeSegments(path))
    throw new StudioRefusal(
      `the studio does not write the asset "${path}": an image goes in a brand folder as brands/<folder>/<name>.svg, .png, .webp or .ico, named with letters, digits, dots, dashes and underscores`,
    );
  insideRoot(root, path);
  const ext = m[3] ?? '';
  const mime = typeof url === 'string' ? /^data:([^;,]*)/.exec(url)?.[1]?.toLowerCase() : undefined;
  const bytes = typeof url === 'string' ? dataUrlBytes(url) : undefined;
  if (!bytes || mime === undefined) throw new StudioRefusal(`the asset ${path} is not sent as a base64 data: URL`);
  if (!IMAGE_MIME[ext]?.includes(mime))
    throw new StudioRefusal(
      `the asset ${path} is sent as ${mime || 'no type'}, but a .${ext} file must be ${IMAGE_MIME[ext]?.join(' or ')}`,
    );
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new StudioRefusal(
      `the asset ${path} is ${Math.ceil(bytes.length / 1024)} KiB; the studio accepts at most ${MAX_UPLOAD_BYTES / 1024} KiB`,
    );
  if (ext === 'svg') {
    // An SVG is opened as a document by browsers: scripts and event handlers would run on the hub's
    // origin. The same allow-list as validate, before anything is written.
    const unsafe = svgProblem(new TextDecoder().decode(bytes));
    if (unsafe) throw new StudioRefusal(`the asset ${path} holds ${unsafe}; brand images must be plain pictures`);
  }
  return bytes;
}

/** Every asset's bytes by path; throws a StudioRefusal on the first path or asset the studio will not write. */
function checkDraftPaths(root: string, draft: StudioDraft): Map<string, Uint8Array> {
  for (const path of Object.keys(draft.files)) checkDocumentPath(root, path);
  return new Map(Object.entries(draft.assets ?? {}).map(([path, url]) => [path, checkAsset(root, path, url)]));
}

/** The text each drafted document would be saved as. */
async function draftTexts(root: string, draft: StudioDraft): Promise<Record<string, string>> {
  const entries = await Promise.all(Object.entries(draft.files).map(async ([p, d]) => [p, await formatDocument(p, d, root)] as const));
  return Object.fromEntries(entries);
}

// ---------------------------------------------------------------------------------------------
// Check, save, new brand.

/** The problems the project would have with the draft saved (positions in the texts a save writes). */
export async function checkDraft(root: string, draft: StudioDraft): Promise<{ issues: StudioIssue[] }> {
  checkDraftPaths(root, draft);
  const texts = await draftTexts(root, draft);
  return { issues: validateProjectWith(root, draft, texts).issues.map(toStudioIssue) };
}

/** Writes the draft (assets, then documents) when the project would be valid with it; else writes nothing. */
export async function saveDraft(root: string, draft: StudioDraft): Promise<SaveResult> {
  const assets = checkDraftPaths(root, draft);
  const texts = await draftTexts(root, draft);
  const issues = validateProjectWith(root, draft, texts).issues;
  if (issues.length > 0) return { ok: false, issues: issues.map(toStudioIssue) };
  const write = (path: string, content: string | Uint8Array): void => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  for (const [path, bytes] of assets) write(path, bytes);
  for (const [path, text] of Object.entries(texts)) write(path, text);
  const saved = [...assets.keys(), ...Object.keys(texts)];
  return { ok: true, saved, diff: gitDiff(root, saved) };
}

/** Does what `npm run new-brand` does (newBrand's own errors are thrown as they are), with the diff of what it wrote. */
export function createBrand(
  root: string,
  request: { folder: string; name?: string; whiteLabels?: string[] },
): { code: string; files: string[]; diff: string } {
  const { folder, ...opts } = request;
  const result = newBrand(root, folder, opts);
  return { code: result.code, files: result.files, diff: gitDiff(root, result.files) };
}

// ---------------------------------------------------------------------------------------------
// git diff (read only: the index is never touched).

function git(root: string, args: string[], okCodes: readonly number[] = [0]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    const err = e as { status?: number; stdout?: string };
    // `git diff --no-index` exits 1 when the files differ, which is the answer wanted.
    if (err.status !== undefined && okCodes.includes(err.status)) return err.stdout ?? '';
    throw e;
  }
}

function isGitWorkTree(root: string): boolean {
  try {
    return git(root, ['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

const DIFF_FLAGS = ['diff', '--no-color', '--no-ext-diff'];

/** The plain `git diff` of paths; a file git does not track yet is shown whole, as new. '' outside a git work tree. */
export function gitDiff(root: string, paths: readonly string[]): string {
  if (paths.length === 0 || !isGitWorkTree(root)) return '';
  const tracked = new Set(
    git(root, ['ls-files', '-z', '--', ...paths])
      .split('\0')
      .filter(Boolean),
  );
  const known = paths.filter((p) => tracked.has(p));
  const fresh = paths.filter((p) => !tracked.has(p) && existsSync(join(root, p)));
  const parts = known.length > 0 ? [git(root, [...DIFF_FLAGS, '--', ...known])] : [];
  for (const p of fresh) parts.push(git(root, [...DIFF_FLAGS, '--no-index', '--', '/dev/null', p], [0, 1]));
  return parts.join('');
}
