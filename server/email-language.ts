// The language of an email the API sends (issue 27): the one the request's Accept-Language asks
// for, by the app's own rule (src/domain/locale.ts), among the catalogues there are.
import { createCatalogue, type MessageCatalogue } from '../src/messages/catalogue.js';
import { SOURCE_LOCALE } from '../src/messages/source-locale.js';
import { acceptedLanguages, negotiateLocale } from '../src/domain/locale.js';
import { DOCUMENTS } from './documents.js';
import { shippedMessages } from '../validate/icu-compile.js';

const offered = [SOURCE_LOCALE, ...Object.keys(DOCUMENTS.locales)];
// Texts with choices compiled once, as the app's build compiles them.
const SOURCE = { messages: shippedMessages(DOCUMENTS.messages.messages) };
const TRANSLATED = Object.fromEntries(Object.entries(DOCUMENTS.locales).map(([code, doc]) => [code, shippedMessages(doc.messages)]));

/** The catalogue an email is written from. */
export function emailCatalogue(acceptLanguage: string | undefined): MessageCatalogue {
  const locale = negotiateLocale({ asked: [], stored: null, browser: acceptedLanguages(acceptLanguage), offered, fallback: SOURCE_LOCALE });
  return createCatalogue(SOURCE, locale, TRANSLATED[locale] ?? {});
}
