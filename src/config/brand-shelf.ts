/**
 * The brands a page has at hand, and how it fetches the rest (issue 57). The browser's entry knows
 * each brand's code only: a brand's document and images are a chunk of their own, and main.tsx
 * loads those the first screen shows before the first drawing; a brand shown later (a switch, the
 * applications page) arrives when asked. Node tools, tests and the studio have every brand at hand.
 */
import type { BrandCode, BrandDoc, WhiteLabelDoc } from './types';
import { chooseBrandCode, whiteLabelBrands, type ResolvedBrand } from '../brand/resolve-brand';

/** One brand's chunk: its document, its folder, and its images' built addresses by file name. */
export interface BrandChunk {
  folder: string;
  doc: BrandDoc;
  assets: Readonly<Record<string, string>>;
}

/** Brand code -> a loader of its chunk. */
export type BrandLoaders = Readonly<Record<BrandCode, () => Promise<BrandChunk>>>;

export interface BrandShelf {
  /** The brands this white-label offers, in its order. */
  offered: readonly BrandCode[];
  /** The brand shown for this query and stored choice (chooseBrand's rule), whether at hand or not. */
  choose(fromQuery: string | null, fromStorage: string | null): BrandCode | null;
  /** Those of codes this white-label offers that are not at hand yet. */
  missing(codes: readonly BrandCode[]): BrandCode[];
  /** Fetches and resolves them into the config's brands; rejects when a chunk cannot load. */
  load(codes: readonly BrandCode[]): Promise<void>;
}

/**
 * brands: the config's map (every known code; null until resolved or where not offered), filled in
 * as chunks arrive; resolve turns arrived chunks into resolved brands (resolveBrands).
 */
export function createBrandShelf(
  brands: Map<BrandCode, ResolvedBrand | null>,
  whiteLabel: WhiteLabelDoc,
  resolve: (arrived: readonly BrandChunk[]) => Map<BrandCode, ResolvedBrand | null>,
  loaders: BrandLoaders = {},
): BrandShelf {
  const known = [...brands.keys()];
  const offered = whiteLabelBrands(whiteLabel)
    .map((e) => e.brand)
    .filter((code) => known.includes(code));
  const missing = (codes: readonly BrandCode[]) =>
    [...new Set(codes)].filter((c) => offered.includes(c) && !brands.get(c) && Object.hasOwn(loaders, c));
  const inFlight = new Map<BrandCode, Promise<BrandChunk>>();
  const fetchOnce = (code: BrandCode) => {
    let chunk = inFlight.get(code);
    if (!chunk) {
      chunk = loaders[code]!();
      inFlight.set(code, chunk);
      // A chunk that failed is asked afresh next time.
      chunk.catch(() => inFlight.delete(code));
    }
    return chunk;
  };
  return {
    offered,
    choose: (fromQuery, fromStorage) => chooseBrandCode(known, offered, fromQuery, fromStorage),
    missing,
    async load(codes) {
      const wanted = missing(codes);
      if (wanted.length === 0) return;
      const arrived = await Promise.all(wanted.map(fetchOnce));
      for (const [code, brand] of resolve(arrived)) if (brand) brands.set(code, brand);
    },
  };
}

/** URL of a brand asset among the chunks arrived; folder null (brands/ itself, shared fallbacks) asks shared. */
export function chunkAssetUrl(
  arrived: readonly BrandChunk[],
  shared: (folder: null, file: string) => string,
): (folder: string | null, file: string) => string {
  return (folder, file) => (folder === null ? shared(null, file) : (arrived.find((c) => c.folder === folder)?.assets[file] ?? ''));
}
