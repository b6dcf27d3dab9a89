/**
 * The foot of the form column: the problems the dev server's check found (validate's lines), the
 * unsaved files, Save and why it is off, and the outcome of the last save with its git diff.
 */
import type { Ref } from 'react';
import { canSave, isChecked, unsavedPaths, type DraftState } from './draft-state';
import { DiffView } from './diff-view';

/** Why Save is off, when there is something to save. */
function saveOffReason(state: DraftState): string {
  if (unsavedPaths(state).length === 0) return '';
  if (state.issues.length > 0) return 'Save is off while there are problems: nothing invalid is written.';
  return isChecked(state) ? '' : 'Checking the edit…';
}

function ProblemList({ state }: { state: DraftState }) {
  if (state.issues.length === 0)
    return <p className="studio-note">{isChecked(state) ? 'None: npm run validate would pass.' : 'Checking…'}</p>;
  return (
    <ul className="studio-problems" aria-label="Problems npm run validate would print">
      {state.issues.map((i) => (
        <li key={i.text} className="studio-problem">
          {i.text}
        </li>
      ))}
    </ul>
  );
}

export function SaveFooter({ state, onSave, footerRef }: { state: DraftState; onSave: () => void; footerRef: Ref<HTMLElement> }) {
  const unsaved = unsavedPaths(state);
  const { save } = state;
  return (
    <section aria-label="Save" className="studio-save" ref={footerRef}>
      <h2>Problems</h2>
      <ProblemList state={state} />
      <p className="studio-note">{unsaved.length === 0 ? 'No unsaved change.' : `Unsaved: ${unsaved.join(', ')}`}</p>
      <button type="button" className="studio-primary" disabled={!canSave(state)} onClick={onSave} aria-describedby="save-why">
        {save.kind === 'saving' ? 'Saving…' : 'Save'}
      </button>
      <p id="save-why" className="studio-note">
        {saveOffReason(state)}
      </p>
      {save.kind === 'failed' && (
        <p role="alert" className="studio-problem">
          {save.error}
        </p>
      )}
      {save.kind === 'saved' && (
        <div role="status">
          <h2>Saved{save.saved.length > 0 ? `: ${save.saved.join(', ')}` : ''}</h2>
          <DiffView diff={save.diff} />
        </div>
      )}
    </section>
  );
}
