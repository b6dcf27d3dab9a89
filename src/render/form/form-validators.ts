/**
 * Precompiled validators of every form (src/generated/forms, written by `npm run generate`),
 * so rjsf never compiles a schema in the browser.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType, RJSFSchema } from '@rjsf/utils';
import type { FormDoc } from '../../config/types';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
const modules = import.meta.glob<ValidatorFunctions>('../../generated/forms/*.validator.js', { eager: true, import: 'default' });

const cache = new Map<string, ValidatorType>();

export function validatorFor(form: FormDoc): ValidatorType {
  const hit = cache.get(form.id);
  if (hit) return hit;
  const fns = Object.entries(modules).find(([path]) => path.endsWith(`/${form.id}.validator.js`))?.[1];
  if (!fns) throw new Error(`no precompiled validator for form ${form.id}; run npm run generate`);
  const v = createPrecompiledValidator(fns, form.schema as RJSFSchema);
  cache.set(form.id, v);
  return v;
}
