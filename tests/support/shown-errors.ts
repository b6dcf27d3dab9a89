/**
 * Where the hub shows a failure: a flow step's inline error (focused when it appears, not a live
 * region: src/render/flow-screen.tsx) and every alert (the blocks' own, the slow-work notice).
 */
import { STEP_ERROR_ID } from '../../src/domain/dom-ids';

/** The step's inline error. */
export const STEP_ERROR = `#${STEP_ERROR_ID}`;

/** Every failure text drawn on the page (toasts aside). */
export const SHOWN_ERRORS = `${STEP_ERROR}, [role="alert"]`;
