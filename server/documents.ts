// The config documents the local server runs on: the same files and checks as the app's build
// (brands/, flows/, schemas/ through src/config), so a new brand needs no server code.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadValidatedDocuments } from '../validate/validate-project.js';
import type { BrandCode, BrandDoc, ValidatedDocuments } from '../src/config/types.js';

export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Validated at start: a broken document stops the server with validate's own messages. What the
 * server listens on and trusts is fixed by these; the brands a request names are read through
 * `currentDocuments()`.
 */
export const DOCUMENTS: ValidatedDocuments = loadValidatedDocuments(ROOT_DIR);

/** The brand folders' files and their change times: a brand saved by the studio changes it. */
function brandsFingerprint(): string {
  const dir = join(ROOT_DIR, 'brands');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => `${file}:${statSync(join(dir, file)).mtimeMs}`)
    .join('|');
}

let current = { fingerprint: brandsFingerprint(), documents: DOCUMENTS };

/**
 * The documents as brands/ holds them now: a brand added or changed while the server runs (the
 * studio saves one) is handed over to without a restart, as the app's dev server shows it at once.
 * A change that does not validate keeps the last good documents, said once on the console.
 */
export function currentDocuments(): ValidatedDocuments {
  const fingerprint = brandsFingerprint();
  if (fingerprint === current.fingerprint) return current.documents;
  try {
    current = { fingerprint, documents: loadValidatedDocuments(ROOT_DIR) };
  } catch (e) {
    console.error(`api: brands/ changed but does not validate; keeping the documents it had:\n${String(e)}`);
    current = { fingerprint, documents: current.documents };
  }
  return current.documents;
}

/** The brand document of a code, if a brand folder defines it. */
export function brandDoc(code: BrandCode | null | undefined): BrandDoc | undefined {
  return code ? Object.values(currentDocuments().brands).find((b) => b.brand === code) : undefined;
}
