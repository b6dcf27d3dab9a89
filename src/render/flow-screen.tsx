/**
 * Draws one flow document: the runtime's current step inside the flow's layout (a dialog step
 * over the step it was opened from), or the signed-in panel when the machine decided so. The
 * rules of the running flow are in src/flow/flow-machine.ts and its effects are carried out by
 * src/flow/flow-runtime.ts: nothing here decides, it asks (runner) and draws.
 */
import { Fragment, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { FlowDoc, FlowStep } from '../config/types';
import { useHub } from './hub-context';
import { WithFlow } from './with-flow';
import { callCooldownLeft, checklistProgressOf, showsPanel, type FlowState } from '../flow/flow-machine';
import type { FlowRuntime } from '../flow/flow-runtime';
import { shownFlowData, type SecondFactorChoice } from '../domain/flow-data';
import { blockComponents } from './block-registry';
import { browserCan } from './browser-can';
import { userFact } from '../domain/user-facts';
import { layoutComponents } from './layout-registry';
import type { BlockProps, Runner } from './blocks/block-props';
import { FlowDataContext, useMessageParams } from './use-message-params';
import { FactorChoicesContext } from './form/factor-choices';
import { SignedInPanel } from './signed-in-panel';
import { ROBOT_CHECK_ID, STEP_ERROR_ID } from '../domain/dom-ids';
import { Progress } from './progress';
import { StepDialog } from './step-dialog';
import { preloadStep } from './preload-flow';
import { useFlowRuntime } from './use-flow-runtime';
import { useStepFocus } from './use-step-focus';
import { useSayPage } from './page-title';
import { usePage } from './page-state';
import { rowOf, withRowPanels } from './row-groups';
import { AccountRowsContext, useAccountRowsOf } from './account-rows';
import { ownWordsIn, sayText, type ShownText } from '../messages/shown-text';
import { confirmationPlaces } from '../flow/confirmation-places';
import { ConfirmationLine } from './confirmation-line';

/** No second factor to choose: one array, so the context's value does not change on each render. */
const NO_CHOICES: readonly SecondFactorChoice[] = [];

/** A flow on its own screen: one runtime for as long as the screen is mounted. */
export function FlowScreen({ flow }: { flow: FlowDoc }) {
  const { runtime, state } = useFlowRuntime(flow);
  return <FlowView flow={flow} runtime={runtime} state={state} />;
}

/**
 * A flow drawn inside another screen's layout (layout "inline"), e.g. the dashboard header's Sign
 * out; `keepsRoom` is drawn while its chunk loads, so what stands around it does not move when it comes.
 */
export function InlineFlow({ id, keepsRoom = null }: { id: string; keepsRoom?: ReactNode }) {
  return useHub().config.flows.knows(id) ? <WithFlow id={id} draw={(flow) => <FlowScreen flow={flow} />} fallback={keepsRoom} /> : null;
}

/** What the blocks of a step may ask of the running flow: its state as they read it, and its events. */
function runnerOf(state: FlowState, runtime: FlowRuntime, say: (m: ShownText) => string): Runner {
  return {
    running: state.running?.call ?? null,
    runSeq: state.running?.seq ?? null,
    personWaits: state.running?.auto === false,
    lastSettled: state.lastSettled,
    error: state.error ? say(state.error.message) : null,
    cooldownLeft: (call, input) => callCooldownLeft(state, call, input),
    data: state.data,
    run: (call, input, prefill, choice) => runtime.send({ type: 'request', call, input, prefill, choice }),
    restart: () => runtime.send({ type: 'restart' }),
    touch: () => runtime.send({ type: 'touch' }),
    autofill: runtime.autofill, // the runtime's own: the same function on every drawing
  };
}

/** A sentence is shown once: $error hides when a text block of the step already says it (same key). */
const saysAlready = (s: FlowStep | undefined, m: ShownText) =>
  'key' in m && (s?.blocks ?? []).some((b) => b.type === 'text' && b.message === m.key);

/**
 * The blocks of a step, with the step's failure drawn where the person looks. Which block of which
 * step ran the last call: its failure is drawn right under that block (not under every link of
 * the step), and takes the focus (issue 31).
 */
function useStepBlocks(flow: FlowDoc, state: FlowState, runner: Runner, say: (m: ShownText) => string) {
  const hub = useHub();
  const [ranFrom, setRanFrom] = useState<{ step: string; index: number } | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // A field's failure is focused at its field, by the form that shows it.
    if (state.error?.inline && !state.error.field) errorRef.current?.focus();
  }, [state.error]);
  const errorFor = (s: FlowStep | undefined) => (state.error && saysAlready(s, state.error.message) ? null : state.error);
  const inlineError = (s: FlowStep | undefined) => {
    const e = errorFor(s);
    const hasErrorBlock = s?.blocks.some((b) => b.type === 'text' && b.message === '$error');
    // Focused rather than a live region: a screen reader says it once, and the page scrolls to it.
    // A field's failure shows under the field instead.
    return e && e.inline && !e.field && !hasErrorBlock ? (
      <p className="hub-text hub-text--error" id={STEP_ERROR_ID} tabIndex={-1} ref={errorRef}>
        {say(e.message)}
      </p>
    ) : null;
  };
  const fieldErrorFor = (s: FlowStep | undefined): Runner['fieldError'] => {
    const e = errorFor(s);
    return e?.inline && e.field ? { field: e.field, text: say(e.message), seq: state.seq } : null;
  };
  const runnerFor = (s: FlowStep | undefined): Runner => {
    const e = errorFor(s);
    return { ...runner, error: e ? say(e.message) : null };
  };
  const blocksOf = (s: FlowStep | undefined, id: string | null, r: Runner, withError: boolean) => {
    const blocks = s?.blocks ?? [];
    // A row's form opens when the person asks for it: it never counts as the step's main task.
    const firstForm = blocks.findIndex((b) => b.type === 'form' && rowOf(b) === undefined);
    // The inline error goes under the block that ran the failed call, else under the step's first
    // form, else under its last block; a step without blocks shows it alone.
    const ranHere = ranFrom !== null && ranFrom.step === id && ranFrom.index < blocks.length;
    const errorAt = !withError ? null : ranHere ? ranFrom.index : firstForm >= 0 ? firstForm : blocks.length - 1;
    // A confirmation shows on the step being shown: under the block its transition names, else
    // under the block that ran the call; the empty live regions wait at every place one can show.
    const c = id !== null && id === state.step ? state.confirmation : null;
    const places = id === null ? [] : confirmationPlaces(flow, id);
    const confirmAt =
      c === null
        ? null
        : c.under !== undefined
          ? blocks.findIndex((b) => b.type === c.under)
          : ranHere
            ? ranFrom.index
            : firstForm >= 0
              ? firstForm
              : blocks.length - 1;
    const drawn = blocks.map((block, i) => {
      // A block that needs passkeys: the browser has WebAuthn and the white-label offers them.
      if ('needs' in block && block.needs !== undefined && !(browserCan(block.needs) && hub.shownBrand.passkeys)) return null;
      if ('when' in block && block.when !== undefined && !userFact(hub.user, block.when)) return null;
      const Block = blockComponents[block.type] as ComponentType<BlockProps<typeof block>>;
      const run: Runner['run'] = (call, input, prefill, choice) => {
        setRanFrom(id === null ? null : { step: id, index: i });
        r.run(call, input, prefill, choice);
      };
      return (
        <Fragment key={`${id}-${i}`}>
          <Block
            block={block}
            runner={{ ...r, run, fieldError: i === errorAt ? fieldErrorFor(s) : null }}
            leads={i === firstForm || rowOf(block) !== undefined}
          />
          {i === confirmAt || places.includes(i) ? <ConfirmationLine text={c && i === confirmAt ? say(c.message) : null} /> : null}
          {i === errorAt ? inlineError(s) : null}
        </Fragment>
      );
    });
    return errorAt === -1
      ? [<Fragment key="error">{inlineError(s)}</Fragment>]
      : withRowPanels(blocks, drawn, r, ranHere ? ranFrom.index : null);
  };
  return { blocksOf, runnerFor };
}

