/**
 * rjsf's own text input, plus the on-screen keyboard a field asks for in its form document
 * ("ui:options": { "inputMode": "numeric" } for codes): rjsf passes no inputmode of its own, and
 * type="number" would drop a code's leading zeros and show spinners (issue 31); and aria-invalid
 * while the field shows an error.
 */
import type { WidgetProps } from '@rjsf/utils';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';

const MODES = ['numeric', 'decimal', 'tel', 'email', 'url', 'search', 'text', 'none'] as const;
type InputMode = (typeof MODES)[number];
const isMode = (v: unknown): v is InputMode => MODES.includes(v as InputMode);

export function InputTemplate(props: WidgetProps) {
  const mode: unknown = props.options.inputMode;
  // A field with errors says so to assistive technology, not only in red (issue 31).
  const invalid = (props.rawErrors ?? []).length > 0 ? { 'aria-invalid': true } : {};
  return <BaseInputTemplate {...props} {...(isMode(mode) ? { inputMode: mode } : {})} {...invalid} />;
}
