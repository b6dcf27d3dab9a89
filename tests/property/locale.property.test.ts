// @vitest-environment node
/**
 * Which language a person gets (src/domain/locale.ts, issue 27), over any address, stored value
 * and list of browser languages, against an oracle written from the rule's words.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptedLanguages, matchLocale, negotiateLocale } from '../../src/domain/locale';
import { createCatalogue } from '../../src/messages/catalogue';
import { directionOf } from '../../src/messages/source-locale';
import { formatMessage, isolateValue } from '../../src/messages/format-message';
import { checkLocales } from '../../validate/check-locales';

const OFFERED = ['en', 'de', 'ar'] as const;
const region = fc.stringMatching(/^[A-Za-z]{2}$|^[0-9]{3}$/);
/** Tags of every shape: offered languages with any case, region and separator; others; junk. */
const tag = fc.oneof(
  fc
    .record({ lang: fc.constantFrom(...OFFERED), upper: fc.boolean(), sep: fc.constantFrom('-', '_'), region: fc.option(region) })
    .map(({ lang, upper, sep, region: r }) => `${upper ? lang.toUpperCase() : lang}${r === null ? '' : `${sep}${r}`}`),
  fc.constantFrom('fr', 'fr-FR', 'zh-Hant-TW', 'es-419', 'deu', 'e', 'de-', '-de', 'de--AT', 'en US', '*', 'ar-', '123'),
  fc.string({ maxLength: 8 }),
);

/** The oracle: a tag asks for the offered language its first subtag names, when it is a well-formed tag. */
function oracleMatch(t: string | null): string | null {
  if (t === null || !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/.test(t)) return null;
  const primary = t.split(/[-_]/)[0]!.toLowerCase();
  return (OFFERED as readonly string[]).includes(primary) ? primary : null;
}

describe('language negotiation', () => {
  it('follows the order: a single lang of the address, the stored choice, the browser languages in order, the default', () => {
    fc.assert(
      fc.property(
        fc.array(tag, { maxLength: 2 }),
        fc.option(tag),
        fc.array(tag, { maxLength: 5 }),
        fc.constantFrom(...OFFERED),
        (asked, stored, browser, fallback) => {
          const expected =
            (asked.length === 1 ? oracleMatch(asked[0]!) : null) ??
            oracleMatch(stored) ??
            browser.map(oracleMatch).find((m) => m !== null) ??
            fallback;
          expect(negotiateLocale({ asked, stored, browser, offered: OFFERED, fallback })).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never gives a language the white-label does not offer, except its default', () => {
    fc.assert(
      fc.property(
        fc.array(tag),
        fc.option(tag),
        fc.array(tag),
        fc.subarray([...OFFERED], { minLength: 1 }),
        (asked, stored, browser, offered) => {
          const got = negotiateLocale({ asked, stored, browser, offered, fallback: offered[0]! });
          expect(offered).toContain(got);
        },
      ),
    );
  });

  it('prefers an exact regional match to the primary language when both are offered', () => {
    expect(matchLocale('pt-BR', ['pt', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale('pt_br', ['pt', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale('pt-PT', ['pt', 'pt-BR'])).toBe('pt');
    expect(matchLocale('de-AT', ['en', 'de'])).toBe('de');
  });
});

describe('right-to-left texts', () => {
  it('isolate each value so an address keeps its own direction, and left-to-right texts stay as they are', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('en', 'de', 'ar'), (email, locale) => {
        const text = formatMessage('A {email} B', { email }, directionOf(locale) === 'rtl' ? isolateValue : String);
        expect(text).toBe(locale === 'ar' ? `A \u2068${email}\u2069 B` : `A ${email} B`);
      }),
    );
  });

  it('a catalogue falls back to the English text for a key its translation lacks', () => {
    const source = { $schema: '', messages: { 'a.b': 'Hello {brand}', 'a.c': 'Only English' } };
    const ar = createCatalogue(source, 'ar', { 'a.b': 'مرحبا {brand}' });
    expect(ar.t('a.b' as never, { brand: 'Plexus' })).toBe('مرحبا \u2068Plexus\u2069');
    expect(ar.t('a.c' as never)).toBe('Only English');
    expect(ar.dir).toBe('rtl');
    expect(createCatalogue(source, 'de', {}).dir).toBe('ltr');
  });
});

describe('Accept-Language (the product API picks its emails language by it)', () => {
  it('lists the tags by weight, the first written first among equals, dropping q=0 and *', () => {
    expect(acceptedLanguages('de-AT,de;q=0.9,en;q=0.8')).toEqual(['de-AT', 'de', 'en']);
    expect(acceptedLanguages('fr;q=0.5, ar, *;q=0.1, de;q=0')).toEqual(['ar', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('for any weights, keeps every tag with weight above 0 and orders them by weight', () => {
    const entry = fc.record({ tag: fc.constantFrom('en', 'de', 'ar', 'fr-FR', 'de-AT'), q: fc.integer({ min: 0, max: 1000 }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const header = entries.map((e) => `${e.tag};q=${(e.q / 1000).toFixed(3)}`).join(', ');
        const expected = entries
          .map((e, i) => ({ ...e, i }))
          .filter((e) => e.q > 0)
          .sort((a, b) => b.q - a.q || a.i - b.i)
          .map((e) => e.tag);
        expect(acceptedLanguages(header)).toEqual(expected);
      }),
    );
  });
});

describe('validate: a translation shows the values its English text shows', () => {
  const value = fc.constantFrom('brand', 'email', 'seconds', 'label', 'phone');
  const text = fc
    .array(
      fc.oneof(
        fc.stringMatching(/^[a-zäöü ]{1,6}$/),
        value.map((v) => `{${v}}`),
      ),
      { maxLength: 5 },
    )
    .map((ps) => ps.join('').replace(/\s+/g, ' ').trim());
  it('reports a mismatch exactly when the sets of values differ, naming both', () => {
    fc.assert(
      fc.property(text, text, (english, german) => {
        fc.pre(english.trim() !== '' && german.trim() !== '');
        const issues = checkLocales(
          { de: { $schema: '', locale: 'de', messages: { 'ui.x.y': german } } },
          { 'ui.x.y': english },
          {},
          () => false,
          new Set(),
          { messages: 'flows/messages.json', locale: (c) => `flows/locales/${c}.json`, whiteLabel: (id) => id },
        );
        const set = (t: string) => [...new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join();
        expect(issues.length).toBe(set(english) === set(german) ? 0 : 1);
        if (issues[0]) expect(issues[0].message).toMatch(/but the English text shows/);
      }),
    );
  });
});
