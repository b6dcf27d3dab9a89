/**
 * What the brand gallery shows: every scene of the product (studio/screen-list.ts) for every
 * white-label x brand of that white-label, each a /__preview address. Pure; used by /__gallery
 * and studio/gallery-shots.ts.
 */
import routesDoc from '../flows/routes.json' with { type: 'json' };
import type { BrandDoc, ConfigDocuments, RoutesDoc, WhiteLabelDoc } from '../src/config/types';
import { offersOf, routeOffered } from '../src/domain/feature-offers';
import { whiteLabelBrands } from '../src/brand/resolve-brand';
import { scenes, type Scene } from './screen-list';

/** The routes flagged `gallery` in flows/routes.json: the sign-in-type screens the browser tests check on every brand. */
export const GALLERY_SCREENS: readonly string[] = (routesDoc as RoutesDoc).routes.filter((r) => r.gallery).map((r) => r.path);

export interface GalleryEntry {
  /** '<white-label>-<brand>-<scene>', e.g. 'wbs-plexus-sign-in'; also the screenshot's file name. */
  id: string;
  scene: Scene;
  whiteLabel: string;
  brand: string;
  /** The colour scheme it is drawn in. */
  scheme: PreviewScheme;
  url: string;
}

export type PreviewScheme = 'light' | 'dark';
/** Both schemes, light first: the gallery draws every scene in each (issue 28). */
export const PREVIEW_SCHEMES: readonly PreviewScheme[] = ['light', 'dark'];

/** The preview address of one scene for one white-label and brand; origin '' keeps it relative. */
export function previewUrl(
  origin: string,
  scene: string,
  whiteLabel: string,
  brand: string,
  scheme: PreviewScheme = 'light',
  locale = 'en',
): string {
  const query = new URLSearchParams({ scene, wl: whiteLabel, brand });
  if (scheme === 'dark') query.set('scheme', 'dark');
  if (locale !== 'en') query.set('locale', locale);
  return `${origin}/__preview?${query}`;
}

/**
 * Scenes a white-label can show for one of its brands: one that needs a brand of its own (named in
 * its query, e.g. onboarding's second factor on a brand that requires one) only where that brand
 * is offered, and a second-factor page only where second factors are not off (routeOffered).
 */
export function scenesOf(all: readonly Scene[], docs: ConfigDocuments, wl: WhiteLabelDoc, brand: BrandDoc | undefined): Scene[] {
  const offered = new Set<string>(whiteLabelBrands(wl).map((b) => b.brand));
  const offers = offersOf(wl, brand);
  return all.filter(
    (scene) =>
      (scene.query.brand === undefined || offered.has(scene.query.brand)) &&
      routeOffered(docs.routes.routes.find((r) => r.path === scene.path) ?? {}, offers),
  );
}

/**
 * White-label by white-label, brand by brand, every scene in screen-list order, light then dark
 * (dark only where the white-label has a dark scheme; its ids end in -dark), in one language.
 */
export function galleryEntries(docs: ConfigDocuments, origin = '', locale = 'en'): GalleryEntry[] {
  const all = scenes(docs);
  return Object.values(docs.whiteLabels).flatMap((wl) =>
    whiteLabelBrands(wl).flatMap(({ brand }) =>
      PREVIEW_SCHEMES.filter((scheme) => scheme === 'light' || wl.darkScheme).flatMap((scheme) =>
        scenesOf(
          all,
          docs,
          wl,
          Object.values(docs.brands).find((b) => b.brand === brand),
        ).map((scene) => ({
          id: `${wl.id}-${brand.toLowerCase()}-${scene.id}${scheme === 'dark' ? '-dark' : ''}`,
          scene,
          whiteLabel: wl.id,
          brand,
          scheme,
          url: previewUrl(origin, scene.id, wl.id, brand, scheme, locale),
        })),
      ),
    ),
  );
}
