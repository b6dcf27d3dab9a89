import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { formatAuInput } from '../../flow/phone-rules';

/** A tel input that formats as an AU number while typing (spec 5). */
export function PhoneWidget({ id, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus }: WidgetProps) {
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
      onChange={(e) => onChange(formatAuInput(e.target.value) || undefined)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
