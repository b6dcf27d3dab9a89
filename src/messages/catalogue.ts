import { formatMessage, isolateValue, type MessageParams } from './format-message';
import { formatParts, type ShippedText } from './icu-format';
import type { KeyArg } from './message-key';
import { directionOf, SOURCE_LOCALE } from './source-locale';

/** Looks up user-facing text by catalogue key (flows/messages.json, or its translation). */
export interface MessageCatalogue {
  /** The text of key with its placeholders filled; an unknown key is a bug caught by `npm run validate`, shown as the key. */
  // A function property, not a method: screens pass `catalogue.t` around unbound.
  t: <K extends string>(key: KeyArg<K>, params?: MessageParams) => string;
  /** The language the texts are in (en, de, ar...). */
  locale: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The catalogue of one language: its translated texts over the English source, so a key a
 * translation lacks (validate reports it for an offered language) still reads as words. Texts
 * with choices arrive compiled (tooling/build/vite-catalogues.ts).
 */
export function createCatalogue(
  doc: { messages: Readonly<Record<string, ShippedText>> },
  locale = SOURCE_LOCALE,
  translated: Readonly<Record<string, ShippedText>> = {},
): MessageCatalogue {
  // Read at each look-up, not copied: a flow's own English texts join doc.messages when its chunk
  // arrives (src/config/app-documents.ts), and every catalogue made from doc sees them.
  const dir = directionOf(locale);
  const wrap = dir === 'rtl' ? isolateValue : String;
  return {
    t: (key: string, params?: MessageParams) => {
      const text = Object.hasOwn(translated, key) ? translated[key] : Object.hasOwn(doc.messages, key) ? doc.messages[key] : undefined;
      if (text === undefined) return key;
      return typeof text === 'string' ? formatMessage(text, params, wrap) : formatParts(text, params ?? {}, locale, wrap);
    },
    locale,
    dir,
  };
}
