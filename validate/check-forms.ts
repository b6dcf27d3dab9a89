/**
 * Cross-document checks of schemas/forms/: the id is the file name, the schema compiles, and
 * uiSchema, messages, equal rules and required fields speak of the form's own fields. Pure.
 */
import type Ajv from 'ajv';
import type { ConfigIssue } from './config-issue';
import type { FormDoc } from '../src/config/types';
import type { CrossCheck, NeedMessage } from './cross-check.js';
import { checkFormParts } from './form-parts.js';
import { pointerSegment as seg } from './json-pointer.js';
import { closest, suggestion } from './suggest.js';

export function checkForms({ docs, fileOf, issues, needMessage }: CrossCheck, formAjv: Ajv): void {
  for (const [key, form] of Object.entries(docs.forms)) {
    const file = fileOf('form', key);
    if (form.id !== key)
      issues.push({ file, pointer: '/id', message: `the id "${form.id}" differs from the file name`, hint: `write "id": "${key}"` });
    try {
      formAjv.compile(form.schema);
    } catch (e) {
      issues.push({
        file,
        pointer: '/schema',
        message: `the form schema does not compile: ${(e as Error).message}`,
        hint: 'fix the JSON Schema',
      });
    }
    issues.push(...checkFormParts(form, file));
    checkFormFields(form, file, issues, needMessage);
  }
}

function checkFormFields(form: FormDoc, file: string, issues: ConfigIssue[], needMessage: NeedMessage): void {
  const fields = Object.keys(form.schema.properties);
  // A required field the form does not define can never be filled in: the form could never be sent.
  const required = form.schema.required;
  if (Array.isArray(required))
    required.forEach((field, j) => {
      if (typeof field === 'string' && !fields.includes(field))
        issues.push({
          file,
          pointer: `/schema/required/${j}`,
          message: `"${field}" is required, but the form has no field "${field}", so the form could never be sent`,
          hint: closest(field, fields)
            ? `did you mean "${closest(field, fields)}"?`
            : `add "${field}" to "properties", or remove it from "required"`,
        });
    });
  /** uiSchema and messages may only speak of the schema's own fields. */
  const needField = (pointer: string, field: string) => {
    if (!fields.includes(field))
      issues.push({ file, pointer, message: `the form has no field "${field}"`, hint: suggestion(field, fields, 'fields') });
  };
  for (const [field, ui] of Object.entries(form.uiSchema as Record<string, Record<string, unknown>>)) {
    needField(`/uiSchema/${seg(field)}`, field);
    for (const opt of ['ui:title', 'ui:placeholder', 'ui:help'] as const) {
      const v = ui[opt];
      if (typeof v === 'string') needMessage(file, `/uiSchema/${seg(field)}/${seg(opt)}`, v, 'label');
    }
  }
  for (const [field, byKeyword] of Object.entries(form.messages ?? {})) {
    needField(`/messages/${seg(field)}`, field);
    for (const [kw, key] of Object.entries(byKeyword)) needMessage(file, `/messages/${seg(field)}/${seg(kw)}`, key, 'formRule');
  }
  for (const [i, rule] of (form.equal ?? []).entries()) {
    for (const f of [rule.field, rule.equals]) {
      if (!fields.includes(f))
        issues.push({ file, pointer: `/equal/${i}`, message: `the form has no field "${f}"`, hint: suggestion(f, fields, 'fields') });
    }
    needMessage(file, `/equal/${i}/message`, rule.message, 'label');
  }
}
