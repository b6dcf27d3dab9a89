/**
 * `npm run validate`: every config document against its schema and every cross reference.
 * Prints file#pointer: problem. Fix: what to change; exits 1 on any issue.
 * Usage: tsx scripts/validate-config.ts [projectRoot]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readDocuments, readSchemas } from '../src/config/load-documents';
import { SCHEMA_FILES } from '../src/config/document-kinds';
import { validateDocuments, type ValidationResult } from '../src/config/validate-documents';
import { formatIssue } from '../src/config/config-issue';
import { ACTION_CONTRACTS } from '../src/actions/registry';

/** Validates the project at root. */
export function validateProject(root: string): ValidationResult {
  return validateDocuments(readDocuments(root), readSchemas(root, SCHEMA_FILES), ACTION_CONTRACTS);
}

/** Prints the result; returns the exit code. */
export function report(result: ValidationResult, log: (line: string) => void = console.error): number {
  if (result.issues.length === 0) return 0;
  for (const issue of result.issues) log(formatIssue(issue));
  log(`config: ${result.issues.length} problem(s); nothing was built.`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? '.');
  const code = report(validateProject(root));
  if (code === 0) console.log('config: every document is valid and every reference resolves.');
  process.exit(code);
}