/**
 * What the page says of the step beyond its blocks (issue 56 item 8): a step change that left the
 * focus nowhere gives it to the heading (after the error's focus); the tab's title names the screen
 * by its heading, and says when it shows a failure. A flow inside another screen's layout (the
 * header's Sign out) has no heading or title of its own.
 */
function useStepHeading(flow: FlowDoc, state: FlowState, heading: (key: string) => string): void {
  const ownPage = flow.layout !== 'inline';
  const page = usePage();
  useStepFocus(page.screens, state.step, ownPage);
  const step: FlowStep | undefined = flow.steps[state.step];
  const shownStep = step?.dialog === true && state.dialogOver ? flow.steps[state.dialogOver] : step;
  const headingKey = shownStep?.title ?? flow.title ?? (flow.layout === 'auth' ? 'ui.auth.welcome' : undefined);
  const drawsStep = state.panel !== 'pending' && !showsPanel(state);
  // A failure shown on the page (a toast-only one is not the page's state).
  useSayPage(page.title, ownPage, drawsStep && headingKey ? heading(headingKey) : null, drawsStep && state.error?.inline === true);
}

/**
 * Tells the page's toasts when its screen can be used: the step's own call (an email link's check,
 * a profile's load) has answered, or the step has none, and its blocks are drawn. The toaster loads
 * after that (toasts.tsx), not beside what the screen still waits for (issue 57). Drawn inside the
 * step's Suspense boundary, so its effect runs only once every lazily loaded block and widget of the
 * step has arrived (the profile's rows, a phone widget). A flow inside another's layout does not count.
 */
