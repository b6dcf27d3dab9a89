import type { ResolvedBrand } from '../brand/resolve-brand';

/**
 * The brand's logo, in the scheme shown: where the dark scheme has its own logo (the white one,
 * brand.json logoOnDark), both are drawn and src/styles.css shows one, so a switch of scheme needs
 * no redraw and a pre-rendered page is right on its first frame.
 */
export function BrandLogo({ brand, alt }: { brand: Pick<ResolvedBrand, 'logoUrl' | 'darkLogoUrl'>; alt: string }) {
  if (brand.darkLogoUrl === brand.logoUrl) return <img className="hub-logo" src={brand.logoUrl} alt={alt} width="200" height="48" />;
  return (
    <>
      <img className="hub-logo hub-logo--light" src={brand.logoUrl} alt={alt} width="200" height="48" />
      <img className="hub-logo hub-logo--dark" src={brand.darkLogoUrl} alt={alt} width="200" height="48" />
    </>
  );
}
