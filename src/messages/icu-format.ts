/**
 * Texts with numbers or choices (issue 27) are ICU MessageFormat, e.g.
 * "{limit, plural, one {# character} other {# characters}}". The build compiles them
 * (validate/icu-compile.ts) into these parts, so the browser only walks data: no parser, no
 * `new Function`. Pure.
 */

/** A value ({name}; "#" is the number of the plural it sits in). */
export interface IcuArg {
  a: string;
}
/** A plural (t "p", offset o) or select (t "s") over the value a, by case (=0, one, few, other...). */
export interface IcuChoice {
  a: string;
  t: 'p' | 's';
  o?: number;
  c: Record<string, IcuPart[]>;
}
export type IcuPart = string | IcuArg | IcuChoice;

/** A catalogue text as the app receives it: plain (with {name} values) or compiled. */
export type ShippedText = string | IcuPart[];

type Values = Readonly<Partial<Record<string, string | number>>>;

const rulesByLocale = new Map<string, Intl.PluralRules>();
const pluralRules = (locale: string): Intl.PluralRules => {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

/** The words of compiled parts with values filled; `wrap` marks a value (bidi isolation in right-to-left texts). */
export function formatParts(
  parts: readonly IcuPart[],
  values: Values,
  locale: string,
  wrap: (v: string) => string,
  pound?: string,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (!('t' in part)) {
      const v = part.a === '#' ? pound : values[part.a];
      out += v === undefined ? '' : wrap(String(v));
    } else {
      const raw = values[part.a];
      if (part.t === 's') {
        const branch = part.c[String(raw)] ?? part.c.other ?? [];
        out += formatParts(branch, values, locale, wrap, pound);
      } else {
        const n = Number(raw ?? 0) - (part.o ?? 0);
        const branch = part.c[`=${Number(raw ?? 0)}`] ?? part.c[pluralRules(locale).select(n)] ?? part.c.other ?? [];
        out += formatParts(branch, values, locale, wrap, new Intl.NumberFormat(locale).format(n));
      }
    }
  }
  return out;
}
