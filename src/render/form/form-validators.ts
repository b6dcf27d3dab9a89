/**
 * Precompiled validators of every form (src/generated/forms, written by `npm run generate`),
 * so rjsf never compiles a schema in the browser.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType, RJSFSchema } from '@rjsf/utils';
import type { FormDoc } from '../../config/types';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
// One chunk per form: a screen loads only the validators of its own forms.
const modules = import.meta.glob<ValidatorFunctions>('../../generated/forms/*.validator.js', { import: 'default' });

const cache = new Map<string, Promise<ValidatorType>>();

export function loadValidator(form: FormDoc): Promise<ValidatorType> {
  let hit = cache.get(form.id);
  if (!hit) {
    const loader = Object.entries(modules).find(([path]) => path.endsWith(`/${form.id}.validator.js`))?.[1];
    if (!loader) throw new Error(`no precompiled validator for form ${form.id}; run npm run generate`);
    hit = loader().then((fns) => createPrecompiledValidator(fns, form.schema as RJSFSchema));
    cache.set(form.id, hit);
  }
  return hit;
}
