import type { MessageCatalogue } from '../messages/catalogue';
import type { ResolvedBrand } from '../brand/resolve-brand';
import { loadBrandFont } from '../brand/fonts';

/** The page title while a brand is shown, in the language shown. */
export const pageTitle = (brand: ResolvedBrand, catalogue: MessageCatalogue): string =>
  catalogue.t('ui.page.title', { brand: brand.displayName });

/** The shown brand's font, page icon and page title. */
export function showBrandPage(brand: ResolvedBrand, catalogue: MessageCatalogue): void {
  void loadBrandFont(brand.font);
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = brand.faviconUrl;
  document.title = pageTitle(brand, catalogue);
}
