/** The brand and white-label forms' schemas from the project's JSON Schemas, and the brand form's colour defaults from brands/base.json. */
import { useMemo } from 'react';
import { brandFormSchema, whiteLabelFormSchema } from './form-schema';
import { brandUiSchema } from './document-form';
import type { StudioProject } from './studio-wire';

type BaseTheme = { theme?: Record<string, string>; darkTheme?: Record<string, string> } | undefined;

export function useFormSchemas(project: StudioProject | null) {
  const brand = useMemo(() => project && brandFormSchema({ 'brand.schema.json': project.schemas.brand }), [project]);
  const whiteLabel = useMemo(
    () =>
      project &&
      whiteLabelFormSchema({ 'brand.schema.json': project.schemas.brand, 'white-label.schema.json': project.schemas.whiteLabel }),
    [project],
  );
  const base = project?.files['brands/base.json'] as BaseTheme;
  const brandUi = useMemo(() => brandUiSchema(base?.theme ?? {}, base?.darkTheme ?? {}), [base]);
  return brand && whiteLabel ? { brand, whiteLabel, brandUi } : null;
}

export type FormSchemas = NonNullable<ReturnType<typeof useFormSchemas>>;
