// @vitest-environment node
/**
 * Onboarding's "step n of m" (src/flow/checklist.ts checklistProgress, issue 31) over any person,
 * query and steps done: n counts the tasks done plus this one, m those plus the tasks still wanted,
 * and the task being asked is always one of them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checklistProgress, nextChecklistStep } from '../../src/flow/checklist';
import { projectDocuments } from '../support/project';

const onboarding = projectDocuments().flows.onboarding!;
const checklist = onboarding.checklist!;
const isTask = (id: string) => (onboarding.steps[id]?.blocks ?? []).some((b) => b.type === 'form');

describe('checklist progress', () => {
  it('is step (done tasks + 1) of (done tasks + tasks wanted), and null when no task is wanted', () => {
    const facts = fc.record({
      user: fc.record({
        hasName: fc.boolean(),
        emailVerified: fc.boolean(),
        hasEmail: fc.boolean(),
        hasPhone: fc.boolean(),
        hasSecondFactor: fc.boolean(),
      }),
      setupRequested: fc.boolean(),
      secondFactorRequired: fc.boolean(),
      data: fc.record({ emailJustSet: fc.boolean() }),
    });
    fc.assert(
      fc.property(facts, fc.subarray(checklist.map((e) => e.step)), (f, done) => {
        const got = checklistProgress(checklist, f, done, isTask);
        const asked = nextChecklistStep(checklist, f, done);
        const wanted = checklist.filter((e) => isTask(e.step) && !done.includes(e.step) && nextChecklistStep([e], f, []) === e.step);
        const doneTasks = done.filter(isTask).length;
        if (wanted.length === 0) expect(got).toBeNull();
        else expect(got).toEqual({ step: doneTasks + 1, steps: doneTasks + wanted.length });
        // The step asked now, when it is a task, is among those counted.
        if (asked && isTask(asked)) expect(wanted.map((e) => e.step)).toContain(asked);
      }),
    );
  });

  it('counts the tasks only: All Done closes onboarding without being a step of it', () => {
    expect(isTask('allDone')).toBe(false);
    expect(['name', 'emailPassword', 'phone', 'secondFactor'].every(isTask)).toBe(true);
  });
});
