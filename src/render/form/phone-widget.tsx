import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { onDemand } from '../../services/on-demand';

type Formatter = (input: string) => string;
/** libphonenumber-js loads only on screens with a phone field; until then input passes through. */
const loadFormatter: () => Promise<Formatter> = onDemand(
  () => import('../../domain/phone-rules'),
  (m) => m.formatAuInput,
);

/** A tel input that formats as an AU number while typing (spec 5). */
export function PhoneWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const [formatAuInput, setFormatter] = useState<Formatter>(() => (s: string) => s);
  const current = typeof value === 'string' ? value : '';
  useEffect(() => {
    // A field that left the page before the formatter came is not updated (React would reach for a
    // window that may be gone).
    let mounted = true;
    void loadFormatter().then((f) => mounted && setFormatter(() => f));
    return () => {
      mounted = false;
    };
  }, []);
  // Whatever was typed before the formatter arrived is formatted as soon as it is there.
  useEffect(() => {
    const formatted = formatAuInput(current);
    if (formatted !== current) onChange(formatted || undefined);
  }, [formatAuInput, current, onChange]);
  return (
    <input
      id={id}
      name={id}
      className="form-control"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      onChange={(e) => onChange(formatAuInput(e.target.value) || undefined)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
