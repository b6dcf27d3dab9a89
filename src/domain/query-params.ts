/**
 * Query parameters are parsed once against schemas/query.schema.json (issue 6): a known
 * parameter that appears twice, or breaks its rule, is dropped as if absent; others pass.
 */
import validateQuery, { knownParams } from '../generated/query.validator.js';

/** The properties of schemas/query.schema.json (generated: the schema's prose stays out of the bundle). */
export const KNOWN_PARAMS: readonly string[] = knownParams;

export function parseQuery(search: string | URLSearchParams): URLSearchParams {
  const raw = new URLSearchParams(search);
  const single: Record<string, string> = {};
  const rejected = new Set<string>();
  for (const key of new Set(raw.keys())) {
    if (!KNOWN_PARAMS.includes(key)) continue;
    const all = raw.getAll(key);
    if (all.length === 1) single[key] = all[0]!;
    else rejected.add(key);
  }
  if (!validateQuery(single)) {
    for (const e of validateQuery.errors ?? []) rejected.add(e.instancePath.slice(1).split('/')[0] ?? '');
  }
  const out = new URLSearchParams();
  for (const [k, v] of raw) if (!rejected.has(k)) out.append(k, v);
  return out;
}
