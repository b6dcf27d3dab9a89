import type { HubConfig } from '../config/hub-config';
import type { KeyValueStore } from '../services/types';
import { LOCALE_STORAGE_KEY, negotiateLocale } from '../domain/locale';
import type { MessageCatalogue } from '../messages/catalogue';

/** The language this page opens in: the address's lang, the stored choice, the browser's languages, the white-label's default. */
export function openingLocale(config: HubConfig, storage: KeyValueStore, search: string, browser: readonly string[]): string {
  return negotiateLocale({
    asked: new URLSearchParams(search).getAll('lang'),
    stored: storage.get(LOCALE_STORAGE_KEY),
    browser,
    offered: config.locales.offered,
    fallback: config.locales.fallback,
  });
}

/** <html lang dir>: screen readers, hyphenation and the mirrored layout follow the texts shown. */
export function applyPageLocale(html: HTMLElement, catalogue: Pick<MessageCatalogue, 'locale' | 'dir'>): void {
  // Only what changes: a new dir restyles the whole page, and the pre-rendered page has it right already.
  if (html.getAttribute('lang') !== catalogue.locale) html.setAttribute('lang', catalogue.locale);
  if (html.getAttribute('dir') !== catalogue.dir) html.setAttribute('dir', catalogue.dir);
}
