/** Custom rjsf widgets a form's uiSchema may name with "ui:widget". */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { onDemandComponent } from '../on-demand-component';

// Each widget is a chunk of its own, src/render/form/<kebab-name>-widget.tsx (the pre-render preloads
// a first step's by that name): /sign-in draws none of them (issue 57).
export const widgets: RegistryWidgetsType = {
  // The phone sign-in's and the profile's phone field, preloaded with their step (preload-flow.ts).
  phone: onDemandComponent(
    () => import('./phone-widget'),
    (m) => m.PhoneWidget,
  ),
  // Only the second-factor step draws it: a chunk of its own, preloaded with the step (preload-flow.ts).
  factorChoice: onDemandComponent(
    () => import('./factor-choice-widget'),
    (m) => m.FactorChoiceWidget,
  ),
  // Where a person chooses a password (issue 55 section 4): the field with its strength meter; zxcvbn loads when they type.
  newPassword: onDemandComponent(
    () => import('./new-password-widget'),
    (m) => m.NewPasswordWidget,
  ),
  // Only the profile's photo row draws it: a chunk of its own, loaded with the profile (preload-flow.ts).
  photoUrl: onDemandComponent(
    () => import('./photo-url-widget'),
    (m) => m.PhotoUrlWidget,
  ),
};
