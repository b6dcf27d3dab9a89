/**
 * The studio's draft (studio/draft-state.ts) wired to the dev server: the project read on start,
 * every edit checked a moment after typing stops, Save, and the project read again after a new
 * brand.
 */
import { useCallback, useEffect, useReducer } from 'react';
import { checkDraft, loadProject, saveDraft } from './studio-client';
import { keepOnReload } from './reload-guard';
import { draftReducer, initialDraftState, type DraftEvent, type DraftState } from './draft-state';
import type { StudioProject } from './studio-wire';

const CHECK_DELAY_MS = 250;

export interface StudioDraftApi {
  state: DraftState;
  edit: (path: string, doc: unknown) => void;
  upload: (path: string, dataUrl: string) => void;
  save: () => Promise<void>;
  /** After New brand wrote its files: the project read again, and the brand's diff shown. */
  brandCreated: (diff: string) => Promise<void>;
}

/** The project, or null once the failure is dispatched (the page then shows why). */
async function readProject(dispatch: (e: DraftEvent) => void): Promise<StudioProject | null> {
  try {
    const project = await loadProject();
    keepOnReload();
    return project;
  } catch (error) {
    dispatch({ type: 'loadFailed', error: (error as Error).message });
    return null;
  }
}

export function useDraft(): StudioDraftApi {
  const [state, dispatch] = useReducer(draftReducer, initialDraftState);
  useEffect(() => {
    void readProject(dispatch).then((project) => project && dispatch({ type: 'loaded', project }));
  }, []);

  const { draft, project } = state;
  useEffect(() => {
    if (!project) return undefined;
    const t = setTimeout(() => {
      checkDraft(draft).then(
        (issues) => dispatch({ type: 'checked', draft, issues }),
        (error: Error) => dispatch({ type: 'checkFailed', draft, error: error.message }),
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(t);
  }, [draft, project]);

  const save = useCallback(async () => {
    dispatch({ type: 'saving' });
    try {
      const out = await saveDraft(draft);
      if (!out.ok) return dispatch({ type: 'saveRefused', issues: out.issues });
      const read = await readProject(dispatch);
      if (read) dispatch({ type: 'saved', project: read, diff: out.diff, saved: out.saved });
    } catch (error) {
      dispatch({ type: 'saveFailed', error: (error as Error).message });
    }
  }, [draft]);
  const brandCreated = useCallback(async (diff: string) => {
    const read = await readProject(dispatch);
    if (read) dispatch({ type: 'brandCreated', project: read, diff });
  }, []);
  const edit = useCallback((path: string, doc: unknown) => dispatch({ type: 'edited', path, doc }), []);
  const upload = useCallback((path: string, dataUrl: string) => dispatch({ type: 'uploaded', path, dataUrl }), []);
  return { state, edit, upload, save, brandCreated };
}
