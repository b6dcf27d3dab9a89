/**
 * The one registry of action names -> handlers. Flows name these; `npm run validate`
 * rejects a flow naming anything else. Names: domain.verbObject.
 */
import type { ActionHandler } from './action-context';
import { signInWithPassword } from './auth/sign-in-with-password';
import { logout } from './auth/logout';
import { handOver } from './api/hand-over';
import { continueFlow } from './flow/continue-flow';

export const actions = {
  'auth.signInWithPassword': signInWithPassword,
  'auth.logout': logout,
  'api.handOver': handOver,
  'flow.continue': continueFlow,
} satisfies Record<string, ActionHandler>;

/** A name flows may use. */
export type ActionName = keyof typeof actions;

export const ACTION_NAMES = Object.keys(actions) as ActionName[];

export function isActionName(name: string): name is ActionName {
  return Object.hasOwn(actions, name);
}
