/**
 * Validation errors -> catalogue text (spec 5). Per-field overrides come from the form
 * document's `messages`; otherwise the spec's default form messages apply. Pure.
 */
import type { FormDoc } from '../../config/types';
import type { MessageCatalogue } from '../../messages/catalogue';

/** The part of a validation error this module reads (rjsf's RJSFValidationError has it). */
export interface FieldError {
  name?: string;
  property?: string;
  params?: Record<string, unknown>;
  message?: string;
  stack: string;
}

/** Default message key per validation keyword (spec 5: 'Required', 'Invalid email', 'String must contain at least N character(s)'). */
export const DEFAULT_KEYS: Record<string, string> = {
  required: 'form.required',
  format: 'form.invalid_email',
  minLength: 'form.min_length',
  maxLength: 'form.max_length',
};

/** The field an error belongs to: 'email' for '.email', or the missing property for required. */
export function fieldOf(error: FieldError): string {
  if (error.name === 'required' && typeof error.params?.missingProperty === 'string') return error.params.missingProperty;
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/** Rewrites each error's message (and stack, which rjsf may show) with catalogue text. */
export function translateErrors<E extends FieldError>(errors: E[], form: FormDoc, catalogue: MessageCatalogue): E[] {
  return errors.map((e) => {
    const keyword = e.name ?? '';
    const field = fieldOf(e);
    const key = form.messages?.[field]?.[keyword] ?? DEFAULT_KEYS[keyword];
    if (!key) return e;
    const limit = typeof e.params?.limit === 'number' ? e.params.limit : undefined;
    const text = catalogue.t(key, limit === undefined ? {} : { limit });
    return { ...e, message: text, stack: text };
  });
}

/** Cross-field equality rules of the form document: field -> message for each broken rule. */
export function equalityErrors(form: FormDoc, data: Record<string, unknown>, catalogue: MessageCatalogue): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of form.equal ?? []) {
    const a = data[rule.field] ?? '';
    const b = data[rule.equals] ?? '';
    if (a !== b && !(rule.field in out)) out[rule.field] = catalogue.t(rule.message);
  }
  return out;
}

/** uiSchema with its text options (ui:title, ui:placeholder, ui:help) looked up in the catalogue. */
export function translateUiSchema(ui: Record<string, unknown>, catalogue: MessageCatalogue): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ui)) {
    if ((k === 'ui:title' || k === 'ui:placeholder' || k === 'ui:help') && typeof v === 'string') out[k] = catalogue.t(v);
    else if (v && typeof v === 'object' && !Array.isArray(v)) out[k] = translateUiSchema(v as Record<string, unknown>, catalogue);
    else out[k] = v;
  }
  return out;
}
