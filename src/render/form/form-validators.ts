/**
 * Precompiled validators of every form (src/generated/forms, written by `npm run generate`),
 * so rjsf never compiles a schema in the browser.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType, RJSFSchema } from '@rjsf/utils';
import type { FormDoc } from '../../config/types';
import { atHand } from './validators-at-hand';
import { onDemand } from '../../services/on-demand';

export type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
// One chunk per form: a screen loads only the validators of its own forms. The sign-in form,
// the most visited screen, ships in the main chunk and is built in its first render, so the
// form is drawn (and usable) without waiting for a promise (validators-at-hand.ts).
// A chunk that failed to arrive is asked for again on the next try (services/on-demand.ts).
const modules: Record<string, () => Promise<ValidatorFunctions>> = {};
for (const [path, load] of Object.entries(
  import.meta.glob<{ default: ValidatorFunctions }>(['../../generated/forms/*.validator.js', '!**/sign-in.validator.js']),
))
  modules[path] = onDemand(load, (m) => m.default);
for (const [path, fns] of Object.entries(atHand)) modules[path] = () => Promise.resolve(fns);

const cache = new Map<string, () => Promise<ValidatorType>>();
/** Validators already built, for a first render without waiting. */
const ready = new Map<string, ValidatorType>();

const fileOf = (form: FormDoc): string => `/${form.id}.validator.js`;

function build(form: FormDoc, fns: ValidatorFunctions): ValidatorType {
  const v = createPrecompiledValidator(fns, form.schema as RJSFSchema);
  ready.set(form.id, v);
  return v;
}

/** The form's validator if it can be had without waiting: built before, or its code is in this chunk. */
export function readyValidator(form: FormDoc): ValidatorType | null {
  const hit = ready.get(form.id);
  if (hit) return hit;
  const fns = Object.entries(atHand).find(([path]) => path.endsWith(fileOf(form)))?.[1];
  return fns ? build(form, fns) : null;
}

export function loadValidator(form: FormDoc): Promise<ValidatorType> {
  let get = cache.get(form.id);
  if (!get) {
    const loader = Object.entries(modules).find(([path]) => path.endsWith(fileOf(form)))?.[1];
    if (!loader) throw new Error(`no precompiled validator for form ${form.id}; run npm run generate`);
    get = onDemand(() => loader().then((fns) => ready.get(form.id) ?? build(form, fns)));
    cache.set(form.id, get);
  }
  return get();
}
