/**
 * The JSON Schemas of brands/ turned into what the studio's rjsf forms draw: references inlined
 * (the schemas point into each other by $id), editor-only keywords dropped, and `isMobile`
 * (a `const: true` that is either written or left out) drawn as a checkbox. Pure.
 */
type Json = unknown;
type SchemaMap = Readonly<Record<string, Json>>;

const DROPPED = new Set(['$id', '$schema', 'definitions', 'patternErrorMessage']);

/** Resolves '#/definitions/x' (in `here`) or 'other.schema.json#/definitions/x'. */
function target(ref: string, here: string, schemas: SchemaMap): { schema: Json; id: string } {
  const [file, pointer = ''] = ref.split('#');
  const id = file || here;
  let node = schemas[id];
  for (const seg of pointer.split('/').filter(Boolean)) node = (node as Record<string, Json> | undefined)?.[seg];
  if (node === undefined) throw new Error(`studio: cannot resolve ${ref} from ${here}`);
  return { schema: node, id };
}

/** The schema with every $ref replaced by what it points at. */
export function inlineRefs(schema: Json, here: string, schemas: SchemaMap, depth = 0): Json {
  if (depth > 20) throw new Error('studio: schema references nest too deep');
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, here, schemas, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const obj = schema as Record<string, Json>;
  if (typeof obj.$ref === 'string') {
    const { schema: to, id } = target(obj.$ref, here, schemas);
    const { $ref: _ref, ...rest } = obj;
    return { ...(inlineRefs(to, id, schemas, depth + 1) as object), ...(inlineRefs(rest, here, schemas, depth) as object) };
  }
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (DROPPED.has(k)) continue;
    // Property names are data, not keywords: keep them all.
    out[k] =
      k === 'properties'
        ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, inlineRefs(s, here, schemas, depth)]))
        : inlineRefs(v, here, schemas, depth);
  }
  return out;
}

/** The brand form's schema. */
export function brandFormSchema(schemas: SchemaMap): Record<string, Json> {
  const s = inlineRefs(schemas['brand.schema.json'], 'brand.schema.json', schemas) as Record<string, Json>;
  const props = { ...(s.properties as Record<string, Json>) };
  const mobile = props.isMobile as { description?: string } | undefined;
  if (mobile) props.isMobile = { type: 'boolean', title: 'Mobile app brand', description: mobile.description };
  return { ...s, properties: props };
}

/** A white-label form's schema. */
export function whiteLabelFormSchema(schemas: SchemaMap): Record<string, Json> {
  return inlineRefs(schemas['white-label.schema.json'], 'white-label.schema.json', schemas) as Record<string, Json>;
}

/** Form data back to the document: an unticked `isMobile` is left out, as the schema wants. */
export function brandFromForm(data: Record<string, Json>): Record<string, Json> {
  const { isMobile, ...rest } = data;
  return isMobile === true ? { ...rest, isMobile: true } : rest;
}
