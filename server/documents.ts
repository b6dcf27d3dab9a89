// The config documents the local server runs on: the same files and checks as the app's build
// (brands/, flows/, schemas/ through src/config), so a new brand needs no server code.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadValidatedDocuments } from '../tooling/validate/validate-project.js';
import type { BrandCode, BrandDoc, ValidatedDocuments } from '../src/config/types.js';

export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Validated at start: a broken document stops the server with validate's own messages. */
export const DOCUMENTS: ValidatedDocuments = loadValidatedDocuments(ROOT_DIR);

/** The brand document of a code, if a brand folder defines it. */
export function brandDoc(code: BrandCode | null | undefined): BrandDoc | undefined {
  return code ? Object.values(DOCUMENTS.brands).find((b) => b.brand === code) : undefined;
}
