/**
 * Binds a headless flow runtime (src/flow/flow-runtime.ts) to the hub: its ports are the action
 * registry, the router, the toaster, storage and the identity service; the React tree
 * subscribes to its state. One runtime per mounted screen.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { FlowDoc } from '../config/types';
import { useHub, type Hub } from './hub-context';
import { runAction } from '../actions/run-action';
import { createFlowRuntime, type FlowPorts, type FlowRuntime } from '../flow/flow-runtime';
import type { FlowState } from '../flow/flow-machine';
import { userFacts } from '../flow/checklist';
import { secondFactorPolicy } from '../domain/second-factor-policy';
import { replacesHistoryEntry, ruleDestination, withQuery } from '../domain/navigation';
import { sayText } from '../messages/shown-text';
import { showToast } from './toasts';

/** The ports of a runtime, reading the hub as it is when each effect runs. */
function hubPorts(current: () => { hub: Hub; navigate: (path: string, options: { replace: boolean }) => void }): FlowPorts {
  return {
    run(action, call, input, data) {
      const { hub } = current();
      return runAction(
        action,
        {
          services: hub.services,
          query: hub.actionQuery,
          brand: hub.brand,
          shownBrand: hub.shownBrand,
          input,
          data,
          href: hub.link?.href ?? window.location.href,
          accountUrl: hub.config.accountUrl,
          now: () => Date.now(),
        },
        {
          errors: hub.config.docs.errors,
          fallback: call.fallback,
          log: import.meta.env.DEV ? (m, e) => console.error(m, e) : undefined,
        },
      );
    },
    navigate(destination) {
      const { hub, navigate } = current();
      const to = destination.kind === 'rule' ? ruleDestination(destination.rule, hub.actionQuery, hub.brand) : destination;
      // Leaving for a brand replaces this entry: Back must not return to /redirect and mint credentials again.
      if (to.kind === 'external') window.location.replace(to.url);
      else {
        const path = to.keepQuery ? withQuery(to.path, hub.query) : to.path;
        navigate(path, { replace: replacesHistoryEntry(path) });
      }
    },
    toast(message, tone) {
      const { hub } = current();
      const brand = hub.shownBrand.displayName;
      void showToast(
        sayText(message, (key, params) => hub.config.catalogue.t(key, { brand, ...params })),
        { tone },
      );
    },
    storage: {
      get: (key) => current().hub.services.storage.get(key),
      set: (key, value) => current().hub.services.storage.set(key, value),
    },
    reloadUser() {
      void current()
        .hub.services.auth.reloadUser()
        .catch(() => undefined);
    },
    reauthenticate(why) {
      current().hub.reauthenticate(why);
    },
  };
}

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
      ports: hubPorts(() => latest.current),
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
