/**
 * Build and dev plugin: the message catalogues (flows/messages.json, flows/locales/*.json) reach
 * the browser with their ICU texts compiled (tooling/build/icu-compile.ts: no parser ships) and,
 * in the build, without the texts only the product API uses (its emails: the place "email" of
 * src/messages/code-message-keys.ts), which no screen shows.
 */
import type { Plugin } from 'vite';
import { shippedMessages } from './icu-compile.js';
import { CODE_MESSAGE_KEYS } from '../../src/messages/code-message-keys.js';

export const CATALOGUE = /[\\/]flows[\\/](messages|locales[\\/][a-z]{2,3})\.json$/;
const serverOnly = (key: string): boolean => (CODE_MESSAGE_KEYS as Readonly<Record<string, string>>)[key] === 'email';

export function shippedCatalogues({ dropServerOnly }: { dropServerOnly: boolean }): Plugin {
  return {
    name: 'account-hub:catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      const doc = JSON.parse(code) as { messages: Record<string, string> };
      // A broken ICU text fails the build with validate's words; validate has reported it first.
      doc.messages = shippedMessages(doc.messages, dropServerOnly ? serverOnly : undefined) as Record<string, string>;
      return { code: JSON.stringify(doc), map: null };
    },
  };
}
