/**
 * The router, built from flows/routes.json: each route draws its flow; a route that needs a
 * user sends a signed-out person to sign-in keeping the query, and may run the onboarding
 * guard first; redirect routes and unknown paths go elsewhere keeping the query.
 */
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { useEffect, useState, type ReactNode } from 'react';
import { useHub } from '../render/hub-context';
import { FlowScreen } from '../render/flow-screen';
import { OnboardingGuard } from './onboarding-guard';
import { ProgressPage } from '../render/progress';
import { WithFlow } from '../render/with-flow';
import { withQuery } from '../domain/navigation';
import { ROUTE } from '../domain/hub-routes';
import { flowIdOfRoute } from '../domain/route-roles';
import { offersOf, routeOffered } from '../domain/feature-offers';
import { openedSessionToken, whyOpenedSessionEnded } from './opened-session';

function RequireUser({ children }: { children: ReactNode }) {
  const { authReady, user, reauthenticate, services } = useHub();
  const search = useSearch();
  // Whether someone was signed in on this page: losing them then is a session that ended
  // (signed out elsewhere, token refused), handled by the hub's one handler.
  const [hadUser, setHadUser] = useState(false);
  useEffect(() => {
    if (user) setHadUser(true);
    else if (hadUser) reauthenticate('sessionEnded');
  }, [user, hadUser, reauthenticate]);
  // A session the page opened with and found gone (a reload after signing out everywhere): the API
  // says whether it was revoked, and the hub says so; else sign-in as for anyone signed out.
  const [opened, setOpened] = useState(() => openedSessionToken(services.storage));
  useEffect(() => {
    if (!authReady || user || hadUser || opened === null) return;
    let current = true;
    void whyOpenedSessionEnded(services.api, opened).then((why) => {
      if (!current) return;
      if (why) reauthenticate(why);
      else setOpened(null);
    });
    return () => {
      current = false;
    };
  }, [authReady, user, hadUser, opened, services, reauthenticate]);
  if (!authReady || (!user && (hadUser || opened !== null))) return <ProgressPage />;
  if (!user) return <Redirect to={withQuery(ROUTE.signIn, search)} replace />;
  return <>{children}</>;
}

export function HubRouter() {
  const { config, brand } = useHub();
  const search = useSearch();
  const { routes, fallback } = config.docs.routes;
  const offers = offersOf(config.whiteLabel, brand);
  return (
    <Switch>
      {routes.map((route) => {
        if (route.redirect !== undefined) {
          return (
            <Route key={route.path} path={route.path}>
              <Redirect to={withQuery(route.redirect, search)} replace />
            </Route>
          );
        }
        if (!routeOffered(route, offers)) {
          return (
            <Route key={route.path} path={route.path}>
              <Redirect to={withQuery(ROUTE.dashboard, search)} replace />
            </Route>
          );
        }
        const id = flowIdOfRoute(route);
        if (id === undefined || !config.flows.knows(id)) return null;
        // keyed by path: each route starts its flow fresh; a flow not at hand loads first (issue 57)
        let screen: ReactNode = (
          <WithFlow id={id} fallback={<ProgressPage />} draw={(flow) => <FlowScreen key={route.path} flow={flow} />} />
        );
        if (route.onboarding) screen = <OnboardingGuard>{screen}</OnboardingGuard>;
        if (route.requiresUser) screen = <RequireUser>{screen}</RequireUser>;
        return (
          <Route key={route.path} path={route.path}>
            {screen}
          </Route>
        );
      })}
      <Route>
        <Redirect to={withQuery(fallback, search)} replace />
      </Route>
    </Switch>
  );
}
