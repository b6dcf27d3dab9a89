/**
 * ICU texts (plural, select) in the catalogues: their syntax, and each plural's cases against
 * the categories its language needs (CLDR, through Intl.PluralRules: English one and other, Arabic
 * zero, one, two, few, many and other). Pure.
 */
import { icuValues, isIcu, IcuSyntaxError, parseIcu, pluralCategories, pluralsOf } from './icu-compile.js';
import { placeholdersOf } from '../src/messages/format-message.js';

/** What is wrong with a text's choices in locale, in words; null when nothing is (or it has none). */
export function icuProblem(text: string, locale: string): { message: string; hint: string } | null {
  if (!isIcu(text)) return null;
  let parts;
  try {
    parts = parseIcu(text);
  } catch (e) {
    if (!(e instanceof IcuSyntaxError)) throw e;
    const near = text.slice(Math.max(0, e.at - 12), e.at + 12);
    return { message: `${e.message} (near "${near}")`, hint: 'a choice is written {count, plural, one {# item} other {# items}}' };
  }
  const needed = pluralCategories(locale);
  for (const p of pluralsOf(parts)) {
    const named = p.cases.filter((c) => !c.startsWith('='));
    const missing = needed.filter((c) => !named.includes(c));
    if (missing.length > 0)
      return {
        message: `the plural of {${p.value}} has no ${missing.join(', ')} case: ${locale} needs ${needed.join(', ')}`,
        hint: `add ${missing.map((c) => `${c} {...}`).join(' ')}`,
      };
    const unused = named.filter((c) => !needed.includes(c));
    if (unused.length > 0)
      return {
        message: `the plural of {${p.value}} has ${unused.join(', ')}, which ${locale} never uses (its cases are ${needed.join(', ')})`,
        hint: `remove ${unused.join(', ')}, or write an exact number as =2 {...}`,
      };
  }
  return null;
}

/** The values a text shows: its {name}s, or a choice text's values (a broken one: none). */
export function valuesIn(text: string): string[] {
  if (!isIcu(text)) return placeholdersOf(text);
  try {
    return icuValues(parseIcu(text));
  } catch {
    return [];
  }
}
