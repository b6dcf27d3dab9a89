/**
 * Spec 2 onboarding guard, the pure part: which step (if any) comes before the protected page.
 * Steps are ids of flows/onboarding.json.
 */
import type { FlowData } from './flow-data';

export type OnboardingStep = 'name' | 'emailPassword' | 'phone' | 'allDone';

/** What the signed-in user has, and the setup flag of the query (init). */
export interface OnboardingFacts {
  hasName: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  /** The query's setup flag: init === 'true'. */
  init: boolean;
}

/** What the person did on this page load. */
export interface OnboardingProgress {
  done: readonly OnboardingStep[];
  /** The email step set an email that the account did not have. */
  emailJustSet: boolean;
}

export const NO_PROGRESS: OnboardingProgress = { done: [], emailJustSet: false };

/** The next step in spec order, or null when the requested page may render. */
export function onboardingStep(facts: OnboardingFacts, progress: OnboardingProgress): OnboardingStep | null {
  const pending = (s: OnboardingStep) => !progress.done.includes(s);
  if (!facts.hasName && pending('name')) return 'name';
  if ((!facts.hasEmail || facts.init) && pending('emailPassword')) return 'emailPassword';
  if (facts.init && !facts.hasPhone && pending('phone')) return 'phone';
  if (progress.emailJustSet && pending('allDone')) return 'allDone';
  return null;
}

/** Progress after a step completed; data is what the step's actions produced. */
export function completeStep(progress: OnboardingProgress, step: OnboardingStep, data: Partial<FlowData>): OnboardingProgress {
  return {
    done: progress.done.includes(step) ? progress.done : [...progress.done, step],
    emailJustSet: progress.emailJustSet || (step === 'emailPassword' && data.emailJustSet === true),
  };
}
