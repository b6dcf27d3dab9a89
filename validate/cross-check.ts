/**
 * What the cross-document checks share: the documents, where each one lives, the routes, and
 * the two needs every document kind reports (a message key, an action name). Pure.
 */
import type { ConfigIssue } from './config-issue';
import type { ConfigDocuments } from '../src/config/types';
import type { MessagePlace } from '../src/messages/message-places';

export type NeedMessage = (file: string, pointer: string, key: string | undefined, place: MessagePlace) => void;
export type NeedAction = (file: string, pointer: string, name: string) => void;
export type FileOf = (kind: string, key?: string) => string;

export interface CrossCheck {
  docs: ConfigDocuments;
  fileOf: FileOf;
  routePaths: Set<string>;
  /** Where a check reports; the order of the pushes is the order of validate's report. */
  issues: ConfigIssue[];
  needMessage: NeedMessage;
  needAction: NeedAction;
}

/** True when path is a route, or lies under a route pattern ending in /*. */
export function matchesRoute(path: string, routePaths: Set<string>): boolean {
  if (routePaths.has(path)) return true;
  return [...routePaths].some((r) => r.endsWith('/*') && path.startsWith(r.slice(0, -1)) && path.length > r.length - 1);
}
