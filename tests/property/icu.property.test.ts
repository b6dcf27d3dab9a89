// @vitest-environment node
/**
 * ICU texts (issue 27): the build's parser (validate/icu-compile.ts) reads back any text
 * written from parts, and the runtime (src/messages/icu-format.ts) picks each language's CLDR
 * plural case for every number, in every ICU text the catalogues have.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isIcu, parseIcu, pluralCategories, pluralsOf } from '../../validate/icu-compile';
import { formatParts, type IcuPart } from '../../src/messages/icu-format';
import { ROOT } from '../support/project';

/** Writes parts as ICU text (the inverse of parseIcu for texts without braces or # in their words). */
function write(parts: readonly IcuPart[]): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return p;
      if (!('t' in p)) return p.a === '#' ? '#' : `{${p.a}}`;
      const cases = Object.entries(p.c).map(([k, v]) => `${k} {${write(v)}}`);
      return `{${p.a}, ${p.t === 'p' ? 'plural' : 'select'}, ${p.o !== undefined ? `offset:${p.o} ` : ''}${cases.join(' ')}}`;
    })
    .join('');
}

const words = fc.stringMatching(/^[A-Za-z ,.!?'äöüء-ي]{1,12}$/);
const name = fc.constantFrom('count', 'limit', 'seconds', 'brand', 'gender');
/** Parts with text parts never adjacent (the parser joins them) and # only inside plurals. */
const parts = (depth: number, inPlural: boolean): fc.Arbitrary<IcuPart[]> => {
  const leaf: fc.Arbitrary<IcuPart> = inPlural
    ? fc.oneof(
        words,
        name.map((a) => ({ a })),
        fc.constant({ a: '#' }),
      )
    : fc.oneof(
        words,
        name.map((a) => ({ a })),
      );
  const choice: fc.Arbitrary<IcuPart> =
    depth <= 0
      ? leaf
      : fc.oneof(
          fc
            .record({
              a: name,
              cases: fc.uniqueArray(fc.constantFrom('zero', 'one', 'two', 'few', 'many', '=0', '=1'), { maxLength: 3 }),
              o: fc.option(fc.nat(3), { nil: undefined }),
            })
            .chain(({ a, cases, o }) =>
              fc.tuple(...[...cases, 'other'].map(() => parts(depth - 1, true))).map((bodies) => ({
                a,
                t: 'p' as const,
                ...(o !== undefined ? { o } : {}),
                c: Object.fromEntries([...cases, 'other'].map((k, i) => [k, bodies[i]!])),
              })),
            ),
          fc
            .record({ a: name, cases: fc.uniqueArray(fc.constantFrom('male', 'female', 'admin'), { maxLength: 2 }) })
            .chain(({ a, cases }) =>
              fc.tuple(...[...cases, 'other'].map(() => parts(depth - 1, inPlural))).map((bodies) => ({
                a,
                t: 's' as const,
                c: Object.fromEntries([...cases, 'other'].map((k, i) => [k, bodies[i]!])),
              })),
            ),
          leaf,
        );
  return fc
    .array(choice, { maxLength: 4 })
    .map((ps) => ps.filter((p, i) => !(typeof p === 'string' && typeof ps[i - 1] === 'string')).filter((p) => p !== ''));
};

describe('the ICU parser', () => {
  it('reads back any text written from parts', () => {
    fc.assert(
      fc.property(parts(2, false), (ps) => {
        expect(parseIcu(write(ps))).toEqual(ps);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses broken texts with where the problem is', () => {
    for (const broken of [
      '{n, plural, one {x}}',
      '{n, plural, other {x}',
      '{n, plural, other x}',
      '{n, plurals, other {x}}',
      'a } b',
      '{n, select, a {x} a {y} other {z}}',
    ]) {
      expect(() => parseIcu(broken), broken).toThrow();
    }
  });
});

const catalogue = (file: string) => (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { messages: Record<string, string> }).messages;
const CATALOGUES = { en: catalogue('flows/messages.json'), de: catalogue('flows/locales/de.json'), ar: catalogue('flows/locales/ar.json') };

describe('plurals in the catalogues', () => {
  const texts = Object.entries(CATALOGUES).flatMap(([locale, messages]) =>
    Object.entries(messages)
      .filter(([, text]) => isIcu(text))
      .map(([key, text]) => ({ locale, key, text })),
  );

  it('some translation uses them (the Arabic ones need all six cases)', () => {
    expect(texts.some((t) => t.locale === 'ar' && pluralsOf(parseIcu(t.text)).some((p) => p.cases.length === 6))).toBe(true);
  });

  it('each plural has exactly the cases its language needs, and every number picks the case CLDR names', () => {
    for (const { locale, key, text } of texts) {
      const ps = parseIcu(text);
      for (const p of pluralsOf(ps))
        expect(p.cases.filter((c) => !c.startsWith('=')).sort(), `${locale} ${key}`).toEqual(pluralCategories(locale).sort());
      // Each case's own words: the text for n holds the words of the case n falls in.
      const plural = ps.find((p): p is Extract<IcuPart, { t: string }> => typeof p === 'object' && 't' in p && p.t === 'p');
      if (!plural) continue;
      fc.assert(
        fc.property(fc.nat(1200), (n) => {
          const shown = formatParts(ps, { [plural.a]: n, label: 'L' }, locale, (v) => v);
          const category = new Intl.PluralRules(locale).select(n);
          const words = formatParts(plural.c[category]!, { label: 'L' }, locale, (v) => v, new Intl.NumberFormat(locale).format(n));
          expect(shown).toContain(words);
          expect(shown).not.toMatch(/[{}#]/);
        }),
        { numRuns: 200 },
      );
    }
  });
});
