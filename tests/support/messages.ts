/**
 * What a person sees, by catalogue key: tests find texts through flows/messages.json, filled
 * the way the runtime fills them (formatMessage), so editing a text there never breaks a test.
 * The texts the spec fixes word for word are checked in one place: tests/contract/spec-texts.test.ts.
 */
import catalogue from '../../flows/messages.json';
import de from '../../flows/locales/de.json';
import ar from '../../flows/locales/ar.json';
import { formatMessage, type MessageParams } from '../../src/messages/format-message';
import type { CatalogueKey } from '../../src/messages/message-key';
import { createCatalogue, type MessageCatalogue } from '../../src/messages/catalogue';
import { shippedMessages } from '../../validate/icu-compile';
import type { ShippedText } from '../../src/messages/icu-format';

// Tests name flow and form keys too, not only the keys code uses: any catalogue key, checked by tsc.
export type { CatalogueKey };

const MESSAGES: Readonly<Record<string, string>> = catalogue.messages;
const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The catalogue text of key as written, placeholders and all. */
export function rawMsg(key: CatalogueKey): string {
  const text = MESSAGES[key];
  if (text === undefined) throw new Error(`flows/messages.json has no message "${key}"`);
  return text;
}

/** The text of key with its placeholders filled, as the app shows it. */
export function msg(key: CatalogueKey, params?: MessageParams): string {
  return formatMessage(rawMsg(key), params);
}

/**
 * The catalogue of each language as the app builds it (src/messages/catalogue.ts), from texts
 * compiled as the build compiles them (validate/icu-compile.ts; under vitest they arrive
 * compiled already), so tests read what people see, choices and right-to-left isolation included.
 */
const CATALOGUES: Readonly<Record<string, MessageCatalogue>> = Object.fromEntries(
  [
    ['de', de.messages],
    ['ar', ar.messages],
  ].map(([locale, messages]) => [
    locale,
    createCatalogue({ messages: {} }, locale as string, shippedMessages(messages as Record<string, ShippedText>)),
  ]),
);

/** The text of key in locale (en: the source catalogue), filled as the app fills it. */
export function localeMsg(locale: string, key: CatalogueKey, params?: MessageParams): string {
  if (locale === 'en') return msg(key, params);
  // Any catalogue key (tests name flow and form keys too), not only the keys code uses.
  const text = CATALOGUES[locale]?.t(key as never, params);
  if (text === undefined || text === key) throw new Error(`flows/locales/${locale}.json has no message "${key}"`);
  return text;
}

/** text with every RegExp special character escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches exactly text, nothing before or after it. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

/** Matches text at the start (anything may follow it). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/** Placeholder values for msgPattern: a string or number stands for itself, a RegExp for what it matches. */
export type PatternParams = { [P in keyof MessageParams]?: string | number | RegExp };

/**
 * The text of key as a RegExp: the catalogue's words literally, each placeholder as its value
 * (a RegExp value matches what it matches, e.g. `{ seconds: /\d+/ }`; a missing one is empty, as
 * in formatMessage). `anchor`: 'whole' matches the whole name, 'start' its beginning, 'anywhere' a part.
 */
export function msgPattern(key: CatalogueKey, params: PatternParams = {}, anchor: 'whole' | 'start' | 'anywhere' = 'anywhere'): RegExp {
  const text = rawMsg(key);
  let source = '';
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(text.slice(last, m.index));
    const v = params[m[1] as keyof PatternParams];
    source += v === undefined ? '' : v instanceof RegExp ? `(?:${v.source})` : escapeRegExp(String(v));
    last = m.index + m[0].length;
  }
  source += escapeRegExp(text.slice(last));
  return new RegExp(`${anchor === 'anywhere' ? '' : '^'}${source}${anchor === 'whole' ? '$' : ''}`);
}
