/**
 * Every user-facing text: find it by words or key, see the screens it shows on (a click brings
 * the preview there), edit it with its placeholders checked by the dev server as you type; with
 * a language chosen, its translation beside the English text, and a filter for the missing ones.
 */
import { useState } from 'react';
import { searchMessages, placeholdersOf } from './message-search';
import { issueWords, issuesAt } from './issue-errors';
import { toPointer } from '../validate/json-pointer';
import type { StudioIssue } from './studio-wire';

export const MESSAGES_FILE = 'flows/messages.json';
const SHOWN = 40;

/** A translation shown beside the English texts (flows/locales/<locale>.json). */
export interface ShownTranslation {
  locale: string;
  file: string;
  dir: 'ltr' | 'rtl';
  messages: Readonly<Record<string, string>>;
}

export function MessagesEditor({
  messages,
  issues,
  places,
  sceneLabel,
  onEdit,
  onShowScene,
  translation = null,
  onEditTranslation = () => undefined,
}: {
  translation?: ShownTranslation | null;
  onEditTranslation?: (key: string, text: string) => void;
  messages: Readonly<Record<string, string>>;
  issues: readonly StudioIssue[];
  /** Message key -> scene ids whose preview drew it. */
  places: ReadonlyMap<string, readonly string[]>;
  sceneLabel: (id: string) => string;
  onEdit: (key: string, text: string) => void;
  onShowScene: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const [missingOnly, setMissingOnly] = useState(false);
  const missing = (key: string) => translation !== null && !translation.messages[key];
  const hits = searchMessages(messages, query).filter(([key]) => !missingOnly || missing(key));
  const missingCount = translation ? Object.keys(messages).filter(missing).length : 0;
  return (
    <section aria-label="Messages" className="studio-messages">
      <label htmlFor="message-search">Search messages by words or key</label>
      <input
        id="message-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="e.g. password expired"
      />
      {translation && (
        <label className="studio-note">
          <input type="checkbox" checked={missingOnly} onChange={(e) => setMissingOnly(e.target.checked)} /> Only texts without a{' '}
          {translation.locale} translation ({missingCount})
        </label>
      )}
      <p aria-live="polite">
        {hits.length} of {Object.keys(messages).length} messages{hits.length > SHOWN ? `; the first ${SHOWN} shown` : ''}
      </p>
      <ul>
        {hits.slice(0, SHOWN).map(([key, text]) => (
          <MessageEntry
            key={key}
            messageKey={key}
            text={text}
            issues={issues}
            scenes={places.get(key) ?? []}
            sceneLabel={sceneLabel}
            onEdit={(t) => onEdit(key, t)}
            onShowScene={onShowScene}
            translation={translation}
            onEditTranslation={(t) => onEditTranslation(key, t)}
          />
        ))}
      </ul>
    </section>
  );
}

/** One text: its key, its box, its placeholders and problems, its translation, and the screens it shows on. */
function MessageEntry({
  messageKey,
  text,
  issues,
  scenes,
  sceneLabel,
  onEdit,
  onShowScene,
  translation,
  onEditTranslation,
}: {
  messageKey: string;
  text: string;
  issues: readonly StudioIssue[];
  scenes: readonly string[];
  sceneLabel: (id: string) => string;
  onEdit: (text: string) => void;
  onShowScene: (id: string) => void;
  translation: ShownTranslation | null;
  onEditTranslation: (text: string) => void;
}) {
  const problems = issuesAt(issues, MESSAGES_FILE, toPointer(['messages', messageKey]));
  const id = `message-${messageKey}`;
  const params = placeholdersOf(text);
  return (
    <li className="studio-message">
      <label htmlFor={id}>
        <code>{messageKey}</code>
      </label>
      <textarea
        id={id}
        value={text}
        rows={Math.min(4, Math.ceil(text.length / 60) || 1)}
        aria-invalid={problems.length > 0}
        onChange={(e) => onEdit(e.target.value)}
      />
      {params.length > 0 && <p className="studio-note">Placeholders: {params.map((p) => `{${p}}`).join(' ')}</p>}
      {problems.map((p) => (
        <p key={p.text} className="studio-problem">
          {issueWords(p)}
        </p>
      ))}
      {translation && (
        <TranslationField
          id={`${id}-${translation.locale}`}
          translation={translation}
          messageKey={messageKey}
          issues={issues}
          onEdit={onEditTranslation}
        />
      )}
      <p className="studio-note">
        {scenes.length === 0 ? 'Not seen on a previewed screen (yet).' : 'Shown on: '}
        {scenes.map((s) => (
          <button key={s} type="button" className="studio-chip" onClick={() => onShowScene(s)}>
            {sceneLabel(s)}
          </button>
        ))}
      </p>
    </li>
  );
}

/** The translation of one text, beside its English; empty where it is missing. */
function TranslationField({
  id,
  translation,
  messageKey,
  issues,
  onEdit,
}: {
  id: string;
  translation: ShownTranslation;
  messageKey: string;
  issues: readonly StudioIssue[];
  onEdit: (text: string) => void;
}) {
  const text = translation.messages[messageKey] ?? '';
  const problems = issuesAt(issues, translation.file, toPointer(['messages', messageKey]));
  return (
    <div className="studio-translation">
      <label htmlFor={id}>
        {translation.locale}
        {text === '' ? ' (missing: people read the English text)' : ''}
      </label>
      <textarea
        id={id}
        lang={translation.locale}
        dir={translation.dir}
        value={text}
        rows={Math.min(4, Math.ceil(text.length / 60) || 1)}
        aria-invalid={problems.length > 0}
        onChange={(e) => onEdit(e.target.value)}
      />
      {problems.map((p) => (
        <p key={p.text} className="studio-problem">
          {issueWords(p)}
        </p>
      ))}
    </div>
  );
}
