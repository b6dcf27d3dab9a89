/** Custom rjsf widgets a form's uiSchema may name with "ui:widget". */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { PhoneWidget } from './phone-widget';
import { FactorChoiceWidget } from './factor-choice-widget';

export const widgets: RegistryWidgetsType = {
  phone: PhoneWidget,
  factorChoice: FactorChoiceWidget,
};
