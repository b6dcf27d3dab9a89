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
import { chunkAssetUrl, createBrandShelf, type BrandLoaders, type BrandShelf } from './brand-shelf';

export interface HubConfig {
  docs: ConfigDocuments;
  /** The flows: those at hand (docs.flows) and, in the browser, the rest as chunks to load. */
  flows: FlowShelf;
  env: ResolvedEnvironment;
  whiteLabel: WhiteLabelDoc;
  /** Spec 3 white-label baseUrl: this white-label's account host in this environment (links that return to the hub). */
  accountUrl: string;
  /**
   * Every brand code of the project; resolved for this white-label's brands at hand, null where it
   * has none or (in the browser) until its chunk has arrived (brandShelf loads it).
   */
  brands: Map<BrandCode, ResolvedBrand | null>;
  /** Which brand is shown, and the brands still to fetch (issue 57). */
  brandShelf: BrandShelf;
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
  brandLoaders: BrandLoaders = {},
): HubConfig {
  const env = resolveEnvironment(docs.environments, settings);
  const whiteLabel = resolveWhiteLabel(Object.values(docs.whiteLabels), hostname);
  const brandDocs = Object.entries(docs.brands).map(([folder, doc]) => ({ folder, doc }));
  const brands = resolveBrands(brandDocs, docs.brandBase, whiteLabel, env.hosts, assetUrl);
  // Brands known by code only (the browser's entry): null until their chunk arrives.
  for (const code of Object.keys(brandLoaders)) if (!brands.has(code)) brands.set(code, null);
  const brandShelf = createBrandShelf(
    brands,
    whiteLabel,
    (arrived) => resolveBrands(arrived, docs.brandBase, whiteLabel, env.hosts, chunkAssetUrl(arrived, assetUrl)),
    brandLoaders,
  );
  return {
    docs,
    flows: createFlowShelf(docs.flows, flowLoaders),
    env,
    whiteLabel,
    accountUrl: hostOf(env.hosts, whiteLabel.baseUrlKey),
    brands,
    brandShelf,
    catalogue: createCatalogue(docs.messages),
    locales: { offered: whiteLabel.locales ?? [SOURCE_LOCALE], fallback: whiteLabel.defaultLocale ?? SOURCE_LOCALE },
  };
}
