/**
 * Where a person is likely to go next from a screen: the routes its flow document names (its links
 * and its navigations), as the flows they need. The app loads those when the page is idle (issue 57),
 * so a click on "Sign up" finds the sign-up flow at hand, and LOG IN finds the hand-over's flow and
 * its onboarding checklist (two chunks fetched one after the other after the click, else).
 */
import type { FlowDoc, RoutesDoc } from '../config/types';
import { flowIdsOfRoute } from './route-roles';
import { stringsOf } from './json-strings';
import { postSignInDestination } from './navigation';

/** The flow ids the routes at `paths` need (a query ignored; a redirect route counts as its target; a guarded route's checklist too), `except` left out. */
export function flowsAt(paths: Iterable<string>, routes: RoutesDoc, except?: string): string[] {
  const byPath = new Map(routes.routes.map((r) => [r.path, r]));
  const ids = new Set<string>();
  for (const path of paths) {
    let route = byPath.get(path.split('?')[0] ?? '');
    // One step of redirect: a redirect to a redirect is refused by validate.
    if (route?.redirect !== undefined) route = byPath.get(route.redirect);
    for (const id of route ? flowIdsOfRoute(route) : []) if (id !== except) ids.add(id);
  }
  return [...ids];
}

/** The flow ids of the routes `flow` names, the flow's own left out; @afterSignIn counts as where it leads with `query`. */
export function linkedFlows(flow: FlowDoc, routes: RoutesDoc, query: URLSearchParams = new URLSearchParams()): string[] {
  const named = [...stringsOf(flow, new Set())].map((s) => (s === '@afterSignIn' ? afterSignInPath(query) : s));
  return flowsAt(named, routes, flow.id);
}

function afterSignInPath(query: URLSearchParams): string {
  const to = postSignInDestination(query);
  return to.kind === 'internal' ? to.path : '';
}
