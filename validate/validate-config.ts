/**
 * `npm run validate`: every config document's syntax, schema and cross references.
 * Prints `file:line:column (path): problem. Fix: what to change`; exits 1 on any issue.
 * Usage: tsx validate/validate-config.ts [projectRoot]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateProject } from './validate-project.js';
import type { ValidationResult } from './validate-documents';
import { formatIssue } from './config-issue.js';

export { validateProject };

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
