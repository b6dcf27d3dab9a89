import type { ResolvedBrand } from '../brand/resolve-brand';
import { loadBrandFont } from '../brand/fonts';

/** The page title while a brand is shown. */
export const pageTitle = (brand: ResolvedBrand): string => `${brand.displayName} account`;

/** The shown brand's font, page icon and page title. */
export function showBrandPage(brand: ResolvedBrand): void {
  void loadBrandFont(brand.font);
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = brand.faviconUrl;
  document.title = pageTitle(brand);
}
