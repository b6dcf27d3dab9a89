/** The studio's unsaved edits: the files that differ from disk, nothing else. Pure. */

/** JSON text with keys sorted, so two documents compare by content, not key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The edits with path set to doc; an edit back to what disk holds is no edit. */
export function withFile(
  draft: Readonly<Record<string, unknown>>,
  disk: Readonly<Record<string, unknown>>,
  path: string,
  doc: unknown,
): Record<string, unknown> {
  const next = { ...draft };
  if (canonical(doc) === canonical(disk[path])) delete next[path];
  else next[path] = doc;
  return next;
}
