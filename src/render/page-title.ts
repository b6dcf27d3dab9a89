/**
 * What the browser tab's title says besides the brand (issue 56 item 8): the shown screen's name
 * (its heading) and whether it shows a failure, "Error: Sign in - Plexus account" as GOV.UK does.
 * The flow screen says its name and failure, a form's error summary says it is shown; the app's
 * BrandLook (app.tsx) writes the title. One page has one title, so this is the page's one store.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { valueStore } from './value-store';

const shownName = valueStore<string | null>(null);
const flowError = valueStore(false);
const formErrors = valueStore(0);

/**
 * The flow screen's part: its heading's text (null: none) and whether its step shows a failure.
 * Only the flow that owns the page says it (not one drawn in another's layout, the header's Sign out).
 */
export function useSayPage(owns: boolean, name: string | null, error: boolean): void {
  useEffect(() => {
    if (!owns) return;
    shownName.set(name);
    flowError.set(error);
  }, [owns, name, error]);
  useEffect(() => {
    if (!owns) return;
    return () => {
      shownName.set(null);
      flowError.set(false);
    };
  }, [owns]);
}

/** A form's error summary is shown; the returned function says it is gone. */
export function formErrorShown(): () => void {
  formErrors.set(formErrors.get() + 1);
  return () => formErrors.set(formErrors.get() - 1);
}

/** The title's parts now: the screen's name and whether a failure is shown. */
export function usePageState(): { name: string | null; error: boolean } {
  const name = useSyncExternalStore(shownName.subscribe, shownName.get, () => null);
  const failed = useSyncExternalStore(flowError.subscribe, flowError.get, () => false);
  const summaries = useSyncExternalStore(formErrors.subscribe, formErrors.get, () => 0);
  return { name, error: failed || summaries > 0 };
}
