/**
 * Spec 2 onboarding guard around a protected route: while the checklist of flows/onboarding.json
 * asks a step (missing name, email or init=true, phone, then All Done!), that flow shows
 * instead of the page. Which step, and when it is done, is the flow machine's to decide.
 */
import type { ReactNode } from 'react';
import type { FlowDoc } from '../config/types';
import { useHub } from '../render/hub-context';
import { FlowView } from '../render/flow-screen';
import { useFlowRuntime } from '../render/use-flow-runtime';
import { WithFlow } from '../render/with-flow';
import { ProgressPage } from '../render/progress';
import { ONBOARDING_FLOW as ONBOARDING } from '../domain/route-roles';

function Checklist({ flow, children }: { flow: FlowDoc; children: ReactNode }) {
  const { runtime, state } = useFlowRuntime(flow);
  if (state.checklist?.status !== 'asking') return <>{children}</>;
  return <FlowView flow={flow} runtime={runtime} state={state} />;
}

export function OnboardingGuard({ children }: { children: ReactNode }) {
  // The page waits for the checklist's flow: never drawn before the guard has decided.
  if (!useHub().config.flows.knows(ONBOARDING)) return <>{children}</>;
  return <WithFlow id={ONBOARDING} fallback={<ProgressPage />} draw={(flow) => <Checklist flow={flow}>{children}</Checklist>} />;
}
