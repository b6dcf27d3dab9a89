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

export function App({ config, services, link }: { config: HubConfig; services: Services; link: LinkCredentials | null }) {
  return (
    <HubProvider config={config} services={services} link={link}>
      <BrandLook />
      <ConsentBanner />
      <HubRouter />
      <Toasts />
    </HubProvider>
  );
}
