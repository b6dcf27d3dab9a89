// Brand display names (from the brand documents), used in email subjects and demo pages.
import { brandDoc } from './documents.js';
import type { BrandCode } from '../src/config/types.js';

export function brandName(brand: BrandCode | null | undefined): string {
  return brandDoc(brand)?.displayName ?? 'Account Hub';
}
