import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { HubProvider, useHub } from './hub-context';
import { HubRouter } from './router';
import type { HubConfig } from './hub-config';
import type { Services } from '../services/types';
import { themeVars } from '../brand/theme-vars';

/** Applies the shown brand: CSS variables, page icon and page title. */
function BrandLook() {
  const { lookBrand } = useHub();
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVars(lookBrand))) root.style.setProperty(name, value);
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

export function App({ config, services }: { config: HubConfig; services: Services }) {
  return (
    <HubProvider config={config} services={services}>
      <BrandLook />
      <HubRouter />
      <Toaster position="bottom-right" duration={4000} visibleToasts={3} gap={14} />
    </HubProvider>
  );
}
