/**
 * Build and dev plugin: the message catalogues (flows/messages.json, flows/locales/*.json) reach
 * the browser with their ICU texts compiled (validate/icu-compile.ts: no parser ships) and,
 * in the build, without the texts only the product API uses (its emails: the place "email" of
 * src/messages/code-message-keys.ts), which no screen shows. In the build, a flow's own texts move
 * from the English catalogue into the flow's chunk, and from each translation into a chunk of that
 * flow and language (textsWithTheirFlow, flowTranslations).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { shippedMessages } from '../../validate/icu-compile.js';
import { flowOwnedKeys, onlyKeys, translationFiles, withoutKeys } from './flow-texts.js';
import { FLOW_TEXTS } from '../../src/config/flow-files.js';
import { CODE_MESSAGE_KEYS } from '../../src/messages/code-message-keys.js';

export const CATALOGUE = /[\\/]flows[\\/](messages|locales[\\/][a-z]{2,3})\.json$/;
const TRANSLATION = /[\\/]flows[\\/]locales[\\/]([a-z]{2,3})\.json$/;
/** The module that lists each flow's translated texts by language (src/messages/locale-catalogues.ts). */
export const FLOW_TRANSLATIONS_ID = 'virtual:flow-translations';
const RESOLVED_ID = `\0${FLOW_TRANSLATIONS_ID}`;
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

/**
 * The build's catalogues and flow chunks: a flow's own texts ride with it (flow-texts.ts, issue 57).
 * English ones join the flow's chunk; a translation's go into a chunk of that flow and language
 * (`<locale>.json?flow=<id>`), listed by the module FLOW_TRANSLATIONS_ID, so a German page loads
 * the German texts of the flows it draws and not the whole German catalogue. The dev server and
 * tests split nothing: that module lists no chunk there, and every catalogue is whole.
 */
export function textsWithTheirFlow(): Plugin {
  let root = '';
  let split = false;
  let owned = new Map<string, Set<string>>();
  let english: Record<string, string> = {};
  const ownedAnywhere = () => new Set([...owned.values()].flatMap((keys) => [...keys]));
  return {
    name: 'account-hub:texts-with-their-flow',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      split = config.command === 'build';
    },
    buildStart() {
      if (!split) return;
      owned = flowOwnedKeys(root);
      english = (JSON.parse(readFileSync(join(root, 'flows/messages.json'), 'utf8')) as { messages: Record<string, string> }).messages;
    },
    resolveId(id) {
      return id === FLOW_TRANSLATIONS_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!split) return 'export default {};';
      const lists = translationFiles(root).map(({ locale, file }) => {
        const messages = (JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, unknown> }).messages;
        const flows = [...owned].filter(([, keys]) => [...keys].some((k) => Object.hasOwn(messages, k))).map(([flow]) => flow);
        const url = `/flows/locales/${locale}.json`; // from the project's root, as Vite resolves a leading slash
        const loaders = flows.map((flow) => `${JSON.stringify(flow)}: () => import(${JSON.stringify(`${url}?flow=${flow}`)})`);
        return `${JSON.stringify(locale)}: { ${loaders.join(', ')} }`;
      });
      return `export default { ${lists.join(', ')} };`;
    },
    transform(code, id) {
      if (!split) return null;
      const [file = '', query = ''] = id.split('?');
      if (/[\\/]flows[\\/]messages\.json$/.test(file)) {
        // After shippedCatalogues (its transform runs first): the texts only a flow names leave the entry.
        const doc = JSON.parse(code) as { messages: Record<string, unknown> };
        doc.messages = withoutKeys(doc.messages, ownedAnywhere());
        return { code: JSON.stringify(doc), map: null };
      }
      if (TRANSLATION.test(file)) {
        // The whole translation keeps what no single flow owns; `?flow=<id>` is that flow's part.
        const doc = JSON.parse(code) as { messages: Record<string, unknown> };
        const flow = new URLSearchParams(query).get('flow');
        if (flow === null) {
          doc.messages = withoutKeys(doc.messages, ownedAnywhere());
          return { code: JSON.stringify(doc), map: null };
        }
        // With a query Vite no longer reads the file as JSON: the part is a module of its own.
        doc.messages = onlyKeys(doc.messages, owned.get(flow) ?? new Set());
        return { code: `export default ${JSON.stringify(doc)};`, map: null };
      }
      const flow = /[\\/]flows[\\/]([a-z0-9-]+)\.json$/.exec(file)?.[1];
      const keys = flow === undefined ? undefined : owned.get(flow);
      if (!keys) return null;
      const texts = shippedMessages(Object.fromEntries([...keys].map((k) => [k, english[k]!])));
      return { code: JSON.stringify({ ...(JSON.parse(code) as object), [FLOW_TEXTS]: texts }), map: null };
    },
  };
}
