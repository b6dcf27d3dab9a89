/**
 * Validates the project on disk (Node only): used by `npm run validate`, the build, the dev
 * server's live check and the local server, so all of them read the same checked documents.
 */
import { assetReader, readDocuments, readSchemas } from './load-documents';
import { SCHEMA_FILES } from './document-kinds';
import { validateDocuments, type ValidationResult } from './validate-documents';
import { formatIssue } from './config-issue';
import { ACTION_CONTRACTS } from '../actions/registry';
import { CODE_MESSAGE_KEYS } from '../messages/code-message-keys';
import type { ConfigDocuments } from './types';

/** Validates the project at root. */
export function validateProject(root: string): ValidationResult {
  return validateDocuments(readDocuments(root), readSchemas(root, SCHEMA_FILES), {
    contracts: ACTION_CONTRACTS,
    codeKeys: CODE_MESSAGE_KEYS,
    readAsset: assetReader(root),
  });
}

/** The validated documents, or an error listing every problem as `npm run validate` prints it. */
export function loadValidatedDocuments(root: string): ConfigDocuments {
  const result = validateProject(root);
  if (result.documents) return result.documents;
  throw new Error(`the config documents have ${result.issues.length} problem(s):\n${result.issues.map(formatIssue).join('\n')}`);
}
