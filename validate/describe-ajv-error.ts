/**
 * Turns Ajv's schema errors into one plain sentence and one fix each, and drops the echoes
 * (a failed oneOf repeats a complaint per alternative). Needs Ajv's `verbose` option, which
 * puts the failing data and schema on each error. Pure.
 */
import type { ErrorObject } from 'ajv';
import type { ConfigIssue } from './config-issue';
import { pointerSegment } from './json-pointer.js';
import { closest, suggestion } from './suggest.js';
import { invisibleIn } from './invisible.js';

type Described = Omit<ConfigIssue, 'file'>;
type Schema = Record<string, unknown> & {
  properties?: Record<string, { description?: string }>;
  patternErrorMessage?: string;
  description?: string;
};

const WANTED: Record<string, string> = {
  string: 'a text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object in { }',
  array: 'a list in [ ]',
  null: 'null',
};

/** What a value is, in words. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return String(value);
  return `the number ${typeof value === 'number' ? value : JSON.stringify(value)}`;
}

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));
const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** True for an alternative of oneOf/anyOf failing only because its type or tag differs. */
const isBranchMiss = (e: ErrorObject): boolean =>
  /\/(oneOf|anyOf)\/\d+\/(type|const|enum)$/.test(e.schemaPath) || /\/(oneOf|anyOf)\/\d+\/properties\/type\/const$/.test(e.schemaPath);

/**
 * Keeps the errors worth reading: no oneOf/anyOf wrappers, no "wrong type" from an
 * alternative when another alternative matched the type and says what is really wrong
 * (a brand entry with a typo must not be told to become null), and no duplicates.
 */
export function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const wrappers = new Set(['oneOf', 'anyOf', 'if', 'propertyNames']);
  const specific = errors.filter((e) => !wrappers.has(e.keyword));
  const real = specific.filter((e) => !isBranchMiss(e));
  const kept: ErrorObject[] = [...real];
  // Alternatives that all missed on type: one error naming every type they accept.
  const misses = specific.filter((e) => isBranchMiss(e) && !real.some((r) => r.instancePath.startsWith(e.instancePath)));
  const byPath = new Map<string, ErrorObject[]>();
  for (const m of misses) byPath.set(m.instancePath, [...(byPath.get(m.instancePath) ?? []), m]);
  for (const group of byPath.values()) kept.push({ ...group[0]!, keyword: 'anyType', params: { options: group } });
  const seen = new Set<string>();
  const out = (kept.length > 0 ? kept : [...errors]).filter((e) => {
    const k = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}|${e.propertyName ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return out;
}

/** What one alternative accepts, in words. */
function accepted(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'type')
    return String(p.type)
      .split(',')
      .map((t) => WANTED[t] ?? t)
      .join(' or ');
  if (e.keyword === 'const') return show(p.allowedValue);
  if (e.keyword === 'enum') return orList((p.allowedValues as unknown[]).map(show));
  return e.message ?? e.keyword;
}

export function describeAjvError(err: ErrorObject): Described {
  const f: Failure = {
    err,
    p: err.params,
    schema: err.parentSchema ?? {},
    data: err.data,
    at: err.instancePath,
  };
  return (
    describeName(f) ??
    describeFields(f) ??
    describeValue(f) ??
    describeLimit(f) ??
    describeBlockType(f) ?? {
      pointer: f.at,
      message: err.message ?? `breaks the rule "${err.keyword}"`,
      hint: 'see this field in docs/config.md',
    }
  );
}

/** One failure of Ajv, with what its description reads. */
interface Failure {
  err: ErrorObject;
  p: Record<string, unknown>;
  schema: Schema;
  data: unknown;
  at: string;
}

/** A property name the schema refuses (propertyNames). */
function describeName({ err, schema, at }: Failure): Described | undefined {
  if (err.propertyName === undefined) return undefined;
  const fix =
    schema.patternErrorMessage ?? (typeof err.schema === 'string' ? `write it to match ${String(err.schema)}` : 'check its spelling');
  const hidden = invisibleIn(err.propertyName);
  return {
    pointer: `${at}/${pointerSegment(err.propertyName)}`,
    message: hidden ? `the name "${err.propertyName}" holds ${hidden}` : `the name "${err.propertyName}" is not allowed here`,
    hint: hidden ? `delete it and type the name again; ${fix}` : fix,
  };
}

/** A field missing, or one the object does not have. */
function describeFields({ err, p, schema, at }: Failure): Described | undefined {
  switch (err.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      const about = schema.properties?.[missing]?.description;
      return {
        pointer: at,
        message: `the field "${missing}" is missing`,
        hint: `add "${missing}"${about ? ` (${about.replace(/\.$/, '')})` : ''}`,
      };
    }
    case 'additionalProperties': {
      const extra = String(p.additionalProperty);
      const known = Object.keys(schema.properties ?? {}).filter((k) => k !== '$schema');
      const near = closest(extra, known);
      return {
        pointer: `${at}/${pointerSegment(extra)}`,
        message: `there is no field "${extra}" here`,
        hint: near ? `did you mean "${near}"?` : known.length > 0 ? `remove it; the fields here are ${known.join(', ')}` : 'remove it',
      };
    }
    default:
      return undefined;
  }
}

