/**
 * The React side of the runtime: config, services, the live user and the chosen brand.
 * The context has no fake default: using it outside HubProvider is a programming error.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { HubConfig } from '../config/hub-config';
import type { FlowPorts } from '../flow/flow-runtime';
import type { AuthUser, Services } from '../services/types';
import { acceptBrandCode, type ResolvedBrand } from '../brand/resolve-brand';
import { queryWithCredentials, type LinkCredentials } from '../domain/link-credentials';
import { parseQuery } from '../domain/query-params';
import { reauthenticateDestination } from '../domain/navigation';
import type { ToastGate } from './toasts';
import { useBrands } from './use-brands';
import type { ReauthenticateWhy } from '../flow/flow-machine';

export interface Hub {
  config: HubConfig;
  services: Services;
  /** False until the identity provider's first state report (spec 4). */
  authReady: boolean;
  user: AuthUser | null;
  /** The brand the person came from, under this white-label; null for the hub itself. */
  brand: ResolvedBrand | null;
  /** The brand whose look is shown: the chosen one, else the white-label's default. */
  shownBrand: ResolvedBrand;
  /** The visible query: what links and navigation carry on. */
  query: URLSearchParams;
  /** The query handlers see: the visible one plus the landing link's credentials. */
  actionQuery: URLSearchParams;
  /** The landing link, while on the path it landed on. */
  link: LinkCredentials | null;
  /**
   * Spec 8, the one handler of a session that needs signing in again: a flow's action was refused
   * (recentLogin, sessionEnded, signedOutEverywhere) or the user went away under a protected page
   * (sessionEnded). It says why and goes to sign out, carrying this place back; later calls wait
   * for a new sign-in.
   */
  reauthenticate: (why: ReauthenticateWhy) => void;
  /** The page's toasts (made by main.tsx: one per page). */
  toasts: ToastGate;
  /** The ports of a flow runtime (src/app/hub-ports.ts): what its effects do, reading the hub as it is then. */
  ports: PortsOf;
}

/** Makes a runtime's ports from a reader of the current hub and router. */
export type PortsOf = (current: () => { hub: Hub; navigate: (path: string, options: { replace: boolean }) => void }) => FlowPorts;

const HubContext = createContext<Hub | null>(null);

export function useHub(): Hub {
  const hub = useContext(HubContext);
  if (!hub) throw new Error('useHub() used outside <HubProvider>');
  return hub;
}

export function HubProvider({
  config,
  services,
  link = null,
  ports,
  toasts,
  children,
}: {
  config: HubConfig;
  services: Services;
  ports: PortsOf;
  toasts: ToastGate;
  link?: LinkCredentials | null;
  children: ReactNode;
}) {
  const [path, navigate] = useLocation();
  const [authReady, setAuthReady] = useState(false);
  const [user, setUser] = useState<AuthUser | null>(null);
  const search = useSearch();
  const query = useMemo(() => parseQuery(search), [search]);

  useEffect(() => {
    const stopUser = services.auth.onChange(setUser);
    void services.auth.ready().then(() => {
      setUser(services.auth.currentUser());
      setAuthReady(true);
    });
    return stopUser;
  }, [services]);

  // Ending is done once: the flow's refused call and the lost user of the same moment are one event.
  const ending = useRef(false);
  useEffect(() => {
    if (user) ending.current = false;
  }, [user]);
  const here = useRef({ path, query });
  here.current = { path, query };
  const reauthenticate = useCallback(
    (why: ReauthenticateWhy) => {
      if (ending.current) return;
      ending.current = true;
      const doc = why === 'recentLogin' ? config.docs.errors.reauthenticate : config.docs.errors[why];
      void toasts.show(config.catalogue.t(doc.toast));
      const to = reauthenticateDestination(doc.navigate, here.current.path, here.current.query);
      // An ended session's page is not one to come back to with Back.
      navigate(to.path, { replace: why !== 'recentLogin' });
    },
    [config, navigate, toasts],
  );

  // Spec 3: brand is stored upper-cased under `brand`, only when it is a known code.
  const queryBrand = query.get('brand');
  useEffect(() => {
    const code = acceptBrandCode(queryBrand, config.brands.keys());
    if (code) services.storage.set('brand', code);
  }, [queryBrand, services, config]);

  // A brand chosen after the start (a switch by address or link) may not be at hand yet: its chunk
  // loads, and until it is here the brand shown before stays (issue 57).
  const code = config.brandShelf.choose(queryBrand, services.storage.get('brand'));
  const pending = !useBrands(config.brandShelf, code === null ? [] : [code]);
  const lastBrand = useRef<ResolvedBrand | null>(null);

  const value = useMemo<Hub>(() => {
    const brand = code ? (config.brands.get(code) ?? (pending ? lastBrand.current : null)) : null;
    const shownBrand = brand ?? config.brands.get(config.whiteLabel.defaultBrand);
    if (!shownBrand) throw new Error(`white-label ${config.whiteLabel.id} has no default brand`);
    const actionQuery = parseQuery(queryWithCredentials(query, path, link));
    const shownLink = link && link.path === path ? link : null;
    return { config, services, authReady, user, brand, shownBrand, query, actionQuery, link: shownLink, reauthenticate, ports, toasts };
    // pending turning false: a brand's chunk arrived, so config.brands has it now.
  }, [config, services, authReady, user, code, pending, query, path, link, reauthenticate, ports, toasts]);
  lastBrand.current = value.brand;

  return <HubContext.Provider value={value}>{children}</HubContext.Provider>;
}
