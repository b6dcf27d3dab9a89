/**
 * Precompiled validators of every form (src/generated/forms, written by `npm run generate`),
 * so rjsf never compiles a schema in the browser.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType, RJSFSchema } from '@rjsf/utils';
import type { FormDoc } from '../../config/types';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
// One chunk per form: a screen loads only the validators of its own forms. The sign-in form,
// the most visited screen, ships in the main chunk so it is ready without another round trip.
const modules = import.meta.glob<ValidatorFunctions>(['../../generated/forms/*.validator.js', '!**/sign-in.validator.js'], {
  import: 'default',
});
const eager = import.meta.glob<ValidatorFunctions>('../../generated/forms/sign-in.validator.js', { import: 'default', eager: true });
for (const [path, fns] of Object.entries(eager)) modules[path] = () => Promise.resolve(fns);

const cache = new Map<string, Promise<ValidatorType>>();
/** Validators already built, for a first render without waiting. */
const ready = new Map<string, ValidatorType>();

export function readyValidator(form: FormDoc): ValidatorType | null {
  return ready.get(form.id) ?? null;
}

export function loadValidator(form: FormDoc): Promise<ValidatorType> {
  let hit = cache.get(form.id);
  if (!hit) {
    const loader = Object.entries(modules).find(([path]) => path.endsWith(`/${form.id}.validator.js`))?.[1];
    if (!loader) throw new Error(`no precompiled validator for form ${form.id}; run npm run generate`);
    hit = loader().then((fns) => {
      const v = createPrecompiledValidator(fns, form.schema as RJSFSchema);
      ready.set(form.id, v);
      return v;
    });
    cache.set(form.id, hit);
  }
  return hit;
}
