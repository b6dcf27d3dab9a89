// Request-body validation: one Ajv instance, schemas loaded from schemas/api/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ROOT_DIR } from './config.js';
import { brandDoc } from './documents.js';
import { ANNOTATION_KEYWORDS } from '../src/config/ajv.js';
import type { BrandCode } from '../src/config/types.js';
import { HttpError } from './http-util.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;


export interface SendEmailRequest {
  email: string;
  /** A code of brands/<folder>/brand.json (checked against the documents), or null. */
  brand?: BrandCode | null;
  redirectPath?: string | null;
}

export interface MergeRequest {
  fromUserIdToken: string;
  toUserIdToken: string;
}

const ajv = new Ajv({ allErrors: true, removeAdditional: false, strict: true });
addFormats(ajv);
// The schemas carry words for people (patternErrorMessage), which Ajv must accept but not act on.
ajv.addVocabulary([...ANNOTATION_KEYWORDS]);

function load<T>(file: string): ValidateFunction<T> {
  const schema: unknown = JSON.parse(readFileSync(resolve(ROOT_DIR, 'schemas/api', file), 'utf8'));
  return ajv.compile<T>(schema as object);
}

const validators = {
  sendEmail: load<SendEmailRequest>('send-email-request.schema.json'),
  merge: load<MergeRequest>('merge-request.schema.json'),
};

/** '<field>: <what is wrong>' for one Ajv error. */
function describe(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty: string }).additionalProperty);
    return `${path ? `${path}.` : ''}${extra}: is not allowed`;
  }
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return `${path ? `${path}.` : ''}${missing}: is required`;
  }
  return `${path || 'body'}: ${error.message ?? 'is invalid'}`;
}

function check<T>(validate: ValidateFunction<T>, body: unknown): T {
  if (validate(body)) return body;
  const messages = [...new Set((validate.errors ?? []).map(describe))];
  throw new HttpError(400, messages.join('; ') || 'body: is invalid');
}

export function parseSendEmailRequest(body: unknown): SendEmailRequest {
  const request = check(validators.sendEmail, body);
  if (request.brand && !brandDoc(request.brand)) throw new HttpError(400, 'brand: is not a known brand');
  return request;
}
export const parseMergeRequest = (body: unknown): MergeRequest => check(validators.merge, body);
