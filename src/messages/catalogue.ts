import type { MessagesDoc } from '../config/types';
import { formatMessage, type MessageParams } from './format-message';
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
 * translation lacks (validate reports it for an offered language) still reads as words.
 */
export function createCatalogue(
  doc: MessagesDoc,
  locale = SOURCE_LOCALE,
  translated: Readonly<Record<string, string>> = {},
): MessageCatalogue {
  const messages: Record<string, string> = { ...doc.messages, ...translated };
  const dir = directionOf(locale);
  return {
    t: (key: string, params?: MessageParams) => {
      const text = messages[key];
      return text === undefined ? key : formatMessage(text, params, dir === 'rtl');
    },
    locale,
    dir,
  };
}
