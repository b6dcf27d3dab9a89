/**
 * Which @rjsf/core parts the form documents need, and the parts the app ships.
 *
 * The app's rjsf registry (src/render/form/rjsf-registry.ts) holds only RJSF_PARTS: rjsf's
 * default registry brings every field, widget and template (arrays, grids, dates, files...),
 * about 10 KiB gzip that /sign-in would load for nothing. For the same reason the build leaves
 * out rjsf's allOf merger and its URI resolver ($ref/$id), see tooling/build/vite-rjsf-trim.ts.
 * `npm run validate` (so every build) checks each form against this list, so a form that needs a
 * part the build lacks fails there, never silently in a page. Pure, no React.
 */
import type { FormDoc } from '../src/config/types';
import type { ConfigIssue } from './config-issue';
import { pointerSegment as seg } from './json-pointer.js';
import { RJSF_PARTS } from '../src/render/form/rjsf-parts.js';

export { RJSF_PARTS };

/** The app's own widgets (src/render/form/widget-registry.ts), named by "ui:widget". */
export const CUSTOM_WIDGETS = ['phone', 'factorChoice', 'newPassword', 'photoUrl'] as const;

/** Schema keywords whose rjsf support the build leaves out, and why. */
export const LEFT_OUT_KEYWORDS: Record<string, string> = {
  allOf: "rjsf's allOf merger",
  $ref: "rjsf's $ref/$id resolver",
  $id: "rjsf's $ref/$id resolver",
};

/** rjsf's field for each JSON Schema type (rjsf/core's getFieldComponent). */
const FIELD_OF_TYPE: Record<string, string> = {
  object: 'ObjectField',
  string: 'StringField',
  number: 'NumberField',
  integer: 'NumberField',
  boolean: 'BooleanField',
  array: 'ArrayField',
  null: 'NullField',
};

/** rjsf's widget for a "ui:widget" name or a format on a string (@rjsf/utils getWidget's widgetMap). */
const STRING_WIDGETS: Record<string, string> = {
  text: 'TextWidget',
  password: 'PasswordWidget',
  email: 'EmailWidget',
  hostname: 'TextWidget',
  ipv4: 'TextWidget',
  ipv6: 'TextWidget',
  uri: 'URLWidget',
  'data-url': 'FileWidget',
  radio: 'RadioWidget',
  select: 'SelectWidget',
  textarea: 'TextareaWidget',
  hidden: 'HiddenWidget',
  date: 'DateWidget',
  datetime: 'DateTimeWidget',
  'date-time': 'DateTimeWidget',
  'alt-date': 'AltDateWidget',
  'alt-datetime': 'AltDateTimeWidget',
  time: 'TimeWidget',
  color: 'ColorWidget',
  file: 'FileWidget',
};

/** One part a form needs, and where in the form document it comes from. */
export interface FormPartNeed {
  kind: 'field' | 'widget' | 'keyword';
  name: string;
  pointer: string;
  /** The "ui:widget" value the author wrote, when the need comes from one. */
  written?: string;
}

/** The "ui:widget" values an author can write: rjsf's names of the widgets the app ships, and the app's own. */
export const WRITABLE_WIDGETS: readonly string[] = [
  ...['text', 'password', 'email'].filter((w) => (RJSF_PARTS.widgets as readonly string[]).includes(STRING_WIDGETS[w] ?? '')),
  ...CUSTOM_WIDGETS,
];

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field, widget and left-out keyword the form's schema and uiSchema ask rjsf for. */
export function formPartNeeds(form: Pick<FormDoc, 'schema' | 'uiSchema'>): FormPartNeed[] {
  const needs: FormPartNeed[] = [{ kind: 'field', name: 'SchemaField', pointer: '/schema' }];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${pointer}/${i}`));
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key in LEFT_OUT_KEYWORDS) needs.push({ kind: 'keyword', name: key, pointer: `${pointer}/${seg(key)}` });
      walk(value, `${pointer}/${seg(key)}`);
    }
  };
  walk(form.schema, '/schema');

  const ui = form.uiSchema;
  const visit = (schema: Node, pointer: string, uiNode: Node | undefined, uiPointer: string): void => {
    const type = typeof schema.type === 'string' ? schema.type : undefined;
    const uiField = uiNode?.['ui:field'];
    if (typeof uiField === 'string') needs.push({ kind: 'field', name: uiField, pointer: `${uiPointer}/ui:field` });
    else if (type) needs.push({ kind: 'field', name: FIELD_OF_TYPE[type] ?? `a field for type ${type}`, pointer: `${pointer}/type` });
    if (type === 'object' && isNode(schema.properties)) {
      for (const [name, child] of Object.entries(schema.properties))
        if (isNode(child))
          visit(
            child,
            `${pointer}/properties/${seg(name)}`,
            isNode(uiNode?.[name]) ? uiNode[name] : undefined,
            `${uiPointer}/${seg(name)}`,
          );
    }
    if (type !== 'string') return;
    const widget = uiNode?.['ui:widget'];
    if (typeof widget === 'string') {
      if (!(CUSTOM_WIDGETS as readonly string[]).includes(widget))
        needs.push({ kind: 'widget', name: STRING_WIDGETS[widget] ?? widget, pointer: `${uiPointer}/ui:widget`, written: widget });
    } else if (Array.isArray(schema.enum)) needs.push({ kind: 'widget', name: 'SelectWidget', pointer: `${pointer}/enum` });
    else if (typeof schema.format === 'string' && STRING_WIDGETS[schema.format])
      needs.push({ kind: 'widget', name: STRING_WIDGETS[schema.format]!, pointer: `${pointer}/format` });
    else needs.push({ kind: 'widget', name: 'TextWidget', pointer });
  };
  visit(form.schema, '/schema', ui, '/uiSchema');
  return needs;
}

/** Problems of one form document (file) whose needs the shipped parts do not cover. */
export function checkFormParts(form: Pick<FormDoc, 'schema' | 'uiSchema'>, file: string): ConfigIssue[] {
  const shipped: Record<FormPartNeed['kind'], readonly string[]> = {
    field: RJSF_PARTS.fields,
    widget: RJSF_PARTS.widgets,
    keyword: [],
  };
  const issues: ConfigIssue[] = [];
  for (const need of formPartNeeds(form)) {
    if (shipped[need.kind].includes(need.name)) continue;
    const { pointer } = need;
    issues.push(
      need.kind === 'keyword'
        ? {
            file,
            pointer,
            message: `"${need.name}" is not supported in a form schema: the app leaves out ${LEFT_OUT_KEYWORDS[need.name]} to keep the sign-in page small`,
            hint: 'write the rules out in the field itself',
          }
        : need.written !== undefined
          ? {
              file,
              pointer,
              message: `"ui:widget": "${need.written}" is not a widget the app has`,
              hint: `write one of ${WRITABLE_WIDGETS.map((w) => `"${w}"`).join(', ')}, or leave "ui:widget" out for a plain text field`,
            }
          : {
              file,
              pointer,
              message: `this needs rjsf's ${need.name}, which the app's form registry leaves out`,
              hint: `use a text field (type string) or a widget the app has (${[...RJSF_PARTS.widgets, ...CUSTOM_WIDGETS].join(', ')}); a developer can add ${need.name} to RJSF_PARTS (src/render/form/rjsf-parts.ts) and src/render/form/rjsf-registry.ts`,
            },
    );
  }
  return issues;
}
