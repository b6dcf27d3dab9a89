/**
 * Draws one flow document: the runtime's current step inside the flow's layout (a dialog step
 * over the step it was opened from), or the signed-in panel when the machine decided so. The
 * rules of the running flow are in src/flow/flow-machine.ts and its effects are carried out by
 * src/flow/flow-runtime.ts: nothing here decides, it asks (runner) and draws.
 */
import { Suspense, useEffect, type ComponentType } from 'react';
import type { FlowDoc, FlowStep } from '../config/types';
import { useHub } from './hub-context';
import { cooldownLeft, showsPanel, type FlowState } from '../flow/flow-machine';
import type { FlowRuntime } from '../flow/flow-runtime';
import { shownFlowData } from '../domain/flow-data';
import { blockComponents } from './block-registry';
import { layoutComponents } from './layout-registry';
import type { BlockProps, Runner } from './blocks/block-props';
import { FlowDataContext, useMessageParams } from './use-message-params';
import { SignedInPanel } from './signed-in-panel';
import { ROBOT_CHECK_ID } from '../domain/dom-ids';
import { Progress } from './progress';
import { StepDialog } from './step-dialog';
import { preloadStep } from './preload-flow';
import { useFlowRuntime } from './use-flow-runtime';
import { sayText, type ShownText } from '../messages/shown-text';

/** A flow on its own screen: one runtime for as long as the screen is mounted. */
export function FlowScreen({ flow }: { flow: FlowDoc }) {
  const { runtime, state } = useFlowRuntime(flow);
  return <FlowView flow={flow} runtime={runtime} state={state} />;
}

/** Draws a running flow's state. */
export function FlowView({ flow, runtime, state }: { flow: FlowDoc; runtime: FlowRuntime; state: FlowState }) {
  const hub = useHub();
  const t = hub.config.catalogue.t;
  // Layout, blocks and validators load side by side, not each after the one that renders it.
  const forms = hub.config.docs.forms;
  useEffect(() => preloadStep(flow, state.step, forms), [flow, state.step, forms]);
  const step: FlowStep | undefined = flow.steps[state.step];
  const params = useMessageParams();
  const say = (m: ShownText) => sayText(m, (key, p) => t(key, { ...params, ...p }));
  const runner: Runner = {
    running: state.running?.call ?? null,
    runSeq: state.running?.seq ?? null,
    error: state.error ? say(state.error.message) : null,
    cooldownLeft: (call) => cooldownLeft(state, call.cooldown?.id),
    run: (call, input, prefill) => runtime.send({ type: 'request', call, input, prefill }),
    restart: () => runtime.send({ type: 'restart' }),
  };
  const Layout = layoutComponents[flow.layout];
  if (state.panel === 'pending') return <Layout>{null}</Layout>;
  if (showsPanel(state)) return <SignedInPanel />;

  const dialogStep = step?.dialog === true ? step : undefined;
  const base = dialogStep && state.dialogOver ? flow.steps[state.dialogOver] : dialogStep ? undefined : step;
  const baseId = dialogStep ? state.dialogOver : state.step;
  // A sentence is shown once: $error hides when a text block of the step already says it (same key).
  const saysAlready = (s: FlowStep | undefined, m: ShownText) =>
    'key' in m && (s?.blocks ?? []).some((b) => b.type === 'text' && b.message === m.key);
  const blocksOf = (s: FlowStep | undefined, id: string | null, r: Runner) =>
    s?.blocks.map((block, i) => {
      const Block = blockComponents[block.type] as ComponentType<BlockProps<typeof block>>;
      return <Block key={`${id}-${i}`} block={block} runner={r} />;
    });
  const errorFor = (s: FlowStep | undefined) => (state.error && saysAlready(s, state.error.message) ? null : state.error);
  const inlineError = (s: FlowStep | undefined) => {
    const e = errorFor(s);
    const hasErrorBlock = s?.blocks.some((b) => b.type === 'text' && b.message === '$error');
    return e && e.inline && !hasErrorBlock ? (
      <p className="hub-text hub-text--error" role="alert">
        {say(e.message)}
      </p>
    ) : null;
  };
  const runnerFor = (s: FlowStep | undefined): Runner => {
    const e = errorFor(s);
    return { ...runner, error: e ? say(e.message) : null };
  };
  return (
    <Suspense fallback={<Progress />}>
      <FlowDataContext.Provider value={shownFlowData(state.data)}>
        <Layout title={base?.title ?? flow.title} subtitle={base?.subtitle ?? flow.subtitle}>
          {blocksOf(base, baseId, dialogStep ? { ...runner, error: null } : runnerFor(base))}
          {dialogStep ? null : inlineError(base)}
          {dialogStep ? (
            <StepDialog
              title={t(dialogStep.title ?? flow.title ?? 'ui.auth.welcome', params)}
              onDismiss={() => runtime.send({ type: 'dismiss' })}
            >
              {blocksOf(dialogStep, state.step, runnerFor(dialogStep))}
              {inlineError(dialogStep)}
            </StepDialog>
          ) : null}
          <div id={ROBOT_CHECK_ID} />
        </Layout>
      </FlowDataContext.Provider>
    </Suspense>
  );
}
