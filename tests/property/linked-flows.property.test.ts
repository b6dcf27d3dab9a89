/** linkedFlows: the flows a screen's links and navigations lead to, loaded when the page is idle (issue 57). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linkedFlows } from '../../src/domain/linked-flows';
import { projectDocuments } from '../support/project';
import type { FlowDoc, RoutesDoc } from '../../src/config/types';

const docs = projectDocuments();

describe('linkedFlows', () => {
  it("sign-in's links lead to sign-up, magic-login, phone-login and forgot-password", () => {
    expect(linkedFlows(docs.flows['sign-in']!, docs.routes).sort()).toEqual(
      expect.arrayContaining(['forgot-password', 'magic-login', 'phone-login', 'sign-up']),
    );
  });

  it("@afterSignIn counts as where it leads with the page's query, with the onboarding checklist that guards it (issue 57 section 3)", () => {
    const signIn = docs.flows['sign-in']!;
    const toBrand = linkedFlows(signIn, docs.routes, new URLSearchParams('brand=plexus&redirectPath=/p'));
    expect(toBrand).toEqual(expect.arrayContaining(['redirect', 'onboarding']));
    const toDashboard = linkedFlows(signIn, docs.routes, new URLSearchParams('brand=plexus'));
    expect(toDashboard).not.toContain('redirect');
    expect(toDashboard).toContain('onboarding');
  });

  it('names only flows of routes the document mentions (a redirect route as its target), never the flow itself', () => {
    const paths = docs.routes.routes.map((r) => r.path);
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(docs.flows)),
        fc.array(fc.oneof(fc.constantFrom(...paths), fc.stringMatching(/^\/[a-z-]{0,10}$/)), { maxLength: 6 }),
        fc.constantFrom('', '?brand=plexus'),
        (base, mentioned, query) => {
          // The mentioned paths as a link block's targets, deep in a step.
          const flow = {
            ...base,
            steps: { ...base.steps, extra: { blocks: mentioned.map((to) => ({ type: 'link', label: 'x', to: `${to}${query}` })) } },
          } as FlowDoc;
          const got = linkedFlows(flow, docs.routes);
          expect(got).not.toContain(flow.id);
          expect(new Set(got).size).toBe(got.length);
          const routes: RoutesDoc['routes'] = docs.routes.routes;
          const target = (p: string) => {
            const r = routes.find((x) => x.path === p);
            return r?.redirect !== undefined ? routes.find((x) => x.path === r.redirect) : r;
          };
          for (const p of mentioned) {
            const id = target(p)?.flow;
            if (id !== undefined && id !== flow.id) expect(got).toContain(id);
          }
          for (const id of got) expect(Object.keys(docs.flows)).toContain(id);
        },
      ),
    );
  });
});
