/**
 * The app's @rjsf/core registry: only the fields, widgets and templates the form documents use
 * (RJSF_PARTS, src/render/form/rjsf-parts.ts). The build puts this module in place of rjsf's own
 * getDefaultRegistry (tooling/build/vite-rjsf-trim.ts), which brings every part rjsf has; validate
 * rejects a form that needs a part left out here, so none is missing at run time.
 */
import type { ComponentType } from 'react';
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type Registry } from '@rjsf/utils';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import { type RJSF_PARTS } from './rjsf-parts';

type Names<K extends keyof typeof RJSF_PARTS> = (typeof RJSF_PARTS)[K][number];
// Keyed by exactly the names of RJSF_PARTS: tsc fails when this module and the list differ.
const fields: Record<Names<'fields'>, ComponentType<never>> = { SchemaField, ObjectField, StringField };
const widgets: Record<Names<'widgets'>, ComponentType<never>> = { TextWidget, PasswordWidget, EmailWidget };
const templates: Record<Names<'templates'>, unknown> = {
  BaseInputTemplate,
  ButtonTemplates: ButtonTemplates(),
  DescriptionFieldTemplate: DescriptionField,
  ErrorListTemplate: ErrorList,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: TitleField,
  UnsupportedFieldTemplate: UnsupportedField,
  WrapIfAdditionalTemplate,
};

/** Same shape as rjsf's getDefaultRegistry, with the app's parts only. */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields,
    templates,
    widgets,
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: DEFAULT_ID_PREFIX, idSeparator: DEFAULT_ID_SEPARATOR, useFallbackUiForUnsupportedType: false },
  } as unknown as Omit<Registry, 'schemaUtils'>;
}
