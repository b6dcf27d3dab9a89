/**
 * Draws one flow document: the machine's current step inside the flow's layout (a dialog step
 * over the step it was opened from), and carries out the machine's effects. The rules of the
 * running flow are in src/flow/flow-machine.ts, not here.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { showToast } from './toasts';
import type { FlowDoc, FlowStep } from '../config/types';
import { useHub, type Hub } from './hub-context';
import { runAction } from '../actions/run-action';
import { flowReducer, initialFlowState, type FlowEffect, type FlowEvent, type FlowState, type MachineOptions } from '../flow/flow-machine';
import { shownFlowData, type FlowData } from '../flow/flow-data';
import { reauthenticateDestination, withQuery, type Navigation } from '../flow/navigation';
import { blockComponents } from './block-registry';
import { layoutComponents } from './layout-registry';
import type { BlockProps, Runner } from './blocks/block-props';
import { FlowDataContext, useMessageParams } from './use-message-params';
import { SignedInPanel } from './signed-in-panel';
import { ROBOT_CHECK_ID } from '../flow/dom-ids';
import { Progress } from './progress';
import { startCooldown } from './use-cooldown';
import { StepDialog } from './step-dialog';
import { preloadFlow } from './preload-flow';

export interface FlowScreenProps {
  flow: FlowDoc;
  /** Start on this step instead of the flow's own first step (the onboarding guard). */
  startAt?: string;
  /** Called with the flow's data when a step's transition says complete. */
  onComplete?: (data: Partial<FlowData>) => void;
}

/** The machine, held in a ref so a second click in the same frame already sees the first. */
function useFlowMachine(
  flow: FlowDoc,
  startAt: string | undefined,
  hub: Hub,
  perform: (effect: FlowEffect, dispatch: (e: FlowEvent) => void) => void,
) {
  const opts = useMemo<MachineOptions>(
    () => ({
      flow,
      reauthCode: hub.config.docs.errors.reauthenticate.code,
      sessionEndedCodes: hub.config.docs.errors.sessionEnded.codes,
      loopMessage: hub.config.catalogue.t(hub.config.docs.errors.unknown),
    }),
    [flow, hub.config],
  );
  const ref = useRef<FlowState | null>(null);
  ref.current ??= initialFlowState(flow, hub.actionQuery, startAt);
  const [state, setState] = useState(ref.current);
  const performRef = useRef(perform);
  performRef.current = perform;
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const dispatch = useCallback(
    (event: FlowEvent) => {
      if (!live.current || !ref.current) return;
      const { state: next, effects } = flowReducer(ref.current, event, opts);
      ref.current = next;
      setState(next);
      for (const effect of effects) performRef.current(effect, dispatch);
    },
    [opts],
  );
  return { state, dispatch };
}

