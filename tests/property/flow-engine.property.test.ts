import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialStep, nextAfter, type Outcome } from '../../src/flow/engine';
import type { Transition } from '../../src/config/types';
import { projectDocuments } from '../support/project';

const transition: fc.Arbitrary<Transition | undefined> = fc.option(
  fc.oneof(
    fc.stringMatching(/^[a-z][A-Za-z]{0,8}$/).map((goto) => ({ goto })),
    fc.constantFrom('/sign-in', '/dashboard', '@action').map((navigate) => ({ navigate })),
    fc.constantFrom('toast.profile_saved').map((toast) => ({ toast })),
    fc.constant({ complete: true as const }),
  ),
  { nil: undefined },
);
const outcome: fc.Arbitrary<Outcome> = fc.oneof(
  fc.option(fc.constantFrom({ kind: 'internal' as const, path: '/dashboard' }, { kind: 'external' as const, url: 'http://plexus.localhost:8788/login' }), { nil: undefined }).map((navigate) => (navigate ? { ok: true as const, navigate } : { ok: true as const })),
  fc.record({ ok: fc.constant(false as const), message: fc.string(), code: fc.option(fc.constantFrom('hub.email_required', 'hub.no_token', 'hub.no_oob_code', 'auth/expired-action-code'), { nil: null }), cancelled: fc.option(fc.boolean(), { nil: undefined }) }),
);

describe('flow engine', () => {
  it('follows onOk on success and onError on failure; cancelled failures change nothing', () => {
    fc.assert(
      fc.property(outcome, transition, transition, (o, onOk, onError) => {
        const next = nextAfter(o, { onOk, onError });
        const t = o.ok ? onOk : onError;
        if (!o.ok && o.cancelled) expect(next).toEqual({ kind: 'stay', error: null });
        else if (!t) expect(next).toEqual({ kind: 'stay', error: o.ok ? null : o.message });
        else if ('goto' in t) expect(next).toEqual({ kind: 'goto', step: t.goto });
        else if ('toast' in t) expect(next).toEqual({ kind: 'toast', message: t.toast });
        else if ('complete' in t) expect(next).toEqual({ kind: 'complete' });
        else if (t.navigate !== '@action') expect(next).toEqual({ kind: 'navigate', to: { kind: 'internal', path: t.navigate, keepQuery: true } });
        // @action follows only a destination the handler built; never anything else
        else if (o.ok && o.navigate) expect(next).toEqual({ kind: 'navigate', to: o.navigate });
        else expect(next.kind).toBe('stay');
      }),
    );
  });

  it('onCode picks the transition for a failure code, falling back to onError', () => {
    fc.assert(
      fc.property(fc.constantFrom('hub.a', 'hub.b', 'auth/x'), fc.constantFrom('hub.a', 'hub.b', 'auth/x', null), (mapped, code) => {
        const next = nextAfter({ ok: false, message: 'm', code }, { onCode: { [mapped]: { goto: 'special' } }, onError: { goto: 'failed' } });
        expect(next).toEqual({ kind: 'goto', step: code === mapped ? 'special' : 'failed' });
      }),
    );
  });

  it('initialFrom chooses the first step from the query, else its otherwise step', () => {
    const flow = projectDocuments().flows['email-action'];
    if (!flow?.initialFrom) throw new Error('email-action has no initialFrom');
    const from = flow.initialFrom;
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.constantFrom(...Object.keys(from.steps)), fc.string({ maxLength: 12 })), { nil: null }), (mode) => {
        const q = new URLSearchParams();
        if (mode !== null) q.set(from.query, mode);
        const step = initialStep(flow, q);
        expect(step).toBe(mode !== null && Object.hasOwn(from.steps, mode) ? from.steps[mode] : from.otherwise);
        expect(Object.keys(flow.steps)).toContain(step);
      }),
    );
  });

  it('every path through every flow document stays on steps the flow has', () => {
    const flows = Object.values(projectDocuments().flows);
    fc.assert(
      fc.property(fc.constantFrom(...flows), fc.array(fc.tuple(outcome, fc.nat()), { maxLength: 20 }), (flow, walk) => {
        let step = flow.initial;
        for (const [o, pick] of walk) {
          const current = flow.steps[step]!;
          const calls = [current.enter, ...current.blocks.filter((b) => 'action' in b)].filter((c) => c !== undefined);
          if (calls.length === 0) break;
          const call = calls[pick % calls.length]!;
          const next = nextAfter(o, call);
          if (next.kind === 'goto') step = next.step;
          expect(Object.keys(flow.steps)).toContain(step);
          if (next.kind === 'navigate' && next.to.kind === 'internal') expect(next.to.path.startsWith('/')).toBe(true);
        }
      }),
    );
  });
});
