/** flowOfRoute: the one answer to "which flow does this route draw" (router, boot preload, screen list). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flowOfRoute } from '../../src/domain/route-roles';
import { hubConfigFor } from '../support/project';
import type { RoutesDoc } from '../../src/config/types';

type Route = RoutesDoc['routes'][number];

const { docs } = hubConfigFor('localhost');

describe('flowOfRoute', () => {
  it('every route of flows/routes.json with a flow and no redirect draws that flow; the others draw none', () => {
    for (const route of docs.routes.routes) {
      const flow = flowOfRoute(route, docs.flows);
      if (route.redirect !== undefined || route.flow === undefined) expect(flow).toBeUndefined();
      else expect(flow?.id).toBe(route.flow);
    }
  });

  it('a redirect always wins, and an unknown flow id draws nothing', () => {
    const ids = Object.keys(docs.flows);
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.constantFrom(...ids), fc.stringMatching(/^[a-z-]{1,12}$/)), { nil: undefined }),
        fc.option(fc.constant('/elsewhere'), { nil: undefined }),
        (flow, redirect) => {
          // Shapes the schema refuses too (neither flow nor redirect): the answer is still none.
          const route = { path: '/x', ...(flow !== undefined && { flow }), ...(redirect !== undefined && { redirect }) } as Route;
          const got = flowOfRoute(route, docs.flows);
          if (redirect !== undefined || flow === undefined || !ids.includes(flow)) expect(got).toBeUndefined();
          else expect(got).toBe(docs.flows[flow]);
        },
      ),
    );
  });
});