function ScreenSettled({ flow, state }: { flow: FlowDoc; state: FlowState }): null {
  const { toasts } = useHub();
  const enter = flow.steps[state.step]?.enter;
  const settled =
    flow.layout !== 'inline' &&
    (showsPanel(state) || enter === undefined || (state.enterStartedFor === state.entry && state.running === null));
  useEffect(() => {
    if (settled) toasts.screenSettled();
  }, [settled, toasts]);
  return null;
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
  const say = (m: ShownText) => sayText(m, (key, p) => t(key, { ...params, ...p }), ownWordsIn(hub.config.catalogue.dir));
  const runner = runnerOf(state, runtime, say);
  const { blocksOf, runnerFor } = useStepBlocks(flow, state, runner, say);
  useStepHeading(flow, state, (key) => t(key, params));
  const Layout = layoutComponents[flow.layout];
  // Onboarding says where the person is: step n of m (issue 31).
  const progress = checklistProgressOf(state, flow);
  // A dialog step over a step keeps that step's open row (the phone row under the merge dialog).
  const rows = useAccountRowsOf(step?.dialog === true && state.dialogOver ? state.dialogOver : state.step);
  if (state.panel === 'pending') return <Layout>{null}</Layout>;
  if (showsPanel(state))
    return (
      <>
        <SignedInPanel />
        <ScreenSettled flow={flow} state={state} />
      </>
    );

  const dialogStep = step?.dialog === true ? step : undefined;
  const base = dialogStep && state.dialogOver ? flow.steps[state.dialogOver] : dialogStep ? undefined : step;
  const baseId = dialogStep ? state.dialogOver : state.step;
  return (
    <Suspense fallback={<Progress />}>
      <FlowDataContext.Provider value={shownFlowData(state.data)}>
        <FactorChoicesContext.Provider value={state.data.secondFactorChoices ?? NO_CHOICES}>
          <AccountRowsContext.Provider value={rows}>
            <Layout title={base?.title ?? flow.title} subtitle={base?.subtitle ?? flow.subtitle} brandSwitcher={!flow.checklist}>
              {progress && progress.steps > 1 ? (
                <p className="hub-steps" data-testid="checklist-progress">
                  {t('ui.onboarding.progress', progress)}
                </p>
              ) : null}
              {blocksOf(base, baseId, dialogStep ? { ...runner, error: null } : runnerFor(base), !dialogStep)}
              {dialogStep ? (
                <StepDialog
                  title={t(dialogStep.title ?? flow.title ?? 'ui.auth.welcome', params)}
                  onDismiss={() => runtime.send({ type: 'dismiss' })}
                >
                  {blocksOf(dialogStep, state.step, runnerFor(dialogStep), true)}
                </StepDialog>
              ) : null}
              {/* One robot-check slot per page: a flow drawn inside another's layout uses the page's. */}
              {flow.layout === 'inline' ? null : <div id={ROBOT_CHECK_ID} />}
              <ScreenSettled flow={flow} state={state} />
            </Layout>
          </AccountRowsContext.Provider>
        </FactorChoicesContext.Provider>
      </FlowDataContext.Provider>
    </Suspense>
  );
}
