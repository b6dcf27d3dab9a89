/**
 * Build-time rendering of the pre-rendered routes (flows/routes.json `prerender`), bundled by
 * Vite for Node (tooling/build/vite-prerender.ts) so it reads the documents exactly as the app does.
 * Each route is drawn for every white-label x brand as a person who is not signed in first sees
 * it: the real App on services that never answer (no user, no request, nothing stored), so the
 * HTML carries no user data.
 */
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../../../src/app/app';
import { createHubConfig } from '../../../src/config/hub-config';
import { appDocuments, assetUrl } from '../../../src/config/every-flow';
import { createMemoryStorage } from '../../../src/services/browser-storage';
import { createAnalytics } from '../../../src/services/analytics';
import type { ApiClient, AuthService, Services } from '../../../src/services/types';
import { whiteLabelBrands } from '../../../src/brand/resolve-brand';
import { themeVars } from '../../../src/brand/theme-vars';
import { pageTitle } from '../../../src/app/brand-page';
import type { PickerWhiteLabel } from './picker-script';
import { directionOf, SOURCE_LOCALE } from '../../../src/messages/source-locale';
import { ToastGate } from '../../../src/render/toasts';
import { PendingCodes } from '../../../src/actions/pending-codes';
import { PageState } from '../../../src/render/page-state';

/** One screen as one white-label x brand shows it. */
export interface RenderedVariant {
  whiteLabel: string;
  /** null: no brand chosen (the white-label's default look). */
  brand: string | null;
  html: string;
  /** The brand look the app applies on the page root (src/app/app.tsx BrandLook). */
  style: string;
  title: string;
  icon: string;
  font: 'Roboto' | 'Poppins';
}

const never = new Promise<never>(() => undefined);
/** Services that never answer: the identity state stays unknown, as before the identity code loads. */
function inertServices(analyticsEnabled: boolean): Services {
  const refuse = () => Promise.reject(new Error('pre-render: no service calls'));
  const auth = new Proxy({} as AuthService, {
    get: (_, key) => {
      if (key === 'apiKey') return '';
      if (key === 'ready') return () => never;
      if (key === 'currentUser') return () => null;
      if (key === 'onChange') return () => () => undefined;
      if (key === 'then') return undefined;
      return refuse;
    },
  });
  const api: ApiClient = {
    postPublic: refuse,
    getWithBearer: refuse,
    getPublic: refuse,
    getWithToken: refuse,
    putWithBearer: refuse,
    postWithBearer: refuse,
    patchWithBearer: refuse,
    deleteWithBearer: refuse,
  };
  const storage = createMemoryStorage();
  const provider = analyticsEnabled ? { enable: refuse, disable: () => undefined, capture: () => undefined } : null;
  // A page drawn at build time starts no passkey ceremony.
  const passkeys = {
    supported: () => false,
    authenticate: refuse,
    register: refuse,
    defaultName: () => '',
    autofill: () => Promise.resolve(null),
  };
  // Nor a breached-password check.
  const passwords = { timesSeen: refuse };
  return { auth, api, storage, analytics: createAnalytics(storage, provider), passkeys, passwords };
}

async function renderToText(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** The white-labels as the picker script reads them, in the order the app resolves them. */
export function pickerData(): PickerWhiteLabel[] {
  return Object.values(appDocuments.whiteLabels).map((wl) => ({
    id: wl.id,
    prefix: wl.hostPrefix,
    brands: whiteLabelBrands(wl).map((e) => e.brand),
    dark: wl.darkScheme,
    locales: wl.locales ?? [SOURCE_LOCALE],
    rtl: (wl.locales ?? []).filter((l) => directionOf(l) === 'rtl'),
    fallback: wl.defaultLocale ?? SOURCE_LOCALE,
  }));
}

/** Draws path for every white-label x brand (and none chosen), with the build's settings. */
export async function renderRoute(
  path: string,
  settings: Record<string, string | undefined> = import.meta.env,
): Promise<RenderedVariant[]> {
  const out: RenderedVariant[] = [];
  for (const wl of Object.values(appDocuments.whiteLabels)) {
    // Any host name the white-label's rule selects.
    const config = createHubConfig(appDocuments, settings, `${wl.hostPrefix ?? ''}prerender.invalid`, assetUrl);
    const { posthogKey } = config.env.hosts;
    for (const brand of [null, ...whiteLabelBrands(wl).map((e) => e.brand)]) {
      const services = inertServices(Boolean(posthogKey));
      const search = brand ? `brand=${brand}` : '';
      const html = await renderToText(
        <Router ssrPath={path} ssrSearch={search}>
          <App
            config={config}
            services={services}
            link={null}
            toasts={new ToastGate()}
            pending={new PendingCodes()}
            page={new PageState()}
          />
        </Router>,
      );
      const look = config.brands.get(brand ?? wl.defaultBrand) ?? config.brands.get(wl.defaultBrand);
      if (!look) throw new Error(`pre-render: white-label ${wl.id} has no brand ${brand ?? wl.defaultBrand}`);
      out.push({
        whiteLabel: wl.id,
        brand,
        html,
        style: Object.entries(themeVars(look))
          .map(([k, v]) => `${k}: ${v}`)
          .join('; '),
        title: pageTitle(look, config.catalogue),
        icon: look.faviconUrl,
        font: look.font,
      });
    }
  }
  return out;
}
