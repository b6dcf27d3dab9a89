/**
 * A brand's own texts, checked as the catalogues are (issue 58): its slogan has a translation in
 * every language a white-label offering the brand offers, and none in a language nobody would
 * read it in; its display name, slogan and translations hold nothing people cannot see, no markup
 * and no placeholder (a brand text is shown as written: no value is filled in). Pure.
 */
import type { ConfigIssue } from './config-issue';
import type { BrandDoc, WhiteLabelDoc } from '../src/config/types';
import { whiteLabelBrands } from '../src/brand/resolve-brand.js';
import { pointerSegment as seg } from './json-pointer.js';
import { rawSyntaxIn } from './check-messages.js';
import { invisibleIn } from './invisible.js';
import { SOURCE_LOCALE } from '../src/messages/source-locale.js';

type FileOf = (kind: string, key?: string) => string;

const SHOWN_AS_WRITTEN = 'write the words themselves: a brand text is shown as written, no value is filled in';

/** What people would see wrong in a brand text, said after its name ("the de slogan ..."); null when nothing. */
function textProblem(text: string): { message: string; hint: string } | null {
  const hidden = invisibleIn(text);
  if (hidden)
    return { message: `holds ${hidden}, which people cannot see`, hint: 'delete it; type an ordinary space where a space belongs' };
  const raw = rawSyntaxIn(text);
  if (raw)
    return {
      message: `would show people ${raw.what} "${raw.found}" as it is`,
      hint: raw.what.startsWith('the HTML') ? raw.fix : SHOWN_AS_WRITTEN,
    };
  // rawSyntaxIn lets {name} and choices through, which catalogue texts fill; a brand text fills none.
  const value = /\{[^{}]*\}?/.exec(text);
  if (value) return { message: `would show people the placeholder "${value[0]}" as it is`, hint: SHOWN_AS_WRITTEN };
  return null;
}

/** 'de', 'de or ar', 'de, ar or fr' (word: 'or' or 'and'). */
const listed = (codes: readonly string[], word = 'or'): string =>
  codes.length < 2 ? (codes[0] ?? '') : `${codes.slice(0, -1).join(', ')} ${word} ${codes.at(-1) ?? ''}`;

export function checkBrandTexts(
  brands: Readonly<Record<string, BrandDoc>>,
  whiteLabels: Readonly<Record<string, WhiteLabelDoc>>,
  /** The languages with a catalogue: one offered without is reported at the white-label, and asked of brands once it has one. */
  catalogued: ReadonlySet<string>,
  fileOf: FileOf,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  // The white-label files offering each brand code in each language (English is the slogan itself).
  const offering = new Map<string, Map<string, string[]>>();
  for (const [key, wl] of Object.entries(whiteLabels)) {
    for (const { brand } of whiteLabelBrands(wl)) {
      const byLang = offering.get(brand) ?? new Map<string, string[]>();
      for (const code of wl.locales ?? [SOURCE_LOCALE]) byLang.set(code, [...(byLang.get(code) ?? []), fileOf('whiteLabel', key)]);
      offering.set(brand, byLang);
    }
  }
  for (const [folder, brand] of Object.entries(brands)) {
    const file = fileOf('brand', folder);
    const check = (pointer: string, name: string, text: string): void => {
      const problem = textProblem(text);
      if (problem) issues.push({ file, pointer, message: `${name} ${problem.message}`, hint: problem.hint });
    };
    check('/displayName', 'the display name', brand.displayName);
    if (brand.slogan !== null) check('/slogan', 'the slogan', brand.slogan);
    const translations = brand.sloganTranslations ?? {};
    if (brand.slogan === null) {
      if (brand.sloganTranslations !== undefined)
        issues.push({
          file,
          pointer: '/sloganTranslations',
          message: 'the slogan is null, so its translations are never shown',
          hint: 'remove "sloganTranslations", or write a "slogan" they translate',
        });
      continue;
    }
    // A brand no white-label offers is reported by the brand checks; its languages are nobody's yet.
    const byLang = offering.get(brand.brand);
    if (!byLang) continue;
    for (const [code, text] of Object.entries(translations)) {
      const pointer = `/sloganTranslations/${seg(code)}`;
      if (code === SOURCE_LOCALE)
        issues.push({
          file,
          pointer,
          message: `"slogan" is the English text, so this one is never shown`,
          hint: `remove "${code}" here, and write the English words in "slogan"`,
        });
      else if (!byLang.has(code))
        issues.push({
          file,
          pointer,
          message: `no white-label that offers ${brand.brand} offers ${code}, so this slogan is never shown`,
          hint: `remove "${code}", or offer ${code} in "locales" of ${[...new Set([...byLang.values()].flat())].join(' or ')}`,
        });
      else check(pointer, `the ${code} slogan`, text);
    }
    const missing = [...byLang.keys()].filter((code) => code !== SOURCE_LOCALE && catalogued.has(code) && translations[code] === undefined);
    if (missing.length === 0) continue;
    const offeredBy = [...new Set(missing.flatMap((code) => byLang.get(code) ?? []))];
    const wanted = missing.map((code) => `"${code}": "<the slogan in ${code}>"`).join(', ');
    issues.push({
      file,
      pointer: brand.sloganTranslations === undefined ? '/slogan' : '/sloganTranslations',
      message: `the slogan has no ${listed(missing)} translation, though ${listed(offeredBy, 'and')} ${offeredBy.length === 1 ? 'offers' : 'offer'} ${brand.brand} in ${listed(missing, 'and')}; people would read it in English`,
      hint: brand.sloganTranslations === undefined ? `add "sloganTranslations": { ${wanted} }` : `add ${wanted} to "sloganTranslations"`,
    });
  }
  return issues;
}
