/**
 * Spec 2 onboarding guard around a protected route: missing name, email (or init=true) and
 * phone are asked for in order, each a step of flows/onboarding.json, before the page shows.
 */
import { useState, type ReactNode } from 'react';
import { useHub } from './hub-context';
import { FlowScreen } from '../render/flow-screen';
import { completeStep, NO_PROGRESS, onboardingStep, type OnboardingProgress } from '../flow/onboarding';

export function OnboardingGuard({ children }: { children: ReactNode }) {
  const { user, query, config } = useHub();
  const [progress, setProgress] = useState<OnboardingProgress>(NO_PROGRESS);
  const flow = config.docs.flows.onboarding;
  const step = user
    ? onboardingStep({ hasName: !!user.displayName, hasEmail: !!user.email, hasPhone: !!user.phoneNumber, init: query.get('init') === 'true' }, progress)
    : null;
  if (!step || !flow) return <>{children}</>;
  return <FlowScreen key={step} flow={flow} startAt={step} onComplete={(data) => setProgress((p) => completeStep(p, step, data))} />;
}
