import type { ResolvedBrand } from '../brand/resolve-brand';

/**
 * A brand's logo, in the scheme shown: where the dark scheme has its own logo (the white one,
 * brand.json logoOnDark), both are drawn and src/styles.css shows one, so a switch of scheme needs
 * no redraw and a pre-rendered page is right on its first frame. Every logo slot on a surface that
 * follows the scheme (the card, the brand switcher) draws through here (issue 56 item 6).
 * The width and height attributes are the logo's own shape (brand.json logoSize): the slot's CSS
 * sets the height, and the browser reserves the width from their ratio before the image arrives, so
 * nothing moves when it does (issue 56 item 1).
 */
export function BrandLogo({
  brand,
  alt,
  className = 'hub-logo',
}: {
  brand: Pick<ResolvedBrand, 'logoUrl' | 'darkLogoUrl' | 'logoSize'>;
  alt: string;
  className?: string;
}) {
  const size = logoSizeAttributes(brand.logoSize);
  if (brand.darkLogoUrl === brand.logoUrl) return <img className={className} src={brand.logoUrl} alt={alt} {...size} />;
  return (
    <>
      <img className={`${className} hub-logo--light`} src={brand.logoUrl} alt={alt} {...size} />
      <img className={`${className} hub-logo--dark`} src={brand.darkLogoUrl} alt={alt} {...size} />
    </>
  );
}

/** A logo's width and height attributes, from its declared shape. */
export function logoSizeAttributes(size: ResolvedBrand['logoSize']): { width: string; height: string } {
  return { width: String(size.width), height: String(size.height) };
}
