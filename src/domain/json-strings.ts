/** Every string value in a JSON document, however deep: how documents name routes and catalogue keys. */
export function stringsOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}
