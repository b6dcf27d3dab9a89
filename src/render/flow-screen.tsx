/**
 * Draws one flow document: its current step's blocks inside the flow's layout, runs the
 * step's enter action once per entry, and applies what the engine says comes next.
 */
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { showToast } from '../app/toasts';
import type { FlowDoc } from '../config/types';
import { useHub } from '../app/hub-context';
import { runAction } from '../actions/run-action';
import { initialStep, nextAfter } from '../flow/engine';
import { reauthenticateDestination, withQuery, type Navigation } from '../flow/navigation';
import { blockComponents } from './block-registry';
import { layoutComponents } from './layout-registry';
import type { ActionCall, BlockProps, Runner } from './blocks/block-props';
import { FlowDataContext } from './use-message-params';
import { SignedInPanel } from './signed-in-panel';
import { ROBOT_CHECK_ID } from '../flow/dom-ids';
import { Progress } from './progress';

/** How many enter actions may run one after another without the person doing anything. */
const MAX_AUTOMATIC_RUNS = 5;

export interface FlowScreenProps {
  flow: FlowDoc;
  /** Start on this step instead of the flow's own first step (the onboarding guard). */
  startAt?: string;
  /** Called with the flow's data when a step's transition says complete. */
  onComplete?: (data: Record<string, string>) => void;
}

export function FlowScreen({ flow, startAt, onComplete }: FlowScreenProps) {
  const hub = useHub();
  const [location, navigate] = useLocation();
  const [stepId, setStepId] = useState(() => (startAt && startAt in flow.steps ? startAt : initialStep(flow, hub.actionQuery)));
  const [entry, setEntry] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [errorInline, setErrorInline] = useState(true);
  const [flowData, setFlowData] = useState<Record<string, string>>({});
  const scratch = useRef(new Map<string, unknown>()).current;
  const inFlight = useRef(false);
  // Set once this screen sends the person on, so the signed-in panel does not flash meanwhile.
  const [leaving, setLeaving] = useState(false);
  const step = flow.steps[stepId] ?? flow.steps[flow.initial];

  const follow = useCallback(
    (to: Navigation) => {
      setLeaving(true);
      if (to.kind === 'external') {
        window.location.assign(to.url);
        return;
      }
      navigate(to.keepQuery ? withQuery(to.path, hub.query) : to.path);
    },
    [navigate, hub.query],
  );

  // Set by the first action or panel decision: from then on this screen's own steps decide.
  const acted = useRef(false);

  // Loop guard: automatic work (enter actions) may navigate once per flow, and may not chain
  // without end; anything a person clicks starts the count again.
  const automatic = useRef({ runs: 0, navigated: false });

  const run = useCallback(
    async (call: ActionCall, input: Record<string, unknown> = {}, auto = false) => {
      if (inFlight.current) return; // one request in flight per screen: fast double clicks make one call
      if (auto && automatic.current.runs >= MAX_AUTOMATIC_RUNS) {
        setError(hub.config.catalogue.t(hub.config.docs.errors.unknown));
        return;
      }
      automatic.current.runs = auto ? automatic.current.runs + 1 : 0;
      inFlight.current = true;
      acted.current = true; // from now on this screen's own steps decide, never the panel
      setBusy(call.action);
      setError(null);
      try {
        const outcome = await runAction(
          call.action,
          { services: hub.services, query: hub.actionQuery, brand: hub.brand, input, flowData, scratch, href: hub.link?.href ?? window.location.href, now: () => Date.now() },
          { errors: hub.config.docs.errors, catalogue: hub.config.catalogue, fallback: call.fallback },
        );
        const data = outcome.ok && outcome.data ? { ...flowData, ...outcome.data } : flowData;
        if (outcome.ok && outcome.data) setFlowData(data);
        const reauth = hub.config.docs.errors.reauthenticate;
        if (!outcome.ok && outcome.code === reauth.code) {
          // Spec 8: toast, then sign out and come back here after signing in again.
          void showToast(hub.config.catalogue.t(reauth.toast));
          follow(reauthenticateDestination(reauth.navigate, location, hub.query));
          return;
        }
        const next = nextAfter(outcome, call);
        // The message shows inline when the person stays; a step reached through onError shows it via $error.
        setError(outcome.ok ? null : outcome.message || null);
        setErrorInline(next.kind === 'stay');
        if (next.kind === 'goto') {
          setStepId(next.step);
          setEntry((n) => n + 1);
        } else if (next.kind === 'navigate') {
          if (auto && automatic.current.navigated) setError(hub.config.catalogue.t(hub.config.docs.errors.unknown));
          else {
            if (auto) automatic.current.navigated = true;
            follow(next.to);
          }
        } else if (next.kind === 'toast') void showToast(hub.config.catalogue.t(next.message));
        else if (next.kind === 'complete') onComplete?.(data);
      } finally {
        // A button never stays stuck loading.
        inFlight.current = false;
        setBusy(null);
      }
    },
    [hub, follow, flowData, scratch, location, onComplete],
  );

  // Spec 2 panel: decided once, when the auth state is first known; someone who signs in on this
  // screen sees the screen's own next step, never the panel.
  // Until Firebase has loaded, local storage hints whether someone is signed in: a signed-out
  // person gets the form at once, and the panel still appears if Firebase then finds a user.
  const hintSignedIn = hub.services.storage.get('isAuthenticated') === 'true';
  const [panelAtStart, setPanelAtStart] = useState<boolean | null>(() => (flow.signedInPanel && hintSignedIn ? null : false));
  useEffect(() => {
    if (!flow.signedInPanel || !hub.authReady || acted.current) return;
    if (panelAtStart === null || (panelAtStart === false && hub.user !== null)) setPanelAtStart(hub.user !== null);
    acted.current = true;
  }, [hub.authReady, hub.user, panelAtStart, flow.signedInPanel]);
  const showPanel = panelAtStart === true && hub.user !== null && !leaving;

  // The enter action runs once per entry into a step, after the auth state is known.
  const entered = useRef<string | null>(null);
  useEffect(() => {
    const key = `${stepId}:${entry}`;
    if (!step?.enter || !hub.authReady || showPanel || entered.current === key) return;
    entered.current = key;
    void run(step.enter, {}, true);
  }, [stepId, entry, step, hub.authReady, showPanel, run]);

  const runner: Runner = { busy, error, run };
  const Layout = layoutComponents[flow.layout];
  if (flow.signedInPanel && panelAtStart === null) return <Layout>{null}</Layout>;
  if (showPanel) return <SignedInPanel />;
  const hasErrorBlock = step?.blocks.some((b) => b.type === 'text' && b.message === '$error');
  return (
    <Suspense fallback={<Progress />}>
      <FlowDataContext.Provider value={flowData}>
        <Layout title={step?.title ?? flow.title} subtitle={step?.subtitle ?? flow.subtitle}>
          {step?.blocks.map((block, i) => {
            const Block = blockComponents[block.type] as ComponentType<BlockProps<typeof block>>;
            return <Block key={`${stepId}-${i}`} block={block} runner={runner} />;
          })}
          {error && errorInline && !hasErrorBlock ? (
            <p className="hub-text hub-text--error" role="alert">
              {error}
            </p>
          ) : null}
          <div id={ROBOT_CHECK_ID} />
        </Layout>
      </FlowDataContext.Provider>
    </Suspense>
  );
}
