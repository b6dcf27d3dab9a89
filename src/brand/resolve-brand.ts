/**
 * Brand and white-label resolution (spec 1, 3, 5): the host picks the white-label,
 * the brand query value (upper-cased, known codes only) picks the brand. Pure.
 */
import type { BrandBaseDoc, BrandCode, BrandDoc, HostKey, Hosts, WhiteLabelDoc } from '../config/types';
import { secondFactorPolicy, type SecondFactorPolicy } from '../domain/second-factor-policy.js';
import { passkeysOffered } from '../domain/feature-offers.js';
import { logoOn } from './logo-on.js';

/** A brand as the runtime uses it: documents merged, URLs built from the environment. */
export interface ResolvedBrand {
  code: BrandCode;
  displayName: string;
  slogan: string | null;
  /** The slogan in other languages, by language code (falls back to slogan). */
  sloganTranslations: Readonly<Record<string, string>>;
  font: 'Roboto' | 'Poppins';
  logoUrl: string;
  whiteLogoUrl: string;
  /** The shape both logos are drawn in (brand.json logoSize): a slot reserves the logo's box from it before the image arrives. */
  logoSize: Readonly<{ width: number; height: number }>;
  faviconUrl: string;
  /** The square icon the applications page shows above the name; null: the logo is shown. */
  appIconUrl: string | null;
  /** The brand application's own address. */
  baseUrl: string;
  /** Where the hub hands a signed-in person over. */
  loginUrl: string;
  isMobile: boolean;
  logoutReturnsToBrand: boolean;
  theme: Required<NonNullable<BrandDoc['theme']>>;
  /** The dark scheme's colours: base.json's darkTheme with the brand's own. */
  darkTheme: Required<NonNullable<BrandDoc['theme']>>;
  /** The logo the dark scheme shows (logoOnDark, else the white one where white reads on the dark card). */
  darkLogoUrl: string;
  /** SMS second factors for people going to this brand (its own setting, else the white-label's). */
  secondFactor: SecondFactorPolicy;
  /** Passkeys are offered under this brand's white-label (white-label passkeys, else true). */
  passkeys: boolean;
}

/** Spec 1: a host name starting with a white-label's prefix selects it; otherwise the default applies. */
export function resolveWhiteLabel(whiteLabels: readonly WhiteLabelDoc[], hostname: string): WhiteLabelDoc {
  const host = hostname.toLowerCase();
  const byPrefix = whiteLabels.find((w) => w.hostPrefix !== null && host.startsWith(w.hostPrefix));
  const fallback = whiteLabels.find((w) => w.hostPrefix === null);
  const chosen = byPrefix ?? fallback;
  if (!chosen) throw new Error('no default white-label (config validation should have caught this)');
  return chosen;
}

/** Spec 5: the brand query value is accepted only if, upper-cased, it is a known brand code. */
export function acceptBrandCode(value: string | null | undefined, known: Iterable<BrandCode>): BrandCode | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return [...known].includes(upper) ? upper : null;
}

/**
 * The brands a white-label offers: its brands map (spec 3: keyed Elumen, Plexus, EMIoT,
 * EMIoT_MOBILE, ELUMEN_MOBILE) plus its own brand, `defaultBrand` (WBS under WBS).
 */
export function whiteLabelBrands(whiteLabel: WhiteLabelDoc): { brand: BrandCode; hostKey?: HostKey }[] {
  const entries = Object.values(whiteLabel.brands).flatMap((e) => (e ? [e] : []));
  return entries.some((e) => e.brand === whiteLabel.defaultBrand) ? entries : [...entries, { brand: whiteLabel.defaultBrand }];
}

/** The address a host field holds; validate proves every named field exists in every environment. */
export function hostOf(hosts: Hosts, key: HostKey): string {
  const url = hosts[key];
  if (url === undefined) throw new Error(`no host "${key}" in this environment (npm run validate should have caught this)`);
  return url;
}

/** Resolves every brand under one white-label; null where the white-label has no such brand. */
export function resolveBrands(
  brandDocs: readonly { folder: string; doc: BrandDoc }[],
  base: BrandBaseDoc,
  whiteLabel: WhiteLabelDoc,
  hosts: Hosts,
  assetUrl: (folder: string | null, file: string) => string,
): Map<BrandCode, ResolvedBrand | null> {
  const out = new Map<BrandCode, ResolvedBrand | null>();
  for (const { doc } of brandDocs) out.set(doc.brand, null);
  for (const entry of whiteLabelBrands(whiteLabel)) {
    const found = brandDocs.find((b) => b.doc.brand === entry.brand);
    if (!found) continue;
    const { doc, folder } = found;
    const baseUrl = hostOf(hosts, entry.hostKey ?? doc.hostKey);
    const logos = { logoUrl: assetUrl(folder, doc.logo), whiteLogoUrl: assetUrl(folder, doc.whiteLogo) };
    const darkTheme = Object.freeze({ ...base.darkTheme, ...doc.darkTheme });
    const darkLogoUrl =
      doc.logoOnDark === 'whiteLogo' ? logos.whiteLogoUrl : doc.logoOnDark === 'logo' ? logos.logoUrl : logoOn(logos, darkTheme.surface);
    // Frozen: hand-over destinations come only from config and nothing may change them later.
    out.set(
      doc.brand,
      Object.freeze({
        code: doc.brand,
        displayName: doc.displayName,
        slogan: doc.slogan,
        sloganTranslations: Object.freeze({ ...doc.sloganTranslations }),
        font: doc.font ?? base.font,
        ...logos,
        logoSize: Object.freeze({ ...doc.logoSize }),
        faviconUrl: doc.favicon ? assetUrl(folder, doc.favicon) : assetUrl(null, base.favicon),
        appIconUrl: doc.appIcon ? assetUrl(folder, doc.appIcon) : null,
        baseUrl,
        loginUrl: new URL(doc.loginPath, baseUrl).href,
        isMobile: doc.isMobile === true,
        logoutReturnsToBrand: doc.logoutReturnsToBrand === true,
        theme: Object.freeze({ ...base.theme, ...doc.theme }),
        darkTheme,
        darkLogoUrl,
        secondFactor: secondFactorPolicy(whiteLabel, doc),
        passkeys: passkeysOffered(whiteLabel),
      }),
    );
  }
  return out;
}

/**
 * The brand the hub shows and hands over to: the chosen one (query, else stored) when this
 * white-label has it, else none (the hub itself, shown with the white-label's default look).
 */
export function chooseBrand(
  brands: Map<BrandCode, ResolvedBrand | null>,
  fromQuery: string | null,
  fromStorage: string | null,
): BrandCode | null {
  const offered = [...brands].flatMap(([code, brand]) => (brand ? [code] : []));
  return chooseBrandCode([...brands.keys()], offered, fromQuery, fromStorage);
}

/**
 * chooseBrand's rule on codes alone, so the browser knows the brand before any brand document
 * has arrived (issue 57): known, the project's brand codes; offered, this white-label's.
 */
export function chooseBrandCode(
  known: readonly BrandCode[],
  offered: readonly BrandCode[],
  fromQuery: string | null,
  fromStorage: string | null,
): BrandCode | null {
  for (const candidate of [acceptBrandCode(fromQuery, known), acceptBrandCode(fromStorage, known)]) {
    if (candidate && offered.includes(candidate)) return candidate;
  }
  return null;
}
