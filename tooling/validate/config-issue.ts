import { describePointer } from './json-pointer';

/** One problem in a config document: where it is and what to change. */
export interface ConfigIssue {
  /** Path relative to the project root. */
  file: string;
  /** JSON pointer inside the file ('' for the whole document). */
  pointer: string;
  /** 1-based position in the file, when the file is a JSON document. */
  line?: number;
  column?: number;
  /** What is wrong, in one plain sentence (no final full stop). */
  message: string;
  /** What to change to fix it. */
  hint: string;
}

/**
 * The one-line form printed by `npm run validate`, the build and the dev server's overlay:
 * `flows/errors.json:12:5 (identity > "auth/x"): what is wrong. Fix: what to do`.
 */
export function formatIssue(issue: ConfigIssue): string {
  const where = issue.line !== undefined ? `${issue.file}:${issue.line}:${issue.column ?? 1}` : issue.file;
  const path = describePointer(issue.pointer);
  return `${where}${path ? ` (${path})` : ''}: ${issue.message}. Fix: ${issue.hint}`;
}
