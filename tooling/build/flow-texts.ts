/**
 * Which catalogue texts travel with a flow's chunk (issue 57): a key that one flow document names
 * and nothing else does (no other flow, form, brand, route or error document, and not the code's
 * own keys of src/messages/code-message-keys.ts). Those texts leave the English catalogue of the
 * entry and arrive with their flow, so /sign-in carries the texts /sign-in can show and not the
 * security page's. Keys are read from documents as whole string values (validate checks every one
 * names a catalogue key), so a text's words never count as a use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CODE_MESSAGE_KEYS } from '../../src/messages/code-message-keys.js';
import { FLOW_DIR_NON_FLOWS } from '../../src/config/flow-files.js';
import { stringsOf } from '../../src/domain/json-strings.js';

const jsonFiles = (dir: string, deep: boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (deep ? jsonFiles(join(dir, e.name), deep) : []) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Flow id -> the catalogue keys only it names. */
export function flowOwnedKeys(root: string): Map<string, Set<string>> {
  const keys = new Set(Object.keys((read(join(root, 'flows/messages.json')) as { messages: object }).messages));
  const isFlow = (name: string) => !(FLOW_DIR_NON_FLOWS as readonly string[]).includes(name);
  const flows = new Map(
    jsonFiles(join(root, 'flows'), false)
      .filter((f) => isFlow(f.split('/').at(-1)!))
      .map(
        (f) =>
          [
            f
              .split('/')
              .at(-1)!
              .replace(/\.json$/, ''),
            stringsOf(read(f)),
          ] as const,
      ),
  );
  // Named outside the flows: the code, and every other kind of document.
  const elsewhere = new Set<string>(Object.keys(CODE_MESSAGE_KEYS));
  const others = [
    ...FLOW_DIR_NON_FLOWS.filter((n) => n !== 'messages.json').map((n) => join(root, 'flows', n)),
    ...jsonFiles(join(root, 'schemas/forms'), false),
    ...jsonFiles(join(root, 'brands'), true),
  ];
  for (const file of others) for (const s of stringsOf(read(file))) elsewhere.add(s);
  const owned = new Map<string, Set<string>>();
  for (const key of keys) {
    if (elsewhere.has(key)) continue;
    const namedBy = [...flows].filter(([, strings]) => strings.has(key)).map(([id]) => id);
    if (namedBy.length !== 1) continue;
    const id = namedBy[0]!;
    owned.set(id, (owned.get(id) ?? new Set()).add(key));
  }
  return owned;
}

/** The project's translations: flows/locales/<locale>.json. */
export function translationFiles(root: string): { locale: string; file: string }[] {
  return jsonFiles(join(root, 'flows/locales'), false).map((file) => ({
    locale: file
      .split('/')
      .at(-1)!
      .replace(/\.json$/, ''),
    file,
  }));
}

/** messages without the given keys. */
export function withoutKeys<T>(messages: Readonly<Record<string, T>>, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !keys.has(key)));
}

/** Only the given keys of messages. */
export function onlyKeys<T>(messages: Readonly<Record<string, T>>, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keys.has(key)));
}
