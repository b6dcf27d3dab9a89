/**
 * Binds a headless flow runtime (src/flow/flow-runtime.ts) to the hub: its ports are the hub's
 * (src/app/hub-ports.ts, handed down by the app), reading the hub as it is when each effect runs;
 * the React tree subscribes to its state. One runtime per mounted screen.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { FlowDoc } from '../config/types';
import { useHub } from './hub-context';
import { createFlowRuntime, type FlowRuntime } from '../flow/flow-runtime';
import type { FlowState } from '../flow/flow-machine';
import { userFacts } from '../domain/user-facts';
import { secondFactorPolicy } from '../domain/second-factor-policy';

/** Starts a runtime for `flow` on mount, feeds it the auth state, and returns it with its current state. */
export function useFlowRuntime(flow: FlowDoc): { runtime: FlowRuntime; state: FlowState } {
  const hub = useHub();
  const [, navigate] = useLocation();
  const latest = useRef({ hub, navigate });
  latest.current = { hub, navigate };
  const [runtime] = useState(() =>
    createFlowRuntime({
      flow,
      options: {
        reauthCode: hub.config.docs.errors.reauthenticate.code,
        sessionEndedCodes: hub.config.docs.errors.sessionEnded.codes,
        signedOutEverywhereCodes: hub.config.docs.errors.signedOutEverywhere.codes,
        accountDeletedCodes: hub.config.docs.errors.accountDeleted.codes,
        loopMessage: hub.config.docs.errors.unknown,
      },
      start: {
        query: hub.actionQuery,
        auth: { known: hub.authReady, user: userFacts(hub.user) },
        // Until Firebase has loaded, local storage hints whether someone is signed in: a signed-out
        // person gets the form at once, and the panel still appears if Firebase then finds a user.
        hintSignedIn: hub.services.storage.get('isAuthenticated') === 'true',
        secondFactorRequired: secondFactorPolicy(hub.config.whiteLabel, hub.brand) === 'required',
      },
      ports: hub.ports(() => latest.current),
    }),
  );
  useEffect(() => runtime.start(), [runtime]);
  const { authReady, user } = hub;
  useEffect(() => {
    if (authReady) runtime.send({ type: 'auth', user: userFacts(user) });
  }, [runtime, authReady, user]);
  // The same snapshot on the server: the pre-render draws a flow's first state.
  const state = useSyncExternalStore(runtime.subscribe, runtime.getState, runtime.getState);
  return { runtime, state };
}
