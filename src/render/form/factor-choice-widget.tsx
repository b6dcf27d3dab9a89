/**
 * "ui:widget": "factorChoice" (issue 26): which of the account's second factors a sign-in's code
 * goes to. The factors are the flow's data (secondFactorChoices, plain data from the identity
 * service), given by the flow screen through FactorChoicesContext (factor-choices.ts). One factor: a line saying
 * where the code goes. Several: radio buttons, the first chosen until the person picks another.
 */
import { useContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { displayPhone } from '../../domain/phone-display';
import { useHub } from '../hub-context';
import { FactorChoicesContext } from './factor-choices';

export function FactorChoiceWidget({ id, value, onChange, label, disabled, readonly }: WidgetProps) {
  const choices = useContext(FactorChoicesContext);
  const { t } = useHub().config.catalogue;
  const chosen = choices.find((c) => c.id === value) ?? choices[0];
  if (!chosen) return null;
  if (choices.length === 1)
    return (
      <p className="hub-text" id={id}>
        {t('ui.mfa.send_to', { phone: displayPhone(chosen.phone) })}
      </p>
    );
  return (
    <fieldset className="hub-choice" id={id}>
      <legend className="hub-choice__legend">{label}</legend>
      {choices.map((c) => (
        <label key={c.id} className="hub-choice__option">
          <input
            type="radio"
            name={id}
            value={c.id}
            checked={c.id === chosen.id}
            disabled={disabled || readonly}
            onChange={() => onChange(c.id)}
          />
          <span>{t('ui.mfa.factor', { phone: displayPhone(c.phone) })}</span>
        </label>
      ))}
    </fieldset>
  );
}
