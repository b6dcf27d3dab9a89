/**
 * Issue 56 item 8: a step change that left the focus nowhere (the button pressed went with its
 * step, a dialog closed) moves it to the screen's heading, so a screen reader says where the
 * person now is and Tab goes on from there, as GOV.UK does. A step that takes the focus itself
 * keeps it: a field's autofocus, a dialog's first control, a failure (flow-screen.tsx).
 * A new screen drawn after the page's first (onboarding's next task, the account's tabs) is a
 * step change too; the page's first screen leaves the focus to the browser and the form. A
 * control that had the focus and then left the page (a closed dialog gave it back to a removed
 * factor's Remove, which the list then drops), or was hidden while a part of the step loads, does
 * the same once the heading shows.
 */
import { useEffect, useRef } from 'react';
import { STEP_HEADING_ID } from '../domain/dom-ids';

/**
 * The screens with a heading this page has drawn: the page is one document, so the count is the
 * page's, kept by its PageState (page-state.ts) rather than by this module.
 */
export class DrawnScreens {
  private count = 0;

  /** Counts a screen newly drawn; true when it is the page's first. */
  drawn(): boolean {
    this.count += 1;
    return this.count === 1;
  }
}

const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body;
/** Hidden, not removed: a part of the step still loading hides the screen under its progress (Suspense). */
const hidden = (el: Element): boolean => typeof el.checkVisibility === 'function' && !el.checkVisibility();
/** Frames to wait for a hidden screen to show again (about two seconds): a part that takes longer has its own progress. */
const WAIT_FRAMES = 120;

/** Gives the lost focus to the heading, once it is shown; nothing if the focus went somewhere meanwhile. */
function focusHeadingIfLost(framesLeft = WAIT_FRAMES): void {
  if (!focusLost()) return;
  const heading = document.getElementById(STEP_HEADING_ID);
  if (heading && !hidden(heading)) heading.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusHeadingIfLost(framesLeft - 1));
}

export function useStepFocus(screens: DrawnScreens, step: string, active: boolean): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!active || shown.current === step) return;
    const first = shown.current === null;
    shown.current = step;
    if (first && screens.drawn()) return;
    focusHeadingIfLost();
  }, [screens, step, active]);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const left = (e: FocusEvent) => {
      const from = e.target;
      if (e.relatedTarget !== null || !(from instanceof Element)) return;
      // Removal blurs before the element is gone: look once the page has settled.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!from.isConnected || hidden(from)) focusHeadingIfLost();
      });
    };
    document.addEventListener('focusout', left);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusout', left);
    };
  }, [active]);
}
