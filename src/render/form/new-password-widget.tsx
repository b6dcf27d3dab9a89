/**
 * "ui:widget": "newPassword" (issue 55 section 4): a password field where a person chooses a
 * password (sign-up's onboarding, reset, change), with Show / Hide as every password field, and
 * the strength meter under it. A form opts in by its document; a chunk of its own, loaded with the
 * step that draws it (preload-flow.ts), never with the sign-in screen.
 */
import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { StrengthMeter } from './strength-meter';

export function NewPasswordWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  const password = typeof props.value === 'string' ? props.value : '';
  return (
    // One box: the meter's reserved room sits right under the field.
    <div>
      <BaseInputTemplate {...props} type="password" />
      <StrengthMeter password={password} minLength={props.schema.minLength ?? 0} />
    </div>
  );
}
