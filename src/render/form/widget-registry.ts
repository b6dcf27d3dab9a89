/** Custom rjsf widgets a form's uiSchema may name with "ui:widget". */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { PhoneWidget } from './phone-widget';
import { onDemandComponent } from '../on-demand-component';

export const widgets: RegistryWidgetsType = {
  phone: PhoneWidget,
  // Only the second-factor step draws it: a chunk of its own, preloaded with the step (preload-flow.ts).
  factorChoice: onDemandComponent(
    () => import('./factor-choice-widget'),
    (m) => m.FactorChoiceWidget,
  ),
};
