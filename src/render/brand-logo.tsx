import type { ResolvedBrand } from '../brand/resolve-brand';

/**
 * A brand's logo, in the scheme shown: where the dark scheme has its own logo (the white one,
 * brand.json logoOnDark), both are drawn and src/styles.css shows one, so a switch of scheme needs
 * no redraw and a pre-rendered page is right on its first frame. Every logo slot on a surface that
 * follows the scheme (the card, the brand switcher) draws through here (issue 56 item 6).
 */
export function BrandLogo({
  brand,
  alt,
  className = 'hub-logo',
  width = 200,
  height = 48,
}: {
  brand: Pick<ResolvedBrand, 'logoUrl' | 'darkLogoUrl'>;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  const size = { width: String(width), height: String(height) };
  if (brand.darkLogoUrl === brand.logoUrl) return <img className={className} src={brand.logoUrl} alt={alt} {...size} />;
  return (
    <>
      <img className={`${className} hub-logo--light`} src={brand.logoUrl} alt={alt} {...size} />
      <img className={`${className} hub-logo--dark`} src={brand.darkLogoUrl} alt={alt} {...size} />
    </>
  );
}
