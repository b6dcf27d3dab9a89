/**
 * A guard flow's checklist (spec 2 onboarding guard): which of its steps is asked next, from
 * what the signed-in person has, the query and what earlier steps produced. The steps and
 * their order are the flow document's `checklist`; this only reads it. Pure.
 */
import type { FlowDoc } from '../config/types';
import type { FlowData } from '../domain/flow-data';
import { factHolds, isUserFact, type UserFacts } from '../domain/user-facts';

/** The facts a checklist entry may name (schemas/flow.schema.json checklistFact). */
export type ChecklistFact = NonNullable<FlowDoc['checklist']>[number]['when'][number][number];

/** What a checklist entry is decided on: the person's facts and the visit's. */
export interface ChecklistFacts {
  user: UserFacts;
  /** The query asked for the full setup (init=true). */
  setupRequested: boolean;
  /** The person's brand or white-label requires a second factor (src/domain/second-factor-policy.ts). */
  secondFactorRequired: boolean;
  data: Partial<FlowData>;
}

/** A checklist word: about the visit here, about the person through the one vocabulary (src/domain/user-facts.ts). */
function holds(fact: ChecklistFact, f: ChecklistFacts): boolean {
  if (isUserFact(fact)) return factHolds(f.user, fact);
  switch (fact) {
    case 'setupRequested':
      return f.setupRequested;
    case 'missingSecondFactor':
      return f.secondFactorRequired && !f.user.hasSecondFactor;
    case 'emailJustSet':
      return f.data.emailJustSet === true;
  }
}

/** Whether an entry's `when` holds: any of its lists, every fact of that list. */
const wants = (entry: NonNullable<FlowDoc['checklist']>[number], facts: ChecklistFacts): boolean =>
  entry.when.some((all) => all.every((fact) => holds(fact, facts)));

/** The first entry not yet done whose `when` holds (any of its lists, every fact of that list), or null. */
export function nextChecklistStep(
  checklist: NonNullable<FlowDoc['checklist']>,
  facts: ChecklistFacts,
  done: readonly string[],
): string | null {
  const wanted = checklist.find((entry) => !done.includes(entry.step) && wants(entry, facts));
  return wanted?.step ?? null;
}

/**
 * Where the person is in the checklist (issue 31: "step n of m"): the steps done in this visit and
 * those still wanted now, counting only `counts` steps (tasks to fill in, not a closing "All done").
 * Null when there is nothing to count. A step wanted later (e.g. verifying an email just set)
 * joins the total when it is.
 */
export function checklistProgress(
  checklist: NonNullable<FlowDoc['checklist']>,
  facts: ChecklistFacts,
  done: readonly string[],
  counts: (step: string) => boolean,
): { step: number; steps: number } | null {
  const doneTasks = done.filter(counts).length;
  const wanted = checklist.filter((entry) => counts(entry.step) && !done.includes(entry.step) && wants(entry, facts)).length;
  return wanted === 0 ? null : { step: doneTasks + 1, steps: doneTasks + wanted };
}
