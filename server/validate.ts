// Request-body validation: one Ajv instance, schemas loaded from schemas/api/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ROOT_DIR } from './config.js';
import { HttpError } from './http-util.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

export type Brand = 'ELUMEN' | 'PLEXUS' | 'EMIOT' | 'WBS' | 'EMIOT_MOBILE' | 'ELUMEN_MOBILE';

export interface SendEmailRequest {
  email: string;
  brand?: Brand | null;
  redirectPath?: string | null;
}

export interface MergeRequest {
  fromUserIdToken: string;
  toUserIdToken: string;
}

const ajv = new Ajv({ allErrors: true, removeAdditional: false, strict: true });
addFormats(ajv);

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

export const parseSendEmailRequest = (body: unknown): SendEmailRequest => check(validators.sendEmail, body);
export const parseMergeRequest = (body: unknown): MergeRequest => check(validators.merge, body);
