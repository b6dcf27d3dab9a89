/**
 * The translations of the catalogue (flows/locales/<code>.json), each its own chunk: a person
 * downloads only the language they read, and English (flows/messages.json) none of them.
 */
import type { LocaleDoc, MessagesDoc } from '../config/types';
import { createCatalogue, type MessageCatalogue } from './catalogue';
import { SOURCE_LOCALE } from './source-locale';

const files = import.meta.glob<LocaleDoc>('../../flows/locales/*.json', { import: 'default' });

/** The catalogue of locale; English when it is the source or has no translation file. */
export async function loadCatalogue(source: MessagesDoc, locale: string): Promise<MessageCatalogue> {
  const load = locale === SOURCE_LOCALE ? undefined : files[`../../flows/locales/${locale}.json`];
  if (!load) return createCatalogue(source);
  return createCatalogue(source, locale, (await load()).messages);
}
