/**
 * The colour scheme a page shows (issue 28): the person's choice, kept under the storage key
 * `colorScheme`, else their system's (CSS prefers-color-scheme). A white-label without a dark
 * scheme shows light whatever is chosen. Pure; the pre-render picker script follows the same rule.
 */

/** What the person can pick; 'system' is kept as no stored value. */
export const SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type SchemeChoice = (typeof SCHEME_CHOICES)[number];

/** The stored value as a choice: anything but 'light' or 'dark' is the system's. */
export function readSchemeChoice(stored: string | null): SchemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The `data-scheme` of <html>: a forced scheme, or null to follow the system. */
export function schemeAttribute(choice: SchemeChoice, offersDark: boolean): 'light' | 'dark' | null {
  if (!offersDark) return 'light';
  return choice === 'system' ? null : choice;
}

/** Sets or clears `data-scheme` on the root element (CSS does the rest: no redraw). */
export function applyScheme(root: HTMLElement, attribute: 'light' | 'dark' | null): void {
  if (attribute) root.dataset.scheme = attribute;
  else delete root.dataset.scheme;
}
