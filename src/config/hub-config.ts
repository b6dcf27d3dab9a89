/**
 * Everything the app derives once at start from the documents, the build settings and the
 * host name. Plain data; no React.
 */
import type { BrandCode, ConfigDocuments, WhiteLabelDoc } from './types';
import { resolveEnvironment, type ResolvedEnvironment } from './resolve-environment';
import { hostOf, resolveBrands, resolveWhiteLabel, type ResolvedBrand } from '../brand/resolve-brand';
import { createCatalogue, type MessageCatalogue } from '../messages/catalogue';
import { SOURCE_LOCALE } from '../messages/source-locale';
import { createFlowShelf, type FlowLoaders, type FlowShelf } from './flow-shelf';

export interface HubConfig {
  docs: ConfigDocuments;
  /** The flows: those at hand (docs.flows) and, in the browser, the rest as chunks to load. */
  flows: FlowShelf;
  env: ResolvedEnvironment;
  whiteLabel: WhiteLabelDoc;
  /** Spec 3 white-label baseUrl: this white-label's account host in this environment (links that return to the hub). */
  accountUrl: string;
  /** Brands of this white-label; null where the white-label has none. */
  brands: Map<BrandCode, ResolvedBrand | null>;
  /** The texts in the language shown (English at start; src/app/app.tsx swaps in the person's). */
  catalogue: MessageCatalogue;
  /** The languages this white-label offers, and the one a person gets when nothing else decides (issue 27). */
  locales: { offered: readonly string[]; fallback: string };
}

export function createHubConfig(
  docs: ConfigDocuments,
  settings: Record<string, string | undefined>,
  hostname: string,
  assetUrl: (folder: string | null, file: string) => string,
  flowLoaders?: FlowLoaders,
): HubConfig {
  const env = resolveEnvironment(docs.environments, settings);
  const whiteLabel = resolveWhiteLabel(Object.values(docs.whiteLabels), hostname);
  const brandDocs = Object.entries(docs.brands).map(([folder, doc]) => ({ folder, doc }));
  return {
    docs,
    flows: createFlowShelf(docs.flows, flowLoaders),
    env,
    whiteLabel,
    accountUrl: hostOf(env.hosts, whiteLabel.baseUrlKey),
    brands: resolveBrands(brandDocs, docs.brandBase, whiteLabel, env.hosts, assetUrl),
    catalogue: createCatalogue(docs.messages),
    locales: { offered: whiteLabel.locales ?? [SOURCE_LOCALE], fallback: whiteLabel.defaultLocale ?? SOURCE_LOCALE },
  };
}
