/** The hub's routes by role, read from flows/routes.json (validated before any build). */
import routesDoc from '../../flows/routes.json' with { type: 'json' };
import type { RoutesDoc } from '../config/types';
import { pathsByRole, ROUTE_ROLES, type RouteRole } from './route-roles.js';

const doc = routesDoc as RoutesDoc;
const found = pathsByRole(doc);

/** The path of each role in flows/routes.json (validated before any build). */
export const ROUTE: Readonly<Record<RouteRole, string>> = Object.fromEntries(
  ROUTE_ROLES.map((role) => {
    const path = found[role];
    if (!path) throw new Error(`flows/routes.json: no route has the role "${role}" (npm run validate says where)`);
    return [role, path];
  }),
) as Record<RouteRole, string>;
