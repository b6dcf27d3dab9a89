/**
 * Precompiled validators of every form (src/generated/forms, written by `npm run generate`),
 * so rjsf never compiles a schema in the browser.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType, RJSFSchema } from '@rjsf/utils';
import type { FormDoc } from '../../config/types';
import { bundledValidators } from './bundled-validators';
import { onDemand } from '../../services/on-demand';

export type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
// One chunk per form: a screen loads only the validators of its own forms. The sign-in form,
// the most visited screen, ships in the main chunk and is built in its first render, so the
// form is drawn (and usable) without waiting for a promise (bundled-validators.ts).
// A chunk that failed to arrive is asked for again on the next try (services/on-demand.ts).
const modules: Record<string, () => Promise<ValidatorFunctions>> = {};
for (const [path, load] of Object.entries(
  import.meta.glob<{ default: ValidatorFunctions }>(['../../generated/forms/*.validator.js', '!**/sign-in.validator.js']),
))
  modules[path] = onDemand(load, (m) => m.default);
for (const [path, fns] of Object.entries(bundledValidators)) modules[path] = () => Promise.resolve(fns);

// Pure memoisation, so it may stay at module level (issue 52): a validator is a function of its
// form document alone, which is immutable config, and every key is the document itself, so a test
// or a second config with other documents never meets an entry of another's and needs no reset.
/** The load of each form's validator, asked for once (a failed chunk is asked for again). */
const loads = new WeakMap<FormDoc, () => Promise<ValidatorType>>();
/** Validators already built, for a first render without waiting. */
const ready = new WeakMap<FormDoc, ValidatorType>();

const fileOf = (form: FormDoc): string => `/${form.id}.validator.js`;

function build(form: FormDoc, fns: ValidatorFunctions): ValidatorType {
  const v = createPrecompiledValidator(fns, form.schema as RJSFSchema);
  ready.set(form, v);
  return v;
}

/** The form's validator if it can be had without waiting: built before, or its code is in this chunk. */
export function readyValidator(form: FormDoc): ValidatorType | null {
  const hit = ready.get(form);
  if (hit) return hit;
  const fns = Object.entries(bundledValidators).find(([path]) => path.endsWith(fileOf(form)))?.[1];
  return fns ? build(form, fns) : null;
}

export function loadValidator(form: FormDoc): Promise<ValidatorType> {
  let get = loads.get(form);
  if (!get) {
    const loader = Object.entries(modules).find(([path]) => path.endsWith(fileOf(form)))?.[1];
    if (!loader) throw new Error(`no precompiled validator for form ${form.id}; run npm run generate`);
    get = onDemand(() => loader().then((fns) => ready.get(form) ?? build(form, fns)));
    loads.set(form, get);
  }
  return get();
}
