/**
 * Where a person is likely to go next from a screen: the routes its flow document names (its links
 * and its navigations), as the flows they draw. The app loads those when the page is idle (issue 57),
 * so a click on "Sign up" finds the sign-up flow at hand.
 */
import type { FlowDoc, RoutesDoc } from '../config/types';
import { flowIdOfRoute } from './route-roles';
import { stringsOf } from './json-strings';

/** The flow ids the routes at `paths` draw (a query ignored; a redirect route counts as its target), `except` left out. */
export function flowsAt(paths: Iterable<string>, routes: RoutesDoc, except?: string): string[] {
  const byPath = new Map(routes.routes.map((r) => [r.path, r]));
  const ids = new Set<string>();
  for (const path of paths) {
    let route = byPath.get(path.split('?')[0] ?? '');
    // One step of redirect: a redirect to a redirect is refused by validate.
    if (route?.redirect !== undefined) route = byPath.get(route.redirect);
    const id = route && flowIdOfRoute(route);
    if (id !== undefined && id !== except) ids.add(id);
  }
  return [...ids];
}

/** The flow ids of the routes `flow` names, the flow's own left out. */
export function linkedFlows(flow: FlowDoc, routes: RoutesDoc): string[] {
  return flowsAt(stringsOf(flow, new Set()), routes, flow.id);
}
