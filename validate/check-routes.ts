/** Cross-document checks of flows/routes.json: paths once, redirects, roles, flows and the fallback exist. Pure. */
import { matchesRoute, type CrossCheck } from './cross-check.js';
import { ROUTE_ROLES } from '../src/domain/route-roles.js';
import { suggestion } from './suggest.js';

export function checkRoutes(check: CrossCheck): void {
  const { docs, fileOf, routePaths, issues } = check;
  checkEachRoute(check);
  for (const role of ROUTE_ROLES) {
    const holders = docs.routes.routes.flatMap((r, i) => (r.role === role ? [i] : []));
    if (holders.length === 0)
      issues.push({
        file: fileOf('routes'),
        pointer: '/routes',
        message: `no route has the role "${role}", which the hub needs`,
        hint: `add "role": "${role}" to the route it should use`,
      });
    for (const i of holders.slice(1))
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/role`,
        message: `the role "${role}" is already on route ${docs.routes.routes[holders[0]!]!.path}`,
        hint: 'give each role to one route only',
      });
  }
  if (!matchesRoute(docs.routes.fallback, routePaths))
    issues.push({
      file: fileOf('routes'),
      pointer: '/fallback',
      message: `the fallback "${docs.routes.fallback}" is not a route`,
      hint: suggestion(docs.routes.fallback, [...routePaths], 'routes'),
    });
}

function checkEachRoute({ docs, fileOf, routePaths, issues, needMessage }: CrossCheck): void {
  const pathAt = new Map<string, number>();
  for (const [i, route] of docs.routes.routes.entries()) {
    // The router takes the first route of a path: a second one never shows.
    const first = pathAt.get(route.path);
    if (first !== undefined)
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/path`,
        message: `the path ${route.path} is already route ${first + 1} of the list, and the router takes the first, so this one never shows`,
        hint: `give this route its own path, or remove one of the two`,
      });
    else pathAt.set(route.path, i);
    if (route.redirect !== undefined && !matchesRoute(route.redirect, routePaths))
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/redirect`,
        message: `"${route.redirect}" is not a route`,
        hint: suggestion(route.redirect, [...routePaths], 'routes'),
      });
    // A page drawn at build time is what a signed-out person sees first: a flow, no user, no path pattern.
    if (route.prerender && (route.flow === undefined || route.requiresUser || route.path.includes('*')))
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/prerender`,
        message: `the route ${route.path} cannot be pre-rendered: only a route that draws a flow for someone not signed in, at one fixed path, can`,
        hint: 'remove "prerender" from this route',
      });
    needMessage(fileOf('routes'), `/routes/${i}/nav`, route.nav, 'label');
    if (route.flow !== undefined && !docs.flows[route.flow])
      issues.push({
        file: fileOf('routes'),
        pointer: `/routes/${i}/flow`,
        message: `there is no flow "${route.flow}"`,
        hint: suggestion(route.flow, Object.keys(docs.flows), 'flows'),
      });
  }
}
