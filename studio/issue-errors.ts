/**
 * Validate's problems placed on the studio's fields: a problem at /theme/primary of the file a
 * form edits shows under that field, in validate's words. Pure.
 */
import { pointerSegments } from '../tooling/validate/json-pointer';
import type { StudioIssue } from './studio-wire';

export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

/** What a field shows: validate's sentence and its fix. */
export const issueWords = (issue: StudioIssue): string => `${issue.message}. Fix: ${issue.hint}`;

/** rjsf's extraErrors for the form that edits file. */
export function errorTree(issues: readonly StudioIssue[], file: string): ErrorTree {
  const root: ErrorTree = {};
  for (const issue of issues) {
    if (issue.file !== file) continue;
    let node = root;
    for (const seg of pointerSegments(issue.pointer)) {
      // Own keys only: a segment like "toString" must not find Object's prototype.
      const next = Object.hasOwn(node, seg) ? (node[seg] as ErrorTree) : {};
      node[seg] = next;
      node = next;
    }
    node.__errors = [...(node.__errors ?? []), issueWords(issue)];
  }
  return root;
}

/** Problems of file under pointer (a message's entry, a host field). */
export function issuesAt(issues: readonly StudioIssue[], file: string, pointer: string): StudioIssue[] {
  return issues.filter((i) => i.file === file && (i.pointer === pointer || i.pointer.startsWith(`${pointer}/`)));
}
