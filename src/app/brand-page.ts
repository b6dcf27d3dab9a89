import type { MessageCatalogue } from '../messages/catalogue';
import type { ResolvedBrand } from '../brand/resolve-brand';
import { loadBrandFont } from '../brand/fonts';

/**
 * The page title while a brand is shown, in the language shown: the screen's name first when it
 * has one, and "Error:" before it while it shows a failure (issue 56 item 8).
 */
export function pageTitle(
  brand: ResolvedBrand,
  catalogue: MessageCatalogue,
  page: { name: string | null; error: boolean } = { name: null, error: false },
): string {
  const named = { page: page.name ?? '', brand: brand.displayName };
  if (page.name === null) return catalogue.t('ui.page.title', { brand: brand.displayName });
  return catalogue.t(page.error ? 'ui.page.title_error' : 'ui.page.title_named', named);
}

/** The shown brand's font and page icon. */
export function showBrandPage(brand: ResolvedBrand): void {
  void loadBrandFont(brand.font);
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = brand.faviconUrl;
}
