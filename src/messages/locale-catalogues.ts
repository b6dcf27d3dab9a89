/**
 * The translations of the catalogue (flows/locales/<code>.json), each its own chunk: a person
 * downloads only the language they read, and English (flows/messages.json) none of them. In the
 * build, a flow's own translated texts are a chunk of that flow and language (issue 57): they join
 * the language's texts when the flow arrives, or when the language is loaded after the flow.
 */
import type { LocaleDoc, MessagesDoc } from '../config/types';
import type { ShippedText } from './icu-format';
import { createCatalogue, type MessageCatalogue } from './catalogue';
import { SOURCE_LOCALE } from './source-locale';
import flowTranslations from 'virtual:flow-translations';

type Loader = () => Promise<{ default: LocaleDoc } | LocaleDoc>;
type Texts = Record<string, ShippedText>;

const textsOf = async (load: Loader): Promise<Texts> => {
  const module = await load();
  return ('default' in module ? module.default : module).messages;
};

/**
 * Languages and flows met so far, and their texts: a language's texts are one object that grows
 * as flows arrive (catalogues read it at each look-up, as English's own flow texts do).
 */
export function createTranslations(
  files: Readonly<Record<string, Loader>>,
  byFlow: Readonly<Record<string, Readonly<Record<string, Loader>>>>,
) {
  const languages = new Map<string, Promise<Texts>>();
  const arrived = new Set<string>();
  /**
   * A flow's texts of a language, fetched beside the language's own file; missing (offline) leaves
   * English in their place, not a broken screen.
   */
  const join = async (locale: string, flow: string, into: Promise<Texts>): Promise<void> => {
    const load = byFlow[locale]?.[flow];
    if (!load) return;
    const [texts, own] = await Promise.all([textsOf(load).catch(() => ({})), into]);
    Object.assign(own, texts);
  };
  return {
    /** The catalogue of locale; English when it is the source or has no translation file. */
    load: async (source: MessagesDoc, locale: string): Promise<MessageCatalogue> => {
      const file = locale === SOURCE_LOCALE ? undefined : files[`../../flows/locales/${locale}.json`];
      if (!file) return createCatalogue(source);
      let texts = languages.get(locale);
      if (!texts) {
        texts = textsOf(file).then((t) => ({ ...t }));
        languages.set(locale, texts);
        // A language that failed to load is asked for again next time.
        texts.catch(() => languages.delete(locale));
      }
      const [own] = await Promise.all([texts, ...[...arrived].map((flow) => join(locale, flow, texts))]);
      return createCatalogue(source, locale, own);
    },
    /** Before a flow arriving is drawn: its texts in every language met so far. */
    flowArrived: async (flow: string): Promise<void> => {
      arrived.add(flow);
      await Promise.all([...languages].map(([locale, texts]) => join(locale, flow, texts).catch(() => undefined)));
    },
  };
}

const translations = createTranslations(import.meta.glob<LocaleDoc>('../../flows/locales/*.json', { import: 'default' }), flowTranslations);

/** The catalogue of locale; English when it is the source or has no translation file. */
export const loadCatalogue = translations.load;
/** A flow has arrived: its translated texts join the languages loaded (main.tsx's flow loaders). */
export const flowTextsArrived = translations.flowArrived;
