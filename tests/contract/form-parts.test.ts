/**
 * The rjsf parts the build ships (validate/form-parts.ts): what a form needs, and validate's
 * word when a form needs a part or keyword the build leaves out.
 */
import { describe, expect, it } from 'vitest';
import { checkFormParts, formPartNeeds, RJSF_PARTS } from '../../validate/form-parts';
import { projectDocuments } from '../support/project';

const form = (properties: Record<string, unknown>, uiSchema: Record<string, unknown> = {}) => ({
  schema: { type: 'object' as const, properties },
  uiSchema,
});

describe('form parts', () => {
  it('every form document of the project needs only parts the build ships', () => {
    const docs = projectDocuments();
    for (const [id, f] of Object.entries(docs.forms)) expect(checkFormParts(f, `schemas/forms/${id}.json`), id).toEqual([]);
  });

  it('names the widget rjsf picks: ui:widget first, then format, else text', () => {
    const needs = formPartNeeds(
      form(
        { a: { type: 'string', format: 'email' }, b: { type: 'string' }, c: { type: 'string', format: 'email' }, d: { type: 'string' } },
        { c: { 'ui:widget': 'password' }, d: { 'ui:widget': 'phone' } },
      ),
    );
    expect(needs.filter((n) => n.kind === 'widget').map((n) => [n.pointer, n.name])).toEqual([
      ['/schema/properties/a/format', 'EmailWidget'],
      ['/schema/properties/b', 'TextWidget'],
      ['/uiSchema/c/ui:widget', 'PasswordWidget'],
    ]);
    expect(needs.filter((n) => n.kind === 'field').map((n) => n.name)).toEqual([
      'SchemaField',
      'ObjectField',
      ...Array(4).fill('StringField'),
    ]);
  });

  it.each([
    [{ tags: { type: 'array', items: { type: 'string' } } }, {}, '/schema/properties/tags/type', "rjsf's ArrayField"],
    [{ ok: { type: 'boolean' } }, {}, '/schema/properties/ok/type', "rjsf's BooleanField"],
    [{ n: { type: 'integer' } }, {}, '/schema/properties/n/type', "rjsf's NumberField"],
    [
      { bio: { type: 'string' } },
      { bio: { 'ui:widget': 'textarea' } },
      '/uiSchema/bio/ui:widget',
      '"ui:widget": "textarea" is not a widget the app has',
    ],
    [{ c: { type: 'string', enum: ['a', 'b'] } }, {}, '/schema/properties/c/enum', "rjsf's SelectWidget"],
    [{ d: { type: 'string', format: 'date' } }, {}, '/schema/properties/d/format', "rjsf's DateWidget"],
    [{ e: { allOf: [{ type: 'string' }] } }, {}, '/schema/properties/e/allOf', '"allOf" is not supported'],
    [{ e: { $ref: '#/definitions/x' } }, {}, '/schema/properties/e/$ref', '"$ref" is not supported'],
  ])('refuses a form needing what the build leaves out (%j %j)', (properties, ui, pointer, words) => {
    const issues = checkFormParts(form(properties, ui), 'schemas/forms/x.json');
    expect(issues.map((i) => i.pointer)).toContain(pointer);
    expect(issues.find((i) => i.pointer === pointer)?.message).toContain(words);
  });

  it('the shipped lists hold no duplicates', () => {
    for (const list of Object.values(RJSF_PARTS)) expect(new Set(list).size).toBe(list.length);
  });
});
