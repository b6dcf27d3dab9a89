/**
 * Build and dev plugin: the message catalogues (flows/messages.json, flows/locales/*.json) reach
 * the browser with their ICU texts compiled (tooling/build/icu-compile.ts: no parser ships) and,
 * in the build, without the texts only the product API uses (its emails: the place "email" of
 * src/messages/code-message-keys.ts), which no screen shows. In the build, a flow's own texts move
 * from the English catalogue into the flow's chunk (textsWithTheirFlow).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { shippedMessages } from './icu-compile.js';
import { flowOwnedKeys } from './flow-texts.js';
import { FLOW_TEXTS } from '../../src/config/flow-files.js';
import { CODE_MESSAGE_KEYS } from '../../src/messages/code-message-keys.js';

export const CATALOGUE = /[\\/]flows[\\/](messages|locales[\\/][a-z]{2,3})\.json$/;
// The API's email lines (place email, and the security notices' securityEmail): no screen shows them.
const SERVER_ONLY_PLACES: readonly string[] = ['email', 'securityEmail'];
const serverOnly = (key: string): boolean =>
  SERVER_ONLY_PLACES.includes((CODE_MESSAGE_KEYS as Readonly<Record<string, string>>)[key] ?? '');

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

/** The build's English catalogue and flow chunks: a flow's own texts ride with it (flow-texts.ts, issue 57). */
export function textsWithTheirFlow(): Plugin {
  let root = '';
  let owned = new Map<string, Set<string>>();
  let english: Record<string, string> = {};
  const ownedAnywhere = () => new Set([...owned.values()].flatMap((keys) => [...keys]));
  return {
    name: 'account-hub:texts-with-their-flow',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      owned = flowOwnedKeys(root);
      english = (JSON.parse(readFileSync(join(root, 'flows/messages.json'), 'utf8')) as { messages: Record<string, string> }).messages;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (/[\\/]flows[\\/]messages\.json$/.test(file)) {
        // After shippedCatalogues (its transform runs first): the texts only a flow names leave the entry.
        const doc = JSON.parse(code) as { messages: Record<string, unknown> };
        const moved = ownedAnywhere();
        doc.messages = Object.fromEntries(Object.entries(doc.messages).filter(([key]) => !moved.has(key)));
        return { code: JSON.stringify(doc), map: null };
      }
      const flow = /[\\/]flows[\\/]([a-z0-9-]+)\.json$/.exec(file)?.[1];
      const keys = flow === undefined ? undefined : owned.get(flow);
      if (!keys) return null;
      const texts = shippedMessages(Object.fromEntries([...keys].map((k) => [k, english[k]!])));
      return { code: JSON.stringify({ ...(JSON.parse(code) as object), [FLOW_TEXTS]: texts }), map: null };
    },
  };
}
