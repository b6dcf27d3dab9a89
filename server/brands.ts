// Brand display names, used in email subjects and demo pages.
import type { Brand } from './validate.js';

export const BRAND_NAMES: Readonly<Record<Brand, string>> = {
  ELUMEN: 'Elumen',
  PLEXUS: 'Plexus',
  EMIOT: 'EMIoT',
  WBS: 'WBS',
  EMIOT_MOBILE: 'EMIoT mobile',
  ELUMEN_MOBILE: 'Elumen mobile',
};

export function brandName(brand: Brand | null | undefined): string {
  return brand ? BRAND_NAMES[brand] : 'Account Hub';
}
