/**
 * One studio document edited through rjsf: the schema's own form, with validate's problems
 * under the fields they concern. rjsf's own validation is off: the dev server's check (the same
 * one `npm run validate` runs) is the only judge.
 */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { UiSchema } from '@rjsf/utils';
import type { StudioIssue } from './studio-wire';
import { errorTree } from './issue-errors';
import { AssetWidget, ColourWidget, LabelledSelect, type StudioFormContext } from './studio-widgets';

const WIDGETS = { colour: ColourWidget, asset: AssetWidget, SelectWidget: LabelledSelect };

export function DocumentForm({
  idPrefix,
  file,
  schema,
  uiSchema,
  data,
  issues,
  context,
  onChange,
}: {
  /** Field ids start with it: brand_theme_primary. */
  idPrefix: string;
  file: string;
  schema: Record<string, unknown>;
  uiSchema: UiSchema;
  data: Record<string, unknown>;
  issues: readonly StudioIssue[];
  context: StudioFormContext;
  onChange: (data: Record<string, unknown>) => void;
}) {
  return (
    <Form
      schema={schema}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={data}
      validator={validator}
      noValidate
      showErrorList={false}
      extraErrors={errorTree(issues, file) as never}
      widgets={WIDGETS}
      formContext={context}
      idPrefix={idPrefix}
      onChange={(e) => onChange(e.formData as Record<string, unknown>)}
    />
  );
}

/** The brand form's layout: colour pickers showing the base colour (of each scheme), image pickers, `$schema` hidden. */
export function brandUiSchema(baseTheme: Readonly<Record<string, string>>, baseDarkTheme: Readonly<Record<string, string>> = {}): UiSchema {
  const colours = (title: string, base: Readonly<Record<string, string>>) => ({
    'ui:title': title,
    ...Object.fromEntries(Object.entries(base).map(([token, value]) => [token, { 'ui:widget': 'colour', 'ui:options': { base: value } }])),
  });
  const asset = (title: string) => ({ 'ui:widget': 'asset', 'ui:title': title });
  return {
    $schema: { 'ui:widget': 'hidden' },
    brand: { 'ui:title': 'Brand code' },
    displayName: { 'ui:title': 'Display name' },
    slogan: { 'ui:title': 'Slogan', 'ui:emptyValue': null },
    font: { 'ui:title': 'Font' },
    logo: asset('Logo'),
    whiteLogo: asset('White logo'),
    logoSize: { 'ui:title': "Logos' shape (their viewBox width and height)" },
    favicon: asset('Favicon'),
    appIcon: asset('App icon (applications page)'),
    hostKey: { 'ui:title': 'Host field' },
    loginPath: { 'ui:title': 'Login path' },
    logoutReturnsToBrand: { 'ui:title': 'Sign-out returns to this brand' },
    secondFactor: { 'ui:title': 'Second factor' },
    theme: colours('Colours', baseTheme),
    darkTheme: colours('Colours of the dark scheme', baseDarkTheme),
    logoOnDark: { 'ui:title': 'Logo in the dark scheme' },
  };
}

export const whiteLabelUiSchema: UiSchema = { $schema: { 'ui:widget': 'hidden' } };