/** A value of the wrong kind, or not one the field allows. */
function describeValue({ err, p, schema, data, at }: Failure): Described | undefined {
  switch (err.keyword) {
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map((v) => String(v));
      return {
        pointer: at,
        message: `${show(data)} is not one of the allowed values`,
        hint: typeof data === 'string' ? suggestion(data, allowed, 'allowed values') : `use one of ${allowed.join(', ')}`,
      };
    }
    case 'const':
      return { pointer: at, message: `${show(data)} is not allowed here`, hint: `write ${show(p.allowedValue)}` };
    case 'anyType': {
      const options = (p.options as ErrorObject[]).map(accepted);
      return { pointer: at, message: `this is ${kindOf(data)}, but ${orList(options)} is expected`, hint: `write ${orList(options)}` };
    }
    case 'pattern':
      return {
        pointer: at,
        message: `${show(data)} is not written the expected way`,
        hint:
          schema.patternErrorMessage ??
          (schema.description ? `see what the field holds: ${schema.description}` : 'compare it with the same field in another document'),
      };
    case 'type': {
      const wanted = String(p.type)
        .split(',')
        .map((t) => WANTED[t] ?? t);
      return { pointer: at, message: `this is ${kindOf(data)}, but ${orList(wanted)} is expected`, hint: `write ${orList(wanted)}` };
    }
    case 'format': {
      const format = String(p.format);
      const example = format === 'email' ? 'name@example.com' : format === 'uri' ? 'https://example.com' : undefined;
      return {
        pointer: at,
        message: `${show(data)} is not a valid ${format === 'email' ? 'email address' : format}`,
        hint: example ? `write it like ${example}` : `write a valid ${format}`,
      };
    }
    default:
      return undefined;
  }
}

/** A text, list, object or number out of its bounds. */
function describeLimit({ err, p, data, at }: Failure): Described | undefined {
  switch (err.keyword) {
    case 'minLength':
      return data === ''
        ? { pointer: at, message: 'the text is empty', hint: `write at least ${String(p.limit)} character(s)` }
        : {
            pointer: at,
            message: `${show(data)} is shorter than ${String(p.limit)} characters`,
            hint: `write at least ${String(p.limit)} characters`,
          };
    case 'maxLength':
      return {
        pointer: at,
        message: `the text is ${String(typeof data === 'string' ? data.length : '?')} characters long, more than ${String(p.limit)}`,
        hint: `shorten it to ${String(p.limit)} characters or fewer`,
      };
    case 'minItems':
      return {
        pointer: at,
        message: `the list has fewer than ${String(p.limit)} item(s)`,
        hint: `add items until there are at least ${String(p.limit)}`,
      };
    case 'maxItems':
      return {
        pointer: at,
        message: `the list has more than ${String(p.limit)} item(s)`,
        hint: `remove items until there are at most ${String(p.limit)}`,
      };
    case 'minProperties':
      return { pointer: at, message: 'the object is empty', hint: `add at least ${String(p.limit)} entr${p.limit === 1 ? 'y' : 'ies'}` };
    case 'uniqueItems': {
      const list = Array.isArray(data) ? data : [];
      return { pointer: `${at}/${String(p.i)}`, message: `${show(list[Number(p.i)])} is listed twice`, hint: 'remove one of them' };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        pointer: at,
        message: `${show(data)} is ${err.keyword.includes('inimum') ? 'too small' : 'too large'}`,
        hint: `use a number ${String(p.comparison)} ${String(p.limit)}`,
      };
    default:
      return undefined;
  }
}

/** A block whose "type" is missing or unknown (the discriminator of a oneOf). */
function describeBlockType({ err, p, schema, data, at }: Failure): Described | undefined {
  switch (err.keyword) {
    case 'discriminator': {
      const tags = Array.isArray(schema.oneOf)
        ? (schema.oneOf as Schema[]).flatMap((b) => {
            const t = (b.properties?.type as { const?: string } | undefined)?.const;
            return t ? [t] : [];
          })
        : [];
      const value = p.tagValue ?? (data as Record<string, unknown> | null)?.[String(p.tag)];
      if (p.error === 'tag' && value === undefined)
        return {
          pointer: at,
          message: `the field "${String(p.tag)}" is missing`,
          hint: `add "${String(p.tag)}": one of ${tags.join(', ')}`,
        };
      return {
        pointer: `${at}/${String(p.tag)}`,
        message: `${show(value)} is not a known ${String(p.tag)}`,
        hint: typeof value === 'string' ? suggestion(value, tags, 'types') : `use one of ${tags.join(', ')}`,
      };
    }
    default:
      return undefined;
  }
}
