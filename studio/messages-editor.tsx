/**
 * Every user-facing text: find it by words or key, see the screens it shows on (a click brings
 * the preview there), edit it with its placeholders checked by the dev server as you type.
 */
import { useState } from 'react';
import { searchMessages, placeholdersOf } from './message-search';
import { issueWords, issuesAt } from './issue-errors';
import { toPointer } from '../tooling/validate/json-pointer';
import type { StudioIssue } from './studio-wire';

export const MESSAGES_FILE = 'flows/messages.json';
const SHOWN = 40;

export function MessagesEditor({
  messages,
  issues,
  places,
  sceneLabel,
  onEdit,
  onShowScene,
}: {
  messages: Readonly<Record<string, string>>;
  issues: readonly StudioIssue[];
  /** Message key -> scene ids whose preview drew it. */
  places: ReadonlyMap<string, readonly string[]>;
  sceneLabel: (id: string) => string;
  onEdit: (key: string, text: string) => void;
  onShowScene: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const hits = searchMessages(messages, query);
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
      <p aria-live="polite">
        {hits.length} of {Object.keys(messages).length} messages{hits.length > SHOWN ? `; the first ${SHOWN} shown` : ''}
      </p>
      <ul>
        {hits.slice(0, SHOWN).map(([key, text]) => {
          const problems = issuesAt(issues, MESSAGES_FILE, toPointer(['messages', key]));
          const scenes = places.get(key) ?? [];
          const id = `message-${key}`;
          const params = placeholdersOf(text);
          return (
            <li key={key} className="studio-message">
              <label htmlFor={id}>
                <code>{key}</code>
              </label>
              <textarea
                id={id}
                value={text}
                rows={Math.min(4, Math.ceil(text.length / 60) || 1)}
                aria-invalid={problems.length > 0}
                onChange={(e) => onEdit(key, e.target.value)}
              />
              {params.length > 0 && <p className="studio-note">Placeholders: {params.map((p) => `{${p}}`).join(' ')}</p>}
              {problems.map((p) => (
                <p key={p.text} className="studio-problem">
                  {issueWords(p)}
                </p>
              ))}
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
        })}
      </ul>
    </section>
  );
}
