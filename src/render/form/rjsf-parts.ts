/**
 * The @rjsf/core parts the app ships (src/render/form/rjsf-registry.ts is typed against these
 * names); `npm run validate` checks every form needs no other (validate/form-parts.ts).
 */
export const RJSF_PARTS = {
  fields: ['SchemaField', 'ObjectField', 'StringField'],
  widgets: ['TextWidget', 'PasswordWidget', 'EmailWidget'],
  templates: [
    'BaseInputTemplate',
    'ButtonTemplates',
    'DescriptionFieldTemplate',
    'ErrorListTemplate',
    'FieldErrorTemplate',
    'FieldHelpTemplate',
    'FieldTemplate',
    'ObjectFieldTemplate',
    'TitleFieldTemplate',
    'UnsupportedFieldTemplate',
    'WrapIfAdditionalTemplate',
  ],
} as const;
