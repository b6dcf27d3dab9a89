/**
 * The factors a second-factor sign-in may send its code to, as the flow screen gives them to the
 * factorChoice widget (factor-choice-widget.tsx, a chunk loaded with the step that draws it).
 */
import { createContext } from 'react';
import type { SecondFactorChoice } from '../../domain/flow-data';

export const FactorChoicesContext = createContext<readonly SecondFactorChoice[]>([]);
