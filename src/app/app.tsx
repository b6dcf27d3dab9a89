import { useEffect, useMemo } from 'react';
import { HubProvider, useHub } from '../render/hub-context';
import type { HubConfig } from '../config/hub-config';
import type { Services } from '../services/types';
import type { LinkCredentials } from '../domain/link-credentials';
import { themeVars } from '../brand/theme-vars';
import { applyScheme, readSchemeChoice, schemeAttribute } from '../domain/colour-scheme';
import { pageTitle, showBrandPage } from './brand-page';
import { useTitleParts } from '../render/page-title';
import { PageContext, usePage, type PageState } from '../render/page-state';
import { logCrash, Screens } from './screens';
import { ConsentBanner } from './consent-banner';
import { Toasts, type ToastGate } from '../render/toasts';
import { CrashBoundary } from './crash-boundary';
import { StorageNotice } from './storage-notice';
import { OfflineNotice } from './offline-notice';
import { LocaleRoot } from './locale-root';
import { startSessionSync } from '../services/session-sync';
import { hubPorts } from './hub-ports';
import type { PendingCodes } from '../actions/pending-codes';

/** Applies the shown brand: CSS variables, then font and page icon; the page title (with the screen's name); and the kept colour scheme. */
function BrandLook() {
  const { shownBrand, config, services } = useHub();
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVars(shownBrand))) root.style.setProperty(name, value);
    showBrandPage(shownBrand);
  }, [shownBrand]);
  const { name, error } = useTitleParts(usePage().title);
  useEffect(() => {
    document.title = pageTitle(shownBrand, config.catalogue, { name, error });
  }, [shownBrand, config.catalogue, name, error]);
  useEffect(() => {
    const choice = readSchemeChoice(services.storage.get('colorScheme'));
    applyScheme(document.documentElement, schemeAttribute(choice, config.whiteLabel.darkScheme));
  }, [services, config]);
  return null;
}

/** Keeps the stored session state in step with the identity service (started before the hub listens: a child's effect runs first). */
function SessionSync() {
  const { services } = useHub();
  useEffect(() => startSessionSync(services.auth, services.storage), [services]);
  return null;
}

export function App({
  config,
  services,
  link,
  toasts,
  pending,
  page,
}: {
  config: HubConfig;
  services: Services;
  link: LinkCredentials | null;
  toasts: ToastGate;
  /** The SMS codes and challenges waiting on this page (made by main.tsx, so a new language keeps them). */
  pending: PendingCodes;
  /** The page's title parts, drawn screens and Try again rounds (made by main.tsx too). */
  page: PageState;
}) {
  const ports = useMemo(() => hubPorts(pending), [pending]);
  // The outer boundary catches what fails before a brand is known (the hub context itself).
  return (
    <PageContext.Provider value={page}>
      <LocaleRoot config={config} services={services} toasts={toasts}>
        {(shown) => (
          <CrashBoundary catalogue={shown.catalogue} log={logCrash}>
            <HubProvider config={shown} services={services} link={link} ports={ports} toasts={toasts}>
              <SessionSync />
              <BrandLook />
              <OfflineNotice />
              <ConsentBanner part="question" />
              <Screens />
              <ConsentBanner part="settings" />
              <Toasts />
              <StorageNotice />
            </HubProvider>
          </CrashBoundary>
        )}
      </LocaleRoot>
    </PageContext.Provider>
  );
}
