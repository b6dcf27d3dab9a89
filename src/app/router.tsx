/**
 * The router, built from flows/routes.json: each route draws its flow; a route that needs a
 * user sends a signed-out person to sign-in keeping the query; unknown paths go to the fallback.
 */
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { useHub } from './hub-context';
import { FlowScreen } from '../render/flow-screen';
import type { ReactNode } from 'react';

function Loading() {
  const { config } = useHub();
  return (
    <main className="hub-page">
      <div className="hub-progress" role="status" aria-live="polite">
        <span className="hub-spinner" aria-hidden="true" />
        <span>{config.catalogue.t('ui.common.loading')}</span>
      </div>
    </main>
  );
}

function RequireUser({ children }: { children: ReactNode }) {
  const { authReady, user } = useHub();
  const search = useSearch();
  if (!authReady) return <Loading />;
  if (!user) return <Redirect to={`/sign-in${search ? `?${search}` : ''}`} replace />;
  return <>{children}</>;
}

export function HubRouter() {
  const { config } = useHub();
  const search = useSearch();
  const { routes, fallback } = config.docs.routes;
  return (
    <Switch>
      {routes.map((route) => {
        const flow = config.docs.flows[route.flow];
        if (!flow) return null;
        // key by flow so moving between routes of one flow keeps its state, others start fresh
        const screen = <FlowScreen key={route.flow} flow={flow} />;
        return (
          <Route key={route.path} path={route.path}>
            {route.requiresUser ? <RequireUser>{screen}</RequireUser> : screen}
          </Route>
        );
      })}
      <Route>
        <Redirect to={`${fallback}${search ? `?${search}` : ''}`} replace />
      </Route>
    </Switch>
  );
}
