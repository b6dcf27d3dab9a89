// Every authoring mistake of tests/support/authoring-mistakes.ts is caught in the file where it
// is written, with a line and column, in plain words and with a fix.
import { describe, expect, it } from 'vitest';
import { MISTAKES, issuesOf } from '../support/authoring-mistakes';
import { formatIssue } from '../../validate/config-issue';

describe('authoring mistakes', () => {
  it('the catalogue covers at least 40 distinct mistakes of every kind', () => {
    expect(new Set(MISTAKES.map((m) => m.what)).size).toBe(MISTAKES.length);
    expect(MISTAKES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(MISTAKES.map((m) => m.kind)).size).toBe(10);
  });

  it.each(MISTAKES.map((m) => [m.what, m] as const))('%s', (_, m) => {
    const issues = issuesOf(m);
    const text = issues.map(formatIssue).join('\n');
    const hit = issues.find((i) => i.file === m.expect.file && m.expect.message.test(i.message));
    expect(hit, text).toBeDefined();
    expect(hit!.line, text).toBeGreaterThan(0);
    expect(hit!.column, text).toBeGreaterThan(0);
    expect(hit!.hint.length, text).toBeGreaterThan(5);
    if (m.expect.hint) expect(hit!.hint, text).toMatch(m.expect.hint);
    // A conflict names both places, each with its line and column: the one changed first, then the other.
    if (m.expect.also) {
      expect(hit!.also?.file, text).toBe(m.expect.also);
      expect(hit!.also?.line, text).toBeGreaterThan(0);
      expect(hit!.also?.column, text).toBeGreaterThan(0);
      const line = formatIssue(hit!);
      const head = line.slice(0, line.indexOf(': '));
      expect(head, text).toMatch(
        new RegExp(`^\\S+:${hit!.line}:${hit!.column}( \\(.*\\))? and \\S+:${hit!.also?.line}:${hit!.also?.column}( \\(.*\\))?$`),
      );
      expect(head.startsWith(`${hit!.file}:`), text).toBe(true);
      expect(head.includes(` and ${m.expect.also}:`), text).toBe(true);
    }
    if (m.single) expect(issues.map(formatIssue)).toEqual([formatIssue(hit!)]);
    // Written for people: no regular expressions, escaped pointers or byte offsets.
    for (const i of issues) {
      expect(`${i.message} ${i.hint}`, formatIssue(i)).not.toMatch(/~1|~0|at position \d|\^\[|\\d|\[A-Z|\$\//);
    }
  });
});
