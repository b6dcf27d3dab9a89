import { useEffect } from 'react';
import { HubProvider, useHub } from './hub-context';
import { HubRouter } from './router';
import type { HubConfig } from './hub-config';
import type { Services } from '../services/types';
import type { LinkCredentials } from '../flow/link-credentials';
import { themeVars } from '../brand/theme-vars';
import { loadBrandFont } from '../brand/fonts';
import { ConsentBanner } from './consent-banner';
import { Toasts } from './toasts';
import { CrashBoundary } from './crash-boundary';

const logCrash = import.meta.env.DEV ? (error: unknown) => console.error('render failed', error) : undefined;

/** Applies the shown brand: CSS variables, page icon and page title. */
function BrandLook() {
  const { lookBrand } = useHub();
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVars(lookBrand))) root.style.setProperty(name, value);
    void loadBrandFont(lookBrand.font);
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.append(icon);
    }
    icon.href = lookBrand.faviconUrl;
    document.title = `${lookBrand.displayName} account`;
  }, [lookBrand]);
  return null;
}

/** The screens, inside a boundary that wears the shown brand's logo. */
function Screens() {
  const { config, lookBrand } = useHub();
  return (
    <CrashBoundary catalogue={config.catalogue} logoUrl={lookBrand.logoUrl} brandName={lookBrand.displayName} log={logCrash}>
      <HubRouter />
    </CrashBoundary>
  );
}

export function App({ config, services, link }: { config: HubConfig; services: Services; link: LinkCredentials | null }) {
  // The outer boundary catches what fails before a brand is known (the hub context itself).
  return (
    <CrashBoundary catalogue={config.catalogue} log={logCrash}>
      <HubProvider config={config} services={services} link={link}>
        <BrandLook />
        <ConsentBanner />
        <Screens />
        <Toasts />
      </HubProvider>
    </CrashBoundary>
  );
}
