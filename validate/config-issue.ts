import { describePointer } from './json-pointer.js';

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
  /**
   * The other place of a conflict between two (two brands with one code): named after the first,
   * so a person finds both. The first is the one that brought the conflict when validate can tell.
   */
  also?: IssuePlace;
}

/** A place in a file: the file, a JSON pointer in it and, once located, its line and column. */
export interface IssuePlace {
  file: string;
  pointer: string;
  line?: number;
  column?: number;
}

/**
 * The two places of a conflict in the order to tell them: the changed one first when only it
 * changed (it brought the conflict: a copied brand, not its original), else the later one met.
 */
export function conflictOrder<T extends { file: string }>(later: T, earlier: T, changed: ReadonlySet<string>): [T, T] {
  return changed.has(earlier.file) && !changed.has(later.file) ? [earlier, later] : [later, earlier];
}

/** `file:line:column (path)`, or less where line or path are unknown. */
export function placeText(place: IssuePlace): string {
  const where = place.line !== undefined ? `${place.file}:${place.line}:${place.column ?? 1}` : place.file;
  const path = describePointer(place.pointer);
  return `${where}${path ? ` (${path})` : ''}`;
}

/**
 * The one-line form printed by `npm run validate`, the build and the dev server's overlay:
 * `flows/errors.json:12:5 (identity > "auth/x"): what is wrong. Fix: what to do`; a conflict
 * names both places, `brands/a/brand.json:3:3 (brand) and brands/b/brand.json:3:3 (brand): ...`.
 */
export function formatIssue(issue: ConfigIssue): string {
  const where = issue.also ? `${placeText(issue)} and ${placeText(issue.also)}` : placeText(issue);
  return `${where}: ${issue.message}. Fix: ${issue.hint}`;
}
