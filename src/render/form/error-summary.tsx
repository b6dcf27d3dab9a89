/**
 * The form's error summary (issue 56 item 8, as GOV.UK's): after a submit the form refused, a
 * short list at the top of the form names each field to fix and leads to it (what is wrong is said
 * once, under the field). It is an alert, so a screen reader says it at once; the focus goes to
 * the first field to fix (form-block.tsx).
 * A failure the server gave about one field is said at that field, not here (formContext).
 */
import type { ErrorListProps } from '@rjsf/utils';
import { useHub } from '../hub-context';
import { fieldOf } from './form-messages';
import { useEffect } from 'react';
import { usePage } from '../page-state';

/** What form-block.tsx tells the summary through rjsf's formContext. */
export interface SummaryContext {
  /** The field whose failure came from the server: said at the field only. */
  serverField?: string | undefined;
}

/** The field's label as the form draws it: its uiSchema title, else the schema's. */
function labelOf(field: string, props: ErrorListProps): string {
  const ui = (props.uiSchema as Record<string, { 'ui:title'?: unknown } | undefined> | undefined)?.[field];
  const schema = (props.schema.properties?.[field] ?? {}) as { title?: unknown };
  const title = ui?.['ui:title'] ?? schema.title;
  return typeof title === 'string' ? title : field;
}

export function ErrorSummary(props: ErrorListProps) {
  const { t } = useHub().config.catalogue;
  const { serverField } = (props.registry.formContext ?? {}) as SummaryContext;
  // One line per field to fix, in the form's order of errors.
  const fields = [...new Set(props.errors.map(fieldOf))].filter((field) => field !== serverField);
  const shown = fields.length > 0;
  // The page's title says "Error:" while the summary is shown (page-title.ts).
  const { title } = usePage();
  useEffect(() => (shown ? title.formErrorShown() : undefined), [title, shown]);
  if (!shown) return null;
  return (
    <div className="hub-error-summary" role="alert" data-testid="error-summary">
      <p className="hub-error-summary__title">{t('ui.form.error_summary')}</p>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#root_${field}`}
              onClick={(e) => {
                // To the field without touching the address (the router owns it).
                e.preventDefault();
                document.getElementById(`root_${field}`)?.focus();
              }}
            >
              {labelOf(field, props)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
