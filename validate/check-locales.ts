/**
 * Translations against their source (issue 27): each flows/locales/<code>.json is named for its
 * language, has only keys of flows/messages.json, shows the same {values} as the English text,
 * and, for a language a white-label offers, has every key; each white-label's languages have a
 * catalogue and its default is one of them. (A brand's own texts are checked the same way, per
 * language its white-labels offer, by check-brand-texts.ts.) A key the English catalogue lost
 * while the code or a document still uses it is reported once, at the English catalogue. Pure.
 */
import type { ConfigIssue } from './config-issue';
import type { LocaleDoc, WhiteLabelDoc } from '../src/config/types';
import { pointerSegment as seg } from './json-pointer.js';
import { nearKeyHint, rawSyntaxIn } from './check-messages.js';
import { invisibleIn } from './invisible.js';
import { icuProblem, valuesIn } from './check-icu.js';
import { SOURCE_LOCALE } from '../src/messages/source-locale.js';

export interface LocaleFiles {
  messages: string;
  locale: (code: string) => string;
  whiteLabel: (id: string) => string;
}

const sorted = (text: string): string => [...new Set(valuesIn(text))].sort().join(' ');
const listed = (text: string): string => [...new Set(valuesIn(text))].map((p) => `{${p}}`).join(', ') || 'no values';

/** One translation against the source texts; `offered` says whether a missing key is a problem. */
function checkLocale(
  code: string,
  doc: LocaleDoc,
  source: Readonly<Record<string, string>>,
  used: (key: string) => boolean,
  reported: ReadonlySet<string>,
  file: string,
  offered: boolean,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (doc.locale !== code)
    issues.push({
      file,
      pointer: '/locale',
      message: `the file is ${code}.json but says it is "${doc.locale}"`,
      hint: `write "locale": "${code}"`,
    });
  const keys = Object.keys(source);
  for (const [key, text] of Object.entries(doc.messages)) {
    const pointer = `/messages/${seg(key)}`;
    const english = source[key];
    if (english === undefined) {
      if (!used(key))
        issues.push({
          file,
          pointer,
          message: `"${key}" is not a key of the English catalogue, so it is never shown`,
          hint: nearKeyHint(key, keys, file),
        });
      continue;
    }
    const hidden = invisibleIn(text);
    if (hidden) issues.push({ file, pointer, message: `"${key}" holds ${hidden}, which people cannot see`, hint: 'delete it' });
    const icu = icuProblem(text, code);
    if (icu) {
      issues.push({ file, pointer, message: `"${key}": ${icu.message}`, hint: icu.hint });
      continue;
    }
    const raw = rawSyntaxIn(text);
    if (raw) {
      issues.push({ file, pointer, message: `"${key}" would show people ${raw.what} "${raw.found}" as it is`, hint: raw.fix });
      continue;
    }
    // An English text already reported (broken syntax, a value its place cannot fill) is compared once it is mended.
    if (sorted(text) !== sorted(english) && !reported.has(key))
      issues.push({
        file,
        pointer,
        message: `"${key}" shows ${listed(text)}, but the English text shows ${listed(english)}`,
        hint: `keep exactly the English text's values, moved where ${code} needs them: "${english}"`,
      });
  }
  if (offered) {
    const missing = keys.filter((k) => doc.messages[k] === undefined);
    if (missing.length > 0)
      issues.push({
        file,
        pointer: '/messages',
        message: `${missing.length} text${missing.length === 1 ? '' : 's'} of the English catalogue ${missing.length === 1 ? 'has' : 'have'} no ${code} translation (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}); people would read them in English`,
        hint: `add "${missing[0]}": "<the ${code} text>"${missing.length > 1 ? ' and the others' : ''}`,
      });
  }
  return issues;
}

export function checkLocales(
  locales: Readonly<Record<string, LocaleDoc>>,
  source: Readonly<Record<string, string>>,
  whiteLabels: Readonly<Record<string, WhiteLabelDoc>>,
  used: (key: string) => boolean,
  reported: ReadonlySet<string>,
  files: LocaleFiles,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const offered = new Set<string>();
  for (const [id, wl] of Object.entries(whiteLabels)) {
    const file = files.whiteLabel(id);
    const langs = wl.locales ?? [SOURCE_LOCALE];
    for (const [i, code] of langs.entries()) {
      offered.add(code);
      if (code !== SOURCE_LOCALE && !locales[code])
        issues.push({
          file,
          pointer: `/locales/${i}`,
          message: `there is no ${code} catalogue`,
          hint: `add flows/locales/${code}.json (copy another language's file and translate it), or remove "${code}"`,
        });
    }
    const fallback = wl.defaultLocale ?? SOURCE_LOCALE;
    if (!langs.includes(fallback))
      issues.push({
        file,
        pointer: wl.defaultLocale === undefined ? '' : '/defaultLocale',
        message: `the default language "${fallback}" is not one of the offered ${langs.map((l) => `"${l}"`).join(', ')}`,
        hint: `add "${fallback}" to "locales", or set "defaultLocale" to one of them`,
      });
  }
  if (locales[SOURCE_LOCALE])
    issues.push({
      file: files.locale(SOURCE_LOCALE),
      pointer: '',
      message: `English texts live in ${files.messages}; this file would never be read`,
      hint: `move its changes into ${files.messages} and delete this file`,
    });
  for (const [code, doc] of Object.entries(locales))
    if (code !== SOURCE_LOCALE) issues.push(...checkLocale(code, doc, source, used, reported, files.locale(code), offered.has(code)));
  return issues;
}
