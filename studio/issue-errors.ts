/**
 * Validate's problems placed on the studio's fields: a problem at /theme/primary of the file a
 * form edits shows under that field, in validate's words; a conflict between two places shows at
 * both. Pure.
 */
import { pointerSegments } from '../validate/json-pointer';
import { placeText } from '../validate/config-issue';
import type { StudioIssue } from './studio-wire';

export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

/** What a field shows: validate's sentence and its fix; a conflict's sentence names both places, as validate prints them. */
export const issueWords = (issue: StudioIssue): string =>
  `${issue.message}${issue.also ? ` (${placeText(issue)} and ${placeText(issue.also)})` : ''}. Fix: ${issue.hint}`;

/** Where an issue shows in file: its own place, or the other place of a conflict (which names both). */
const pointerIn = (issue: StudioIssue, file: string): string | undefined =>
  issue.file === file ? issue.pointer : issue.also?.file === file ? issue.also.pointer : undefined;

/** rjsf's extraErrors for the form that edits file. */
export function errorTree(issues: readonly StudioIssue[], file: string): ErrorTree {
  const root: ErrorTree = {};
  for (const issue of issues) {
    const pointer = pointerIn(issue, file);
    if (pointer === undefined) continue;
    let node = root;
    for (const seg of pointerSegments(pointer)) {
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
  return issues.filter((i) => {
    const at = pointerIn(i, file);
    return at !== undefined && (at === pointer || at.startsWith(`${pointer}/`));
  });
}
