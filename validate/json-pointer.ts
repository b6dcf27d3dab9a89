/** JSON pointers (RFC 6901) for machines, and the same path in words for people. Pure. */

/** Escapes one segment. */
export const pointerSegment = (s: string | number): string => String(s).replace(/~/g, '~0').replace(/\//g, '~1');

export const toPointer = (path: readonly (string | number)[]): string => path.map((s) => `/${pointerSegment(s)}`).join('');

/** '/identity/auth~1x' -> ['identity', 'auth/x']. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The path as a person reads it: `identity > "auth/network-request-failed"`, list items
 * counted from 1 (`blocks > item 2`). Names that are not plain words are quoted.
 */
export function describePointer(pointer: string): string {
  return pointerSegments(pointer)
    .map((s) => (/^\d+$/.test(s) ? `item ${Number(s) + 1}` : /^[A-Za-z_$][\w$]*$/.test(s) ? s : JSON.stringify(s)))
    .join(' > ');
}
