/** One problem in a config document: where it is and what to change. */
export interface ConfigIssue {
  /** Path relative to the project root. */
  file: string;
  /** JSON pointer inside the file ('' for the whole document). */
  pointer: string;
  /** What is wrong. */
  message: string;
  /** What to change to fix it. */
  hint: string;
}

/** The one-line form printed by `npm run validate` and the build. */
export function formatIssue(issue: ConfigIssue): string {
  return `${issue.file}#${issue.pointer || '/'}: ${issue.message}. Fix: ${issue.hint}`;
}
