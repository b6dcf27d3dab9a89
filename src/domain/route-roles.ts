/**
 * Route roles: what code needs a route for (flows/routes.json `role`). Code asks for "the
 * sign-in route", never for '/sign-in', so a path is written once, in the document. Pure.
 */
import type { FlowDoc, RoutesDoc } from '../config/types';

export type RouteRole = NonNullable<RoutesDoc['routes'][number]['role']>;

/** Every role; `npm run validate` checks each is on exactly one route. */
export const ROUTE_ROLES = ['signIn', 'handOver', 'dashboard', 'signOut', 'deleteAccount'] as const satisfies readonly RouteRole[];
// A role added to the schema but not to ROUTE_ROLES fails the type check here.
const everyRoleListed: Exclude<RouteRole, (typeof ROUTE_ROLES)[number]> extends never ? true : never = true;
void everyRoleListed;

/** role -> path of a routes document; a role on no route is left out (validate reports it). */
export function pathsByRole(doc: RoutesDoc): Partial<Record<RouteRole, string>> {
  const out: Partial<Record<RouteRole, string>> = {};
  for (const route of doc.routes) if (route.role) out[route.role] = route.path;
  return out;
}

/** The flow id a route draws: none for a redirect route (validate reports a flow id the documents lack). */
export function flowIdOfRoute(route: RoutesDoc['routes'][number]): string | undefined {
  return route.redirect === undefined ? route.flow : undefined;
}

/** The flow of flows/onboarding.json: the checklist a route with `onboarding: true` is guarded by. */
export const ONBOARDING_FLOW = 'onboarding';

/** The flows a route needs before it draws: its own, and the onboarding checklist when it is guarded. */
export function flowIdsOfRoute(route: RoutesDoc['routes'][number]): string[] {
  const own = flowIdOfRoute(route);
  return [...(own === undefined ? [] : [own]), ...(route.onboarding ? [ONBOARDING_FLOW] : [])];
}

/** The flow a route draws from flows at hand: none for a redirect route, or for a flow id the documents lack. */
export function flowOfRoute(route: RoutesDoc['routes'][number], flows: Readonly<Record<string, FlowDoc>>): FlowDoc | undefined {
  const id = flowIdOfRoute(route);
  // Own keys only: a flow id like "constructor" must not find Object's prototype.
  return id !== undefined && Object.hasOwn(flows, id) ? flows[id] : undefined;
}
