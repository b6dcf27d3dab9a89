/** Element ids shared by the renderer and handlers. */

/** Hosts the invisible robot check of phone flows (a new child per attempt). */
export const ROBOT_CHECK_ID = 'hub-robot-check';

/** A flow step's inline error: focused when it appears (src/render/flow-screen.tsx). */
export const STEP_ERROR_ID = 'hub-step-error';

/** The screen's heading (h1): it takes the focus when a step change left it nowhere (issue 56 item 8). */
export const STEP_HEADING_ID = 'hub-title';
