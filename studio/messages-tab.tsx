/**
 * The Messages tab: flows/messages.json in the messages editor, with the translation of the
 * language the previews draw in beside it (none for English, the source).
 */
import { directionOf, SOURCE_LOCALE } from '../src/messages/source-locale';
import { MESSAGES_FILE, MessagesEditor, type ShownTranslation } from './messages-editor';
import type { StudioIssue } from './studio-wire';

type MessagesDoc = { messages?: Record<string, string> } | undefined;
type LocaleDoc = { locale?: string; messages?: Record<string, string> } | undefined;

/** The translation shown beside the English texts, and its document as the studio holds it. */
export function translationOf(
  files: Readonly<Record<string, unknown>>,
  locale: string,
): { shown: ShownTranslation | null; doc: LocaleDoc } {
  const file = `flows/locales/${locale}.json`;
  const doc = files[file] as LocaleDoc;
  if (locale === SOURCE_LOCALE) return { shown: null, doc };
  return { shown: { locale, file, dir: directionOf(locale), messages: doc?.messages ?? {} }, doc };
}

export function MessagesTab({
  files,
  locale,
  issues,
  places,
  sceneLabel,
  onShowScene,
  edit,
}: {
  files: Readonly<Record<string, unknown>>;
  /** The language the previews draw in. */
  locale: string;
  issues: readonly StudioIssue[];
  places: ReadonlyMap<string, readonly string[]>;
  sceneLabel: (id: string) => string;
  onShowScene: (id: string) => void;
  edit: (path: string, doc: unknown) => void;
}) {
  const messages = (files[MESSAGES_FILE] as MessagesDoc)?.messages ?? {};
  const { shown, doc } = translationOf(files, locale);
  return (
    <MessagesEditor
      messages={messages}
      issues={issues}
      places={places}
      sceneLabel={sceneLabel}
      onEdit={(key, text) => edit(MESSAGES_FILE, { ...(files[MESSAGES_FILE] as object), messages: { ...messages, [key]: text } })}
      onShowScene={onShowScene}
      translation={shown}
      onEditTranslation={(key, text) =>
        shown &&
        edit(shown.file, {
          $schema: '../../schemas/locale.schema.json',
          locale,
          ...doc,
          messages: { ...doc?.messages, [key]: text },
        })
      }
    />
  );
}
