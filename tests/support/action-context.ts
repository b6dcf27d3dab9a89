/**
 * The request a handler runs for, as the unit tests of actions build it: no brand chosen, the
 * localhost white-label's default brand shown, an empty query, input and flow data.
 */
import type { RunContext } from '../../src/actions/run-action';
import { PendingCodes } from '../../src/actions/pending-codes';
import type { Services } from '../../src/services/types';
import { hubConfigFor } from './project';

const hub = hubConfigFor('localhost');
/** The white-label's default brand: what the screens show with no brand chosen. */
export const SHOWN_BRAND = hub.brands.get(hub.whiteLabel.defaultBrand)!;

export function actionContext(services: Services, over: Partial<RunContext> = {}): RunContext {
  return {
    services,
    pending: new PendingCodes(),
    query: new URLSearchParams(),
    brand: null,
    shownBrand: SHOWN_BRAND,
    input: {},
    data: {},
    href: 'http://localhost:5173/',
    accountUrl: 'http://localhost:5173',
    now: () => 0,
    ...over,
  };
}
