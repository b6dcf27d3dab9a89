/**
 * What one page keeps beyond a render besides its toasts and waiting codes: the tab title's parts,
 * the screens it has drawn (the first leaves the focus to the browser), the person's asks to
 * try again and whether the app is still taking over a pre-rendered copy. One is made by main.tsx for the page's life and handed down (App provides it), as
 * ToastGate and PendingCodes are; the studio's preview, the pre-render and each test make their
 * own, so no module keeps state and no test resets one.
 */
import { createContext, useContext } from 'react';
import { PageTitle } from './page-title';
import { DrawnScreens } from './use-step-focus';
import { TakeOver } from './take-over';

/** The crash screen's Try again: a screen part whose code failed to arrive loads again once asked (on-demand-component.ts). */
export class PartRetries {
  /** Replaced on each ask, so a failure seen under an earlier round (or on another page) is known as old. */
  round: object = {};

  readonly retry = (): void => {
    this.round = {};
  };
}

export class PageState {
  readonly title = new PageTitle();
  readonly screens = new DrawnScreens();
  readonly parts = new PartRetries();
  readonly takeOver = new TakeOver();
}

/** The page's state; null outside a page (a part drawn alone in a test). */
export const PageContext = createContext<PageState | null>(null);

/** The page's state, for what is drawn inside one: using it outside App's provider is a programming error. */
export function usePage(): PageState {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() used outside a page (PageContext.Provider, given by App)');
  return page;
}
