/**
 * ICU MessageFormat for catalogue texts with numbers or choices (issue 27), parsed here at build
 * time (and by validate, the server and tests in Node) into the parts src/messages/icu-format.ts
 * walks. The subset: {name}, {name, plural, [offset:N] =N {...} one {...} other {...}} with # for
 * the number, {name, select, a {...} other {...}}; apostrophes are plain text. Pure.
 */
import type { IcuChoice, IcuPart, ShippedText } from '../../src/messages/icu-format';

export class IcuSyntaxError extends Error {
  constructor(
    message: string,
    /** Offset in the text where the problem is. */
    readonly at: number,
  ) {
    super(message);
  }
}

/** True when a text uses a plural or select (plain {name} texts stay strings). */
export const isIcu = (text: string): boolean => /\{\s*[A-Za-z]+\s*,\s*(plural|select)\s*,/.test(text);

export function parseIcu(text: string): IcuPart[] {
  let i = 0;
  const fail = (message: string, at = i): never => {
    throw new IcuSyntaxError(message, at);
  };
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const word = (): string => {
    const m = /^[A-Za-z][A-Za-z0-9_]*/.exec(text.slice(i));
    i += m ? m[0].length : 0;
    return m ? m[0] : '';
  };

  function message(pound: boolean, nested: boolean): IcuPart[] {
    const parts: IcuPart[] = [];
    let buf = '';
    const flush = () => {
      if (buf) parts.push(buf);
      buf = '';
    };
    while (i < text.length) {
      const c = text[i]!;
      if (c === '}') {
        if (!nested) fail('a "}" closes nothing: every } needs its { before it');
        break;
      }
      if (c === '#' && pound) {
        flush();
        parts.push({ a: '#' });
        i++;
      } else if (c === '{') {
        flush();
        parts.push(argument(pound));
      } else {
        buf += c;
        i++;
      }
    }
    flush();
    return parts;
  }

  function argument(pound: boolean): IcuPart {
    const open = i;
    i++;
    space();
    const name = word();
    if (!name) fail('a value needs a name, e.g. {count}');
    space();
    if (text[i] === '}') {
      i++;
      return { a: name };
    }
    if (text[i] !== ',') fail(`after "{${name}" comes "}" or ", plural," / ", select,"`);
    i++;
    space();
    const kind = word();
    if (kind !== 'plural' && kind !== 'select') fail(`"${kind}" is not a kind of choice: write plural or select`);
    space();
    if (text[i] !== ',') fail(`after "{${name}, ${kind}" comes "," and then the cases`);
    i++;
    space();
    let offset: number | undefined;
    if (kind === 'plural' && text.startsWith('offset:', i)) {
      i += 'offset:'.length;
      const m = /^\d+/.exec(text.slice(i)) ?? fail('offset: needs a whole number, e.g. offset:1');
      offset = Number(m[0]);
      i += m[0].length;
      space();
    }
    const cases: Record<string, IcuPart[]> = {};
    while (i < text.length && text[i] !== '}') {
      const at = i;
      const exact = /^=\d+/.exec(text.slice(i));
      const key = exact ? exact[0] : word();
      if (exact) i += exact[0].length;
      if (!key) fail(`the ${kind} of {${name}} is never closed with }, or a case has no name (e.g. one {...} other {...})`, open);
      if (key in cases) fail(`the case "${key}" is written twice`, at);
      space();
      if (text[i] !== '{') fail(`the case "${key}" needs its words in { }`);
      i++;
      cases[key] = message(pound || kind === 'plural', true);
      if (text[i] !== '}') fail(`the words of case "${key}" are never closed with }`, at);
      i++;
      space();
    }
    if (text[i] !== '}') fail(`the ${kind} of {${name}} is never closed with }`, open);
    i++;
    if (!cases.other) fail(`the ${kind} of {${name}} needs an "other" case`, open);
    const choice: IcuChoice = { a: name, t: kind === 'plural' ? 'p' : 's', c: cases };
    if (offset !== undefined) choice.o = offset;
    return choice;
  }

  return message(false, false);
}

/** Each value a text shows (its plural and select values and the {name}s in their cases), without "#". */
export function icuValues(parts: readonly IcuPart[]): string[] {
  const out = new Set<string>();
  const walk = (ps: readonly IcuPart[]) => {
    for (const p of ps) {
      if (typeof p === 'string') continue;
      if (p.a !== '#') out.add(p.a);
      if ('t' in p) Object.values(p.c).forEach(walk);
    }
  };
  walk(parts);
  return [...out];
}

/** Every plural of a text: its value and case names. */
export function pluralsOf(parts: readonly IcuPart[]): { value: string; cases: string[] }[] {
  const out: { value: string; cases: string[] }[] = [];
  const walk = (ps: readonly IcuPart[]) => {
    for (const p of ps) {
      if (typeof p === 'string' || !('t' in p)) continue;
      if (p.t === 'p') out.push({ value: p.a, cases: Object.keys(p.c) });
      Object.values(p.c).forEach(walk);
    }
  };
  walk(parts);
  return out;
}

const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** The CLDR plural categories a language needs, in CLDR's order (Arabic: zero, one, two, few, many, other). */
export const pluralCategories = (locale: string): string[] =>
  [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort((a, b) => CLDR_ORDER.indexOf(a) - CLDR_ORDER.indexOf(b));

/** A text as the app receives it: compiled when it has choices, else as written. Throws IcuSyntaxError. */
export const compileText = (text: ShippedText): ShippedText => (typeof text === 'string' && isIcu(text) ? parseIcu(text) : text);

/** Every text of a catalogue as shipped; `drop` leaves out keys the browser never shows. */
export function shippedMessages(
  messages: Readonly<Record<string, ShippedText>>,
  drop: (key: string) => boolean = () => false,
): Record<string, ShippedText> {
  const out: Record<string, ShippedText> = {};
  for (const [key, text] of Object.entries(messages)) if (!drop(key)) out[key] = compileText(text);
  return out;
}
