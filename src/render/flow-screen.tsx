/**
 * Draws one flow document: its current step's blocks inside the flow's layout, runs the
 * step's enter action once, and applies what the engine says comes next.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { FlowDoc } from '../config/types';
import { useHub } from '../app/hub-context';
import { runAction } from '../actions/run-action';
import { nextAfter } from '../flow/engine';
import type { Navigation } from '../flow/navigation';
import { blockComponents } from './block-registry';
import { layoutComponents } from './layout-registry';
import type { ActionCall, Runner } from './blocks/block-props';
import type { BlockProps } from './blocks/block-props';
import type { ComponentType } from 'react';
import { toast } from 'sonner';

export function FlowScreen({ flow }: { flow: FlowDoc }) {
  const hub = useHub();
  const [, navigate] = useLocation();
  const [stepId, setStepId] = useState(flow.initial);
  const [entry, setEntry] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const step = flow.steps[stepId] ?? flow.steps[flow.initial];

  const follow = useCallback(
    (to: Navigation) => {
      if (to.kind === 'external') window.location.assign(to.url);
      else navigate(to.path);
    },
    [navigate],
  );

  const run = useCallback(
    async (call: ActionCall, input: Record<string, unknown> = {}) => {
      if (inFlight.current) return; // one request in flight per step
      inFlight.current = true;
      setBusy(call.action);
      setError(null);
      try {
        const outcome = await runAction(
          call.action,
          { services: hub.services, query: hub.query, brand: hub.brand, input, now: () => Date.now() },
          { errors: hub.config.docs.errors, catalogue: hub.config.catalogue, fallback: call.fallback },
        );
        const next = nextAfter(outcome, call.onOk, call.onError);
        if (!outcome.ok) setError(outcome.message || null);
        if (next.kind === 'goto') {
          setStepId(next.step);
          setEntry((n) => n + 1);
        } else if (next.kind === 'navigate') follow(next.to);
        else if (next.kind === 'toast') toast(hub.config.catalogue.t(next.message));
      } finally {
        // A button never stays stuck loading.
        inFlight.current = false;
        setBusy(null);
      }
    },
    [hub, follow],
  );

  // The enter action runs once per entry into a step, after the auth state is known.
  const entered = useRef<string | null>(null);
  useEffect(() => {
    const key = `${stepId}:${entry}`;
    if (!step?.enter || !hub.authReady || entered.current === key) return;
    entered.current = key;
    void run(step.enter);
  }, [stepId, entry, step, hub.authReady, run]);

  const runner: Runner = { busy, error, run };
  const Layout = layoutComponents[flow.layout];
  const title = step?.title ?? flow.title;
  const subtitle = step?.subtitle ?? flow.subtitle;
  const hasErrorBlock = step?.blocks.some((b) => b.type === 'text' && b.message === '$error');
  return (
    <Layout title={title} subtitle={subtitle}>
      {step?.blocks.map((block, i) => {
        const Block = blockComponents[block.type] as ComponentType<BlockProps<typeof block>>;
        return <Block key={`${stepId}-${i}`} block={block} runner={runner} />;
      })}
      {error && !hasErrorBlock ? (
        <p className="hub-text hub-text--error" role="alert">
          {error}
        </p>
      ) : null}
    </Layout>
  );
}
