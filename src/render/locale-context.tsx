/**
 * The language shown, and the way to change it without a reload (issue 27). The app holds the
 * catalogue in state: choosing swaps it, every text redraws, and nothing typed is lost because
 * no screen is remounted.
 */
import { createContext, useContext } from 'react';

export interface LocaleChoice {
  /** The language being loaded after a choice (its catalogue is a chunk of its own), else null. */
  pending: string | null;
  choose(locale: string): void;
}

export const LocaleContext = createContext<LocaleChoice | null>(null);

/** Null outside the app's locale root (the studio's previews): no picker there. */
export const useLocaleChoice = (): LocaleChoice | null => useContext(LocaleContext);
