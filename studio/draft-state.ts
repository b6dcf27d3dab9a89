/**
 * The studio's draft, check and save as one pure reducer (as the flow machine is one): what the
 * dev server holds, the unsaved edits, the problems the check found and for which draft, and
 * where a save stands. The rules live here, not in the page: Save only for a draft that has
 * edits, was checked as it is now and has no problem; an edit after a save or a failure clears
 * that message; a check's answer for an older draft changes nothing.
 */
import { withFile } from './draft-files';
import type { StudioIssue, StudioProject } from './studio-wire';

/** Edited documents and uploads by repository path; a new object for every change, so a check's answer names the draft it is for. */
export interface Draft {
  files: Record<string, unknown>;
  assets: Record<string, string>;
}

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; diff: string; saved: readonly string[] } | { kind: 'failed'; error: string };

export interface DraftState {
  project: StudioProject | null;
  loadError: string | null;
  draft: Draft;
  issues: StudioIssue[];
  /** The draft the shown issues belong to (null: none yet, or the project was read again since). */
  checkedDraft: Draft | null;
  save: SaveState;
}

export type DraftEvent =
  | { type: 'loaded'; project: StudioProject }
  | { type: 'loadFailed'; error: string }
  | { type: 'edited'; path: string; doc: unknown }
  | { type: 'uploaded'; path: string; dataUrl: string }
  | { type: 'checked'; draft: Draft; issues: StudioIssue[] }
  | { type: 'checkFailed'; draft: Draft; error: string }
  | { type: 'saving' }
  | { type: 'saveRefused'; issues: StudioIssue[] }
  | { type: 'saved'; project: StudioProject; diff: string; saved: readonly string[] }
  | { type: 'saveFailed'; error: string }
  | { type: 'brandCreated'; project: StudioProject; diff: string };

export const initialDraftState: DraftState = {
  project: null,
  loadError: null,
  draft: { files: {}, assets: {} },
  issues: [],
  checkedDraft: null,
  save: { kind: 'idle' },
};

/**
 * The project as read: its own problems until the draft is checked against it. The draft becomes
 * a new object, so a check started against the files read before is not taken for this one.
 */
const withProject = (state: DraftState, project: StudioProject): DraftState => ({
  ...state,
  project,
  loadError: null,
  draft: { ...state.draft },
  issues: project.issues,
  checkedDraft: null,
});

/** An edit clears a save's outcome, but not a save under way. */
const afterEdit = (state: DraftState, draft: Draft): DraftState => ({
  ...state,
  draft,
  save: state.save.kind === 'saving' ? state.save : { kind: 'idle' },
});

export function draftReducer(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case 'loaded':
      return withProject(state, event.project);
    case 'loadFailed':
      return { ...state, loadError: event.error };
    case 'edited':
      return afterEdit(state, { ...state.draft, files: withFile(state.draft.files, state.project?.files ?? {}, event.path, event.doc) });
    case 'uploaded':
      // An upload alone leaves the save's outcome shown: the field that names the file is the edit.
      return { ...state, draft: { ...state.draft, assets: { ...state.draft.assets, [event.path]: event.dataUrl } } };
    case 'checked':
      return event.draft === state.draft ? { ...state, issues: event.issues, checkedDraft: event.draft } : state;
    case 'checkFailed':
      return event.draft === state.draft ? { ...state, save: { kind: 'failed', error: `The check failed: ${event.error}` } } : state;
    case 'saving':
      return { ...state, save: { kind: 'saving' } };
    case 'saveRefused':
      return { ...state, issues: event.issues, save: { kind: 'failed', error: 'Not saved: the documents have problems (listed above).' } };
    case 'saved':
      return {
        ...withProject({ ...state, draft: { files: {}, assets: {} } }, event.project),
        save: { kind: 'saved', diff: event.diff, saved: event.saved },
      };
    case 'saveFailed':
      return { ...state, save: { kind: 'failed', error: `Not saved: ${event.error}` } };
    case 'brandCreated':
      return { ...withProject(state, event.project), save: { kind: 'saved', diff: event.diff, saved: [] } };
  }
}

/** The repository paths the draft changes (documents, then uploads). */
export const unsavedPaths = (state: DraftState): string[] => [...Object.keys(state.draft.files), ...Object.keys(state.draft.assets)];

/** Whether the shown issues are the check of the draft as it is now. */
export const isChecked = (state: DraftState): boolean => state.checkedDraft === state.draft;

export const canSave = (state: DraftState): boolean =>
  unsavedPaths(state).length > 0 && isChecked(state) && state.issues.length === 0 && state.save.kind !== 'saving';
