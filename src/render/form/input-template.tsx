/**
 * rjsf's own text input, plus the on-screen keyboard a field asks for in its form document
 * ("ui:options": { "inputMode": "numeric" } for codes): rjsf passes no inputmode of its own, and
 * type="number" would drop a code's leading zeros and show spinners (issue 31); and aria-invalid
 * while the field shows an error; and Show / Hide on password fields.
 */
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import { useHub } from '../hub-context';

const MODES = ['numeric', 'decimal', 'tel', 'email', 'url', 'search', 'text', 'none'] as const;
type InputMode = (typeof MODES)[number];
const isMode = (v: unknown): v is InputMode => MODES.includes(v as InputMode);

export function InputTemplate(props: WidgetProps) {
  const mode: unknown = props.options.inputMode;
  // A field with errors says so to assistive technology, not only in red (issue 31).
  const invalid = (props.rawErrors ?? []).length > 0 ? { 'aria-invalid': true } : {};
  const input = { ...props, ...(isMode(mode) ? { inputMode: mode } : {}), ...invalid };
  return props.type === 'password' ? <PasswordInput {...input} /> : <BaseInputTemplate {...input} />;
}

/**
 * A password field with Show / Hide (issue 31), so a person can check what they typed. Its name
 * says what it does ("Show password"); spelling checks stay off while the text shows, so the
 * password is never sent to a spelling service.
 */
function PasswordInput(props: WidgetProps) {
  const { t } = useHub().config.catalogue;
  const [shown, setShown] = useState(false);
  return (
    <div className="hub-password" spellCheck={false}>
      <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="hub-password__toggle"
        aria-controls={props.id}
        aria-label={t(shown ? 'ui.field.hide_password' : 'ui.field.show_password')}
        disabled={props.disabled || props.readonly}
        onClick={() => setShown((s) => !s)}
      >
        {t(shown ? 'ui.field.hide' : 'ui.field.show')}
      </button>
    </div>
  );
}
