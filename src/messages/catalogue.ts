import type { MessagesDoc } from '../config/types';
import { formatMessage, type MessageParams } from './format-message';

/** Looks up user-facing text by catalogue key (flows/messages.json). */
export interface MessageCatalogue {
  /** The text of key with its placeholders filled; an unknown key is a bug caught by `npm run validate`, shown as the key. */
  t(key: string, params?: MessageParams): string;
}

export function createCatalogue(doc: MessagesDoc): MessageCatalogue {
  const messages: Record<string, string> = doc.messages;
  return {
    t: (key, params) => {
      const text = messages[key];
      return text === undefined ? key : formatMessage(text, params);
    },
  };
}
