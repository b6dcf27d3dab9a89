/**
 * The project's one Ajv configuration, so a schema means the same wherever it is checked:
 * config documents (validate-documents.ts), the precompiled query validator (tooling/build/generate.ts)
 * and the local API's request bodies (server/api.ts hands these options and plugins to Fastify's
 * own Ajv). rjsf's form validators keep rjsf's own instance. Node only: the shipped app compiles
 * no schema.
 */
import Ajv, { type Options, type Plugin } from 'ajv';
import addFormats from 'ajv-formats';

/** Schema keywords for editors and people, which Ajv must accept but not act on. */
export const ANNOTATION_KEYWORDS = ['patternErrorMessage', 'markdownDescription'] as const;

/**
 * Options every instance shares. Strict, so a misspelt keyword fails instead of checking
 * nothing; every error at once, so an author fixes a document in one pass; `discriminator`
 * checks a flow block only against the schema of its own "type". The last three are
 * Ajv's own defaults, spelt out because Fastify's compiler would otherwise coerce types, fill in
 * defaults and silently drop unknown properties (an API body with an extra field must fail).
 */
export const AJV_OPTIONS = {
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  discriminator: true,
  allErrors: true,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
} as const satisfies Options;

const annotationKeywords: Plugin<unknown> = (ajv) => ajv.addVocabulary([...ANNOTATION_KEYWORDS]);

/**
 * What every instance adds after construction: formats ("email", ...) and the annotation keywords,
 * in Fastify's `ajv.plugins` shape. ajv-formats goes in as it is (called without options, so the
 * cast is safe): Fastify knows it by name and then does not add a second copy of its keywords.
 */
export const AJV_PLUGINS: readonly Plugin<unknown>[] = [addFormats as Plugin<unknown>, annotationKeywords];

/** What differs between the instances. */
export interface ProjectAjvOptions {
  /** Errors carry their data and schema, for plain messages (validate). */
  verbose?: boolean;
  /** Code generation, for standalone validators (generate). */
  code?: Options['code'];
  /** false: errors without their English text, for a standalone validator whose caller reads only where it failed. */
  messages?: boolean;
}

/** A new Ajv instance with the project's configuration. */
export function createAjv(options: ProjectAjvOptions = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  for (const plugin of AJV_PLUGINS) plugin(ajv);
  return ajv;
}
