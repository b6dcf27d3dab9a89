import type { MessagesDoc } from '../config/types';
import { formatMessage, type MessageParams } from './format-message';
import type { KeyArg } from './message-key';

/** Looks up user-facing text by catalogue key (flows/messages.json). */
export interface MessageCatalogue {
  /** The text of key with its placeholders filled; an unknown key is a bug caught by `npm run validate`, shown as the key. */
  // A function property, not a method: screens pass `catalogue.t` around unbound.
  t: <K extends string>(key: KeyArg<K>, params?: MessageParams) => string;
}

export function createCatalogue(doc: MessagesDoc): MessageCatalogue {
  const messages: Record<string, string> = doc.messages;
  return {
    t: (key: string, params?: MessageParams) => {
      const text = messages[key];
      return text === undefined ? key : formatMessage(text, params);
    },
  };
}
