import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chooseTransition, initialStep } from '../../src/flow/outcome';
import { projectDocuments } from '../support/project';

describe('flow engine', () => {
  it('onCode picks the transition for a failure code, falling back to onError; cancelled failures take none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('hub.a', 'hub.b', 'auth/x'),
        fc.constantFrom('hub.a', 'hub.b', 'auth/x', 'toString', null),
        fc.boolean(),
        (mapped, code, cancelled) => {
          const t = chooseTransition(
            { ok: false, message: { text: 'm' }, code, cancelled },
            { onCode: { [mapped]: { goto: 'special' } }, onError: { goto: 'failed' }, onOk: { goto: 'done' } },
          );
          expect(t).toEqual(cancelled ? undefined : { goto: code === mapped ? 'special' : 'failed' });
          expect(chooseTransition({ ok: true }, { onOk: { goto: 'done' }, onError: { goto: 'failed' } })).toEqual({ goto: 'done' });
        },
      ),
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
});
