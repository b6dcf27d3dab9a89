/**
 * Spec 2 onboarding guard around a protected route: missing name, email (or init=true) and
 * phone are asked for in order, each a step of flows/onboarding.json, before the page shows.
 */
import { useState, type ReactNode } from 'react';
import { useHub } from '../render/hub-context';
import { FlowScreen } from '../render/flow-screen';
import { completeStep, NO_PROGRESS, onboardingStep, type OnboardingProgress, type OnboardingStep } from '../flow/onboarding';
import type { FlowData } from '../flow/flow-data';

export function OnboardingGuard({ children }: { children: ReactNode }) {
  const { user, query, config } = useHub();
  const [progress, setProgress] = useState<OnboardingProgress>(NO_PROGRESS);
  const [shown, setShown] = useState<OnboardingStep | null>(null);
  const flow = config.docs.flows.onboarding;
  const wanted = user
    ? onboardingStep(
        { hasName: !!user.displayName, hasEmail: !!user.email, hasPhone: !!user.phoneNumber, init: query.get('init') === 'true' },
        progress,
      )
    : null;
  // A step once shown stays until it completes: its own action may make it look unneeded (setting
  // the email gives the user one) before it has handed on what comes next (emailJustSet -> All Done!).
  const step = user ? (shown ?? wanted) : null;
  if (step !== shown) setShown(step);
  if (!step || !flow) return <>{children}</>;
  const complete = (data: Partial<FlowData>) => {
    setProgress((p) => completeStep(p, step, data));
    setShown(null);
  };
  return <FlowScreen key={step} flow={flow} startAt={step} onComplete={complete} />;
}
