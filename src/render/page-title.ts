/**
 * What the browser tab's title says besides the brand (issue 56 item 8): the shown screen's name
 * (its heading) and whether it shows a failure, "Error: Sign in - Plexus account" as GOV.UK does.
 * The flow screen says its name and failure, a form's error summary says it is shown; the app's
 * BrandLook (app.tsx) writes the title.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { valueStore } from './value-store';

/** One page has one title: its parts are kept by the page's PageState (page-state.ts), not by this module. */
export class PageTitle {
  readonly shownName = valueStore<string | null>(null);
  readonly flowError = valueStore(false);
  readonly formErrors = valueStore(0);

  /** A form's error summary is shown; the returned function says it is gone. */
  formErrorShown(): () => void {
    this.formErrors.set(this.formErrors.get() + 1);
    return () => this.formErrors.set(this.formErrors.get() - 1);
  }
}

/**
 * The flow screen's part: its heading's text (null: none) and whether its step shows a failure.
 * Only the flow that owns the page says it (not one drawn in another's layout, the header's Sign out).
 */
export function useSayPage(title: PageTitle, owns: boolean, name: string | null, error: boolean): void {
  useEffect(() => {
    if (!owns) return;
    title.shownName.set(name);
    title.flowError.set(error);
  }, [title, owns, name, error]);
  useEffect(() => {
    if (!owns) return;
    return () => {
      title.shownName.set(null);
      title.flowError.set(false);
    };
  }, [title, owns]);
}

/** The title's parts now: the screen's name and whether a failure is shown. */
export function useTitleParts(title: PageTitle): { name: string | null; error: boolean } {
  const { shownName, flowError, formErrors } = title;
  const name = useSyncExternalStore(shownName.subscribe, shownName.get, () => null);
  const failed = useSyncExternalStore(flowError.subscribe, flowError.get, () => false);
  const summaries = useSyncExternalStore(formErrors.subscribe, formErrors.get, () => 0);
  return { name, error: failed || summaries > 0 };
}