export function FlowScreen({ flow, startAt, onComplete }: FlowScreenProps) {
  const hub = useHub();
  const [location, navigate] = useLocation();
  const t = hub.config.catalogue.t;
  // Layout, blocks and validators load side by side, not each after the one that renders it.
  const forms = hub.config.docs.forms;
  useEffect(() => preloadFlow(flow, forms), [flow, forms]);

  const follow = useCallback(
    (to: Navigation) => {
      if (to.kind === 'external') window.location.assign(to.url);
      else navigate(to.keepQuery ? withQuery(to.path, hub.query) : to.path);
    },
    [navigate, hub.query],
  );

  const perform = (effect: FlowEffect, dispatch: (e: FlowEvent) => void): void => {
    switch (effect.type) {
      case 'runAction':
        void runAction(
          effect.call.action,
          {
            services: hub.services,
            query: hub.actionQuery,
            brand: hub.brand,
            lookBrand: hub.lookBrand,
            input: effect.input,
            data: effect.data,
            href: hub.link?.href ?? window.location.href,
            accountUrl: hub.config.accountUrl,
            now: () => Date.now(),
          },
          {
            errors: hub.config.docs.errors,
            catalogue: hub.config.catalogue,
            fallback: effect.call.fallback,
            log: import.meta.env.DEV ? (m, e) => console.error(m, e) : undefined,
          },
        ).then((outcome) => dispatch({ type: 'settled', seq: effect.seq, outcome }));
        return;
      case 'navigate':
        follow(effect.to);
        return;
      case 'toast':
        void showToast(effect.key ? t(effect.key, { brand: hub.lookBrand.displayName }) : (effect.text ?? ''));
        return;
      case 'startCooldown':
        startCooldown(hub.services.storage, effect.cooldown);
        return;
      case 'complete':
        onComplete?.(effect.data);
        return;
      case 'reauthenticate': {
        // Spec 8: toast, then sign out and come back here after signing in again.
        const reauth = effect.why === 'sessionEnded' ? hub.config.docs.errors.sessionEnded : hub.config.docs.errors.reauthenticate;
        void showToast(t(reauth.toast), reauth.toast);
        follow(reauthenticateDestination(reauth.navigate, location, hub.query));
        return;
      }
    }
  };
  const { state, dispatch } = useFlowMachine(flow, startAt, hub, perform);
  const step: FlowStep | undefined = flow.steps[state.step];

  // Spec 2 panel: decided once, when the auth state is first known; someone who signs in on this
  // screen sees the screen's own next step, never the panel.
  // Until Firebase has loaded, local storage hints whether someone is signed in: a signed-out
  // person gets the form at once, and the panel still appears if Firebase then finds a user.
  const acted = state.seq > 0;
  const hintSignedIn = hub.services.storage.get('isAuthenticated') === 'true';
  const [panelAtStart, setPanelAtStart] = useState<boolean | null>(() => (flow.signedInPanel && hintSignedIn ? null : false));
  const decided = useRef(false);
  useEffect(() => {
    if (!flow.signedInPanel || !hub.authReady || decided.current) return;
    decided.current = true;
    if (acted) return;
    if (panelAtStart === null || (panelAtStart === false && hub.user !== null)) setPanelAtStart(hub.user !== null);
  }, [hub.authReady, hub.user, panelAtStart, flow.signedInPanel, acted]);
  const showPanel = panelAtStart === true && hub.user !== null && !state.leaving;

  // The enter action runs once per entry into a step (the machine keeps count), after the auth state is known.
  useEffect(() => {
    if (hub.authReady && !showPanel && panelAtStart !== null) dispatch({ type: 'enter' });
  }, [state.step, state.entry, hub.authReady, showPanel, panelAtStart, dispatch]);

  const runner: Runner = {
    busy: state.busy?.call.action ?? null,
    busySeq: state.busy?.seq ?? null,
    error: state.error?.message ?? null,
    run: (call, input) => dispatch({ type: 'request', call, input }),
    restart: () => dispatch({ type: 'restart' }),
  };
  const params = useMessageParams();
  const Layout = layoutComponents[flow.layout];
  if (flow.signedInPanel && panelAtStart === null) return <Layout>{null}</Layout>;
  if (showPanel) return <SignedInPanel />;

  const dialogStep = step?.dialog === true ? step : undefined;
  const base = dialogStep && state.under ? flow.steps[state.under] : dialogStep ? undefined : step;
  const baseId = dialogStep ? state.under : state.step;
  // A sentence is shown once: $error hides when a text block of the step already says it.
  const said = (s: FlowStep | undefined) =>
    new Set((s?.blocks ?? []).flatMap((b) => (b.type === 'text' && b.message !== '$error' ? [t(b.message, params)] : [])));
  const blocksOf = (s: FlowStep | undefined, id: string | null, r: Runner) =>
    s?.blocks.map((block, i) => {
      const Block = blockComponents[block.type] as ComponentType<BlockProps<typeof block>>;
      return <Block key={`${id}-${i}`} block={block} runner={r} />;
    });
  const errorFor = (s: FlowStep | undefined) => (state.error && said(s).has(state.error.message) ? null : state.error);
  const inlineError = (s: FlowStep | undefined) => {
    const e = errorFor(s);
    const hasErrorBlock = s?.blocks.some((b) => b.type === 'text' && b.message === '$error');
    return e && e.inline && !hasErrorBlock ? (
      <p className="hub-text hub-text--error" role="alert">
        {e.message}
      </p>
    ) : null;
  };
  const runnerFor = (s: FlowStep | undefined): Runner => ({ ...runner, error: errorFor(s)?.message ?? null });
  return (
    <Suspense fallback={<Progress />}>
      <FlowDataContext.Provider value={shownFlowData(state.data)}>
        <Layout title={base?.title ?? flow.title} subtitle={base?.subtitle ?? flow.subtitle}>
          {blocksOf(base, baseId, dialogStep ? { ...runner, error: null } : runnerFor(base))}
          {dialogStep ? null : inlineError(base)}
          {dialogStep ? (
            <StepDialog
              title={t(dialogStep.title ?? flow.title ?? 'ui.auth.welcome', params)}
              onDismiss={() => dispatch({ type: 'dismiss' })}
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
