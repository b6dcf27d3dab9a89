/**
 * ICU MessageFormat for catalogue texts with numbers or choices (issue 27), parsed here at build
 * time (and by validate, the server and tests in Node) into the parts src/messages/icu-format.ts
 * walks. The subset: {name}, {name, plural, [offset:N] =N {...} one {...} other {...}} with # for
 * the number, {name, select, a {...} other {...}}; apostrophes are plain text. Pure.
 */
import type { IcuChoice, IcuPart, ShippedText } from '../src/messages/icu-format';

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
  return new IcuParser(text).message(false, false);
}

/** A recursive descent over one text; i is where it reads. */
class IcuParser {
  i = 0;
  constructor(readonly text: string) {}

  fail(message: string, at = this.i): never {
    throw new IcuSyntaxError(message, at);
  }

  space(): void {
    while (this.i < this.text.length && /\s/.test(this.text[this.i]!)) this.i++;
  }

  word(): string {
    const m = /^[A-Za-z][A-Za-z0-9_]*/.exec(this.text.slice(this.i));
    this.i += m ? m[0].length : 0;
    return m ? m[0] : '';
  }

  message(pound: boolean, nested: boolean): IcuPart[] {
    const { text } = this;
    const parts: IcuPart[] = [];
    let buf = '';
    const flush = () => {
      if (buf) parts.push(buf);
      buf = '';
    };
    while (this.i < text.length) {
      const c = text[this.i]!;
      if (c === '}') {
        if (!nested) this.fail('a "}" closes nothing: every } needs its { before it');
        break;
      }
      if (c === '#' && pound) {
        flush();
        parts.push({ a: '#' });
        this.i++;
      } else if (c === '{') {
        flush();
        parts.push(this.argument(pound));
      } else {
        buf += c;
        this.i++;
      }
    }
    flush();
    return parts;
  }

  /** {name}, or {name, plural|select, ...cases}. */
  argument(pound: boolean): IcuPart {
    const { text } = this;
    const open = this.i;
    this.i++;
    this.space();
    const name = this.word();
    if (!name) this.fail('a value needs a name, e.g. {count}');
    this.space();
    if (text[this.i] === '}') {
      this.i++;
      return { a: name };
    }
    if (text[this.i] !== ',') this.fail(`after "{${name}" comes "}" or ", plural," / ", select,"`);
    this.i++;
    this.space();
    const kind = this.word();
    if (kind !== 'plural' && kind !== 'select') this.fail(`"${kind}" is not a kind of choice: write plural or select`);
    this.space();
    if (text[this.i] !== ',') this.fail(`after "{${name}, ${kind}" comes "," and then the cases`);
    this.i++;
    this.space();
    const offset = kind === 'plural' ? this.offset() : undefined;
    const cases = this.cases(name, kind, open, pound);
    if (text[this.i] !== '}') this.fail(`the ${kind} of {${name}} is never closed with }`, open);
    this.i++;
    if (!cases.other) this.fail(`the ${kind} of {${name}} needs an "other" case`, open);
    const choice: IcuChoice = { a: name, t: kind === 'plural' ? 'p' : 's', c: cases };
    if (offset !== undefined) choice.o = offset;
    return choice;
  }

  /** A plural's "offset:N", when it has one. */
  offset(): number | undefined {
    if (!this.text.startsWith('offset:', this.i)) return undefined;
    this.i += 'offset:'.length;
    const m = /^\d+/.exec(this.text.slice(this.i)) ?? this.fail('offset: needs a whole number, e.g. offset:1');
    this.i += m[0].length;
    this.space();
    return Number(m[0]);
  }

  /** The cases of a choice, up to its closing }. */
  cases(name: string, kind: string, open: number, pound: boolean): Record<string, IcuPart[]> {
    const { text } = this;
    const cases: Record<string, IcuPart[]> = {};
    while (this.i < text.length && text[this.i] !== '}') {
      const at = this.i;
      const exact = /^=\d+/.exec(text.slice(this.i));
      const key = exact ? exact[0] : this.word();
      if (exact) this.i += exact[0].length;
      if (!key) this.fail(`the ${kind} of {${name}} is never closed with }, or a case has no name (e.g. one {...} other {...})`, open);
      if (key in cases) this.fail(`the case "${key}" is written twice`, at);
      this.space();
      if (text[this.i] !== '{') this.fail(`the case "${key}" needs its words in { }`);
      this.i++;
      cases[key] = this.message(pound || kind === 'plural', true);
      if (text[this.i] !== '}') this.fail(`the words of case "${key}" are never closed with }`, at);
      this.i++;
      this.space();
    }
    return cases;
  }
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
