/**
 * Which account row of a step is open (issue 56 item 14): one at a time, as Google's and Clerk's
 * account pages do, and none after a step change. A closed row gives the focus back to its action
 * (returnTo), so a keyboard stays where the person was.
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export interface AccountRows {
  /** The open row's id, or null. */
  open: string | null;
  /** The row whose action takes the focus when next drawn, or null. */
  returnTo: string | null;
  openRow: (id: string) => void;
  /** Closes the row if it is open, and gives the focus back to its action. */
  closeRow: (id: string) => void;
  /** The action took the focus back. */
  returned: () => void;
}

const NO_ROWS: AccountRows = { open: null, returnTo: null, openRow: () => {}, closeRow: () => {}, returned: () => {} };

export const AccountRowsContext = createContext<AccountRows>(NO_ROWS);

export const useAccountRows = (): AccountRows => useContext(AccountRowsContext);

/** The ids of the row panel and the row's label, for aria-controls and aria-labelledby. */
export const rowPanelId = (id: string): string => `hub-row-${id}-panel`;
export const rowLabelId = (id: string): string => `hub-row-${id}-label`;

/** The rows of one step: state kept with the step's id, so another step starts with every row closed. */
export function useAccountRowsOf(step: string): AccountRows {
  const [state, setState] = useState<{ step: string; open: string | null; returnTo: string | null }>({ step, open: null, returnTo: null });
  // Another step: forget the open row at once (React's way to adjust state to a changed prop).
  if (state.step !== step) setState({ step, open: null, returnTo: null });
  const mine = state.step === step ? state : { step, open: null, returnTo: null };
  const openRow = useCallback((id: string) => setState({ step, open: id, returnTo: null }), [step]);
  const closeRow = useCallback(
    (id: string) => setState((s) => (s.step === step && s.open === id ? { step, open: null, returnTo: id } : s)),
    [step],
  );
  const returned = useCallback(() => setState((s) => ({ ...s, returnTo: null })), []);
  return useMemo(
    () => ({ open: mine.open, returnTo: mine.returnTo, openRow, closeRow, returned }),
    [mine.open, mine.returnTo, openRow, closeRow, returned],
  );
}
