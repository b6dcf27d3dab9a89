/**
 * The message catalogue against its uses: every key a document or the code uses exists, and
 * every {placeholder} of a text is filled at each place that text is shown (a label gets no
 * values, so "LOG IN TO {brand}" there would read "LOG IN TO "). Pure.
 */
import type { ConfigIssue } from './config-issue';
import { pointerSegment as seg } from './json-pointer.js';
import { editDistance, suggestion } from './suggest.js';
import { invisibleIn } from './invisible.js';
import { formatMessage, MESSAGE_PARAMS } from '../src/messages/format-message.js';
import { icuProblem, valuesIn } from './check-icu.js';
import { isIcu } from './icu-compile.js';
import { SOURCE_LOCALE } from '../src/messages/source-locale.js';
import { PLACE_NAMES, PLACE_PARAMS, type MessagePlace } from '../src/messages/message-places.js';

/** One place a document shows a catalogue key. */
export interface MessageUse {
  file: string;
  pointer: string;
  key: string;
  place: MessagePlace;
}

const CODE_KEYS_FILE = 'src/messages/code-message-keys.ts';

/** Markup or placeholder syntax the hub does not turn into words, which a person would see as it is. */
export function rawSyntaxIn(text: string): { what: string; found: string; fix: string } | null {
  const valueFix = `a value is written {name}, e.g. {brand}; the hub fills ${MESSAGE_PARAMS.map((p) => `{${p}}`).join(', ')}`;
  const checks: [RegExp, string, string][] = [
    [/<\/?[a-zA-Z][^>]*>/, 'the HTML tag', 'write plain words: texts are shown as they are, without HTML'],
    [/&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);/, 'the HTML entity', 'write the character itself (& rather than &amp;)'],
    [/\{\{[^}]*\}\}/, 'the placeholder', valueFix],
    [/\$\{[^}]*\}/, 'the placeholder', valueFix],
    [/%(\d+\$)?[sdif@]/, 'the placeholder', valueFix],
  ];
  for (const [re, what, fix] of checks) {
    const m = re.exec(text);
    if (m) return { what, found: m[0], fix };
  }
  // A text with choices has its own syntax, checked by check-icu.ts.
  const braces = isIcu(text) ? [] : (text.match(/\{[^{}]*\}|[{}]/g) ?? []);
  const odd = braces.find((b) => !/^\{[a-zA-Z]+\}$/.test(b));
  return odd ? { what: odd.length === 1 ? 'the lone brace' : 'the placeholder', found: odd, fix: valueFix } : null;
}

/**
 * A missing key's fix: the key meant when one is a slip away (two edits, or a slip in the last
 * part of a key of the same group), else to add it; never a list of far keys.
 */
export function nearKeyHint(key: string, keys: readonly string[], messagesFile: string): string {
  const group = (k: string) => k.slice(0, k.lastIndexOf('.'));
  const last = (k: string) => k.slice(k.lastIndexOf('.') + 1);
  const near =
    keys.find((k) => editDistance(k, key) <= 2) ??
    keys.find((k) => group(k) === group(key) && editDistance(last(k), last(key)) <= Math.max(1, Math.floor(last(key).length / 4)));
  return near ? `did you mean "${near}"?` : `add "${key}": "<the words people see>" to ${messagesFile}`;
}

export function checkMessages(
  messages: Readonly<Record<string, string>>,
  messagesFile: string,
  uses: readonly MessageUse[],
  codeKeys: Readonly<Record<string, MessagePlace>>,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const shownRaw = checkTexts(messages, messagesFile, issues);
  checkUses(messages, messagesFile, uses, shownRaw, issues);
  checkCodeKeys(messages, messagesFile, codeKeys, shownRaw, issues);
  return issues;
}

const known = MESSAGE_PARAMS as readonly string[];

/** What the text would read with only the place's values filled. */
const unfilled = (text: string, place: MessagePlace): string[] =>
  valuesIn(text).filter((p) => known.includes(p) && !(PLACE_PARAMS[place] as readonly string[]).includes(p));
const preview = (text: string, place: MessagePlace): string =>
  formatMessage(text, Object.fromEntries((PLACE_PARAMS[place] as readonly string[]).map((p) => [p, `{${p}}`])));

