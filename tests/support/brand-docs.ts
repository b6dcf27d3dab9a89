/**
 * Brand and white-label data as the validated documents hold it (brands/<folder>/brand.json,
 * brands/white-labels/*.json), for tests that expect it on screen: display names, slogans,
 * support contacts, which brands a white-label lists. Not catalogue messages; reading them here
 * keeps tests in step with the documents (a new brand changes no test).
 */
import { whiteLabelBrands } from '../../src/brand/resolve-brand';
import type { BrandDoc, WhiteLabelDoc } from '../../src/config/types';
import { projectDocuments } from './project';

/** The document of the brand folder whose brand code is code, and its folder. */
export function brandDoc(code: string): BrandDoc & { folder: string } {
  const hit = Object.entries(projectDocuments().brands).find(([, doc]) => doc.brand === code);
  if (!hit) throw new Error(`no brands/*/brand.json has "brand": "${code}"`);
  return { ...hit[1], folder: hit[0] };
}

/** The display name of a brand (what {brand} is filled with). */
export function brandName(code: string): string {
  return brandDoc(code).displayName;
}

/** The slogan of a brand; throws for a brand without one. */
export function brandSlogan(code: string): string {
  const slogan = brandDoc(code).slogan;
  if (slogan === null) throw new Error(`brand ${code} has no slogan`);
  return slogan;
}

/** A white-label document by its code (e.g. WBS). */
export function whiteLabel(code: string): WhiteLabelDoc {
  const doc = Object.values(projectDocuments().whiteLabels).find((w) => w.whiteLabel === code);
  if (!doc) throw new Error(`no brands/white-labels/*.json has "whiteLabel": "${code}"`);
  return doc;
}

/** The support contact of a white-label: what {supportEmail} and {supportPhone} are filled with. */
export function whiteLabelSupport(code: string): { supportEmail: string; supportPhone: string } {
  const { support } = whiteLabel(code);
  return { supportEmail: support.email, supportPhone: support.phone };
}

/** Codes of the brands a white-label offers that are not mobile apps (its applications page). */
export function applicationCodes(code: string): string[] {
  return whiteLabelBrands(whiteLabel(code))
    .map((e) => e.brand)
    .filter((b) => brandDoc(b).isMobile !== true);
}
