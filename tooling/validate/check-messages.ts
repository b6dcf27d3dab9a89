/**
 * The message catalogue against its uses: every key a document or the code uses exists, and
 * every {placeholder} of a text is filled at each place that text is shown (a label gets no
 * values, so "LOG IN TO {brand}" there would read "LOG IN TO "). Pure.
 */
import type { ConfigIssue } from './config-issue';
import { pointerSegment as seg } from './json-pointer';
import { suggestion } from './suggest';
import { placeholdersOf, formatMessage, MESSAGE_PARAMS } from '../../src/messages/format-message';
import { PLACE_NAMES, PLACE_PARAMS, type MessagePlace } from '../../src/messages/message-places';

/** One place a document shows a catalogue key. */
export interface MessageUse {
  file: string;
  pointer: string;
  key: string;
  place: MessagePlace;
}

const CODE_KEYS_FILE = 'src/messages/code-message-keys.ts';

export function checkMessages(
  messages: Readonly<Record<string, string>>,
  messagesFile: string,
  uses: readonly MessageUse[],
  codeKeys: Readonly<Record<string, MessagePlace>>,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const keys = Object.keys(messages);
  const known = MESSAGE_PARAMS as readonly string[];
  for (const [key, text] of Object.entries(messages)) {
    for (const p of placeholdersOf(text)) {
      if (!known.includes(p))
        issues.push({
          file: messagesFile,
          pointer: `/messages/${seg(key)}`,
          message: `{${p}} is not a value the hub can fill`,
          hint: suggestion(p, known, 'values').replace(/"([^"]+)"/g, '{$1}'),
        });
    }
  }
  /** What the text would read with only the place's values filled. */
  const unfilled = (text: string, place: MessagePlace): string[] =>
    placeholdersOf(text).filter((p) => known.includes(p) && !(PLACE_PARAMS[place] as readonly string[]).includes(p));
  const preview = (text: string, place: MessagePlace): string =>
    formatMessage(text, Object.fromEntries((PLACE_PARAMS[place] as readonly string[]).map((p) => [p, `{${p}}`])));

  for (const use of uses) {
    const text = messages[use.key];
    if (text === undefined) {
      issues.push({
        file: use.file,
        pointer: use.pointer,
        message: `the message key "${use.key}" is not in ${messagesFile}`,
        hint: suggestion(use.key, keys, 'keys'),
      });
      continue;
    }
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
  return issues;
}
