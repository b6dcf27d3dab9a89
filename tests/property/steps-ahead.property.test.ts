/** stepsAhead / actionsOfSteps: what a route's first screen loads beside its first drawing (issue 57). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actionsOfSteps, stepsAhead } from '../../src/flow/steps-ahead';
import { actions } from '../../src/actions/registry';
import { projectDocuments } from '../support/project';

const docs = projectDocuments();
const flows = Object.values(docs.flows);

describe('stepsAhead', () => {
  it("an email link's check is followed by the form it opens on success", () => {
    const flow = docs.flows['email-action']!;
    expect(stepsAhead(flow, 'checkResetLink')).toEqual(['checkResetLink', 'resetForm']);
    expect(actionsOfSteps(flow, stepsAhead(flow, 'checkResetLink'))).toEqual(['auth.checkResetLink', 'auth.resetPassword']);
  });

  it('starts with the step asked for, then at most the step its enter action succeeds into; never a step the flow lacks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...flows).chain((flow) => fc.tuple(fc.constant(flow), fc.constantFrom(...Object.keys(flow.steps), 'noSuchStep'))),
        ([flow, step]) => {
          const ahead = stepsAhead(flow, step);
          expect(ahead[0]).toBe(step);
          expect(ahead.length).toBeLessThanOrEqual(2);
          const onOk = flow.steps[step]?.enter?.onOk;
          if (ahead.length === 2) expect(onOk && 'goto' in onOk ? onOk.goto : undefined).toBe(ahead[1]);
          for (const s of ahead.slice(1)) expect(Object.keys(flow.steps)).toContain(s);
          // Every action named is one the registry runs.
          for (const name of actionsOfSteps(flow, ahead)) expect(Object.keys(actions)).toContain(name);
        },
      ),
    );
  });
});

describe('preload', () => {
  it('a handler whose code loads when run can be loaded early; one in the entry has nothing to load', () => {
    expect(actions['auth.checkResetLink'].preload).toBeTypeOf('function');
    expect(() => actions['auth.checkResetLink'].preload?.()).not.toThrow();
    expect('preload' in actions['auth.signInWithPassword']).toBe(false);
  });
});
