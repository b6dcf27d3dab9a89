/**
 * Characters a person cannot see in a name or text (issue 29): named visibly in validate's
 * messages, e.g. 'a non-breaking space (U+00A0) after "LOG"'. Pure.
 */

const NAMED: Readonly<Record<string, string>> = {
  '\u00a0': 'a non-breaking space',
  '\u2007': 'a figure space',
  '\u202f': 'a narrow non-breaking space',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\ufeff': 'a byte-order mark',
  '\u00ad': 'a soft hyphen',
  '\t': 'a tab',
  '\n': 'a line break',
  '\r': 'a carriage return',
};

const code = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
const nameOf = (c: string) => `${NAMED[c] ?? (c === ' ' ? 'a space' : 'an invisible character')} (${code(c)})`;
/** Up to 12 characters next to position i, for "after ..." / "before ...". */
const around = (s: string, i: number, dir: -1 | 1) => (dir < 0 ? s.slice(Math.max(0, i - 12), i) : s.slice(i + 1, i + 13)).trim();

/** The first character of s a person could not see or would not mean, said so they can find it; null when there is none. */
export function invisibleIn(s: string): string | null {
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '';
    const hidden = c in NAMED || /\p{Cf}|\p{Cc}/u.test(c);
    const edgeSpace = /\s/.test(c) && (i === 0 || i === s.length - 1);
    if (!hidden && !edgeSpace) continue;
    if (s.trim() === '') return `only ${nameOf(c)}s`;
    if (i === 0 || s.slice(0, i).trim() === '') return `${nameOf(c)} at the start, before "${around(s, i, 1)}"`;
    if (s.slice(i + 1).trim() === '') return `${nameOf(c)} at the end, after "${around(s, i, -1)}"`;
    return `${nameOf(c)} after "${around(s, i, -1)}"`;
  }
  return null;
}
