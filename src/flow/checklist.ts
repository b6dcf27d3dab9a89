/**
 * A guard flow's checklist (spec 2 onboarding guard): which of its steps is asked next, from
 * what the signed-in person has, the query and what earlier steps produced. The steps and
 * their order are the flow document's `checklist`; this only reads it. Pure.
 */
import type { FlowDoc } from '../config/types';
import type { FlowData } from '../domain/flow-data';

/** What the machine knows of the signed-in person. */
export interface UserFacts {
  /** The yes/no facts documents name (src/domain/user-facts.ts): a doneWhen reads them in the machine. */
  emailVerified: boolean;
  phoneLinked: boolean;
  hasName: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  hasSecondFactor: boolean;
}

/** The facts a checklist entry may name (schemas/flow.schema.json checklistFact). */
export type ChecklistFact = NonNullable<FlowDoc['checklist']>[number]['when'][number][number];

export interface ChecklistFacts extends UserFacts {
  /** The query asked for the full setup (init=true). */
  setupRequested: boolean;
  /** The person's brand or white-label requires a second factor (src/domain/second-factor-policy.ts). */
  secondFactorRequired: boolean;
  data: Partial<FlowData>;
}

/** The facts of a user record (any object with the profile fields). */
export function userFacts(
  user: {
    displayName: string | null;
    email: string | null;
    emailVerified?: boolean;
    phoneNumber: string | null;
    hasSecondFactor?: boolean;
  } | null,
): UserFacts | null {
  return user
    ? {
        emailVerified: user.emailVerified === true,
        phoneLinked: !!user.phoneNumber,
        hasName: !!user.displayName,
        hasEmail: !!user.email,
        hasPhone: !!user.phoneNumber,
        hasSecondFactor: user.hasSecondFactor === true,
      }
    : null;
}

function holds(fact: ChecklistFact, f: ChecklistFacts): boolean {
  switch (fact) {
    case 'missingName':
      return !f.hasName;
    case 'missingEmail':
      return !f.hasEmail;
    case 'missingPhone':
      return !f.hasPhone;
    case 'setupRequested':
      return f.setupRequested;
    case 'missingSecondFactor':
      return f.secondFactorRequired && !f.hasSecondFactor;
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