/**
 * Each text alone: no invisible characters, valid ICU, no raw syntax shown, only values the hub fills.
 * Gives the texts reported as raw syntax: their braces are not checked as placeholders again.
 */
function checkTexts(messages: Readonly<Record<string, string>>, messagesFile: string, issues: ConfigIssue[]): Set<string> {
  const shownRaw = new Set<string>();
  for (const [key, text] of Object.entries(messages)) {
    const pointer = `/messages/${seg(key)}`;
    const hidden = invisibleIn(text);
    if (hidden)
      issues.push({
        file: messagesFile,
        pointer,
        message: `"${key}" holds ${hidden}, which people cannot see`,
        hint: 'delete it; type an ordinary space where a space belongs',
      });
    const icu = icuProblem(text, SOURCE_LOCALE);
    if (icu) {
      shownRaw.add(key);
      issues.push({ file: messagesFile, pointer, message: `"${key}": ${icu.message}`, hint: icu.hint });
      continue;
    }
    const raw = rawSyntaxIn(text);
    if (raw) {
      shownRaw.add(key);
      issues.push({
        file: messagesFile,
        pointer,
        message: `"${key}" would show people ${raw.what} "${raw.found}" as it is: they would read "${text}"`,
        hint: raw.fix,
      });
      continue; // its braces are not placeholders to check
    }
    for (const p of valuesIn(text)) {
      if (!known.includes(p))
        issues.push({
          file: messagesFile,
          pointer,
          message: `{${p}} is not a value the hub can fill`,
          hint: suggestion(p, known, 'values').replace(/"([^"]+)"/g, '{$1}'),
        });
    }
  }
  return shownRaw;
}

/** Every key a document uses is in the catalogue, and its text gets the values it shows where it is used. */
function checkUses(
  messages: Readonly<Record<string, string>>,
  messagesFile: string,
  uses: readonly MessageUse[],
  shownRaw: ReadonlySet<string>,
  issues: ConfigIssue[],
): void {
  const keys = Object.keys(messages);
  for (const use of uses) {
    const text = messages[use.key];
    if (text === undefined) {
      issues.push({
        file: use.file,
        pointer: use.pointer,
        message: `the message key "${use.key}" is not in ${messagesFile}`,
        hint: nearKeyHint(use.key, keys, messagesFile),
      });
      continue;
    }
    if (shownRaw.has(use.key)) continue;
    const missing = unfilled(text, use.place);
    if (missing.length > 0) {
      issues.push({
        file: use.file,
        pointer: use.pointer,
        message: `"${use.key}" shows ${missing.map((p) => `{${p}}`).join(' and ')}, but ${PLACE_NAMES[use.place]} gets no such value, so it would read "${preview(text, use.place)}"`,
        hint: `use a key without ${missing.map((p) => `{${p}}`).join(' or ')} here, or take it out of "${use.key}" in ${messagesFile}`,
      });
    }
  }
}

/** Every key the code shows is in the catalogue, and its text gets the values it shows. */
function checkCodeKeys(
  messages: Readonly<Record<string, string>>,
  messagesFile: string,
  codeKeys: Readonly<Record<string, MessagePlace>>,
  shownRaw: ReadonlySet<string>,
  issues: ConfigIssue[],
): void {
  for (const [key, place] of Object.entries(codeKeys)) {
    const text = messages[key];
    if (text === undefined) {
      issues.push({
        file: messagesFile,
        pointer: '/messages',
        message: `the code shows "${key}" (${PLACE_NAMES[place]}), but the catalogue has no such key, so people would see the key itself`,
        hint: `add "${key}": "<text>" (the code's keys are listed in ${CODE_KEYS_FILE})`,
      });
      continue;
    }
    if (shownRaw.has(key)) continue;
    const missing = unfilled(text, place);
    if (missing.length > 0) {
      issues.push({
        file: messagesFile,
        pointer: `/messages/${seg(key)}`,
        message: `the code shows "${key}" as ${PLACE_NAMES[place]}, which gets no ${missing.map((p) => `{${p}}`).join(' or ')}, so it would read "${preview(text, place)}"`,
        hint: `remove ${missing.map((p) => `{${p}}`).join(' and ')} from the text`,
      });
    }
  }
}
