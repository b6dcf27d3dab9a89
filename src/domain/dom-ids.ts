/** Element ids shared by the renderer and handlers. */

/** Hosts the invisible robot check of phone flows (a new child per attempt). */
export const ROBOT_CHECK_ID = 'hub-robot-check';
