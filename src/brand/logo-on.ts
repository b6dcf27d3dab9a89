/** Spec 1 whiteLogo: which of a brand's two logos to draw on a given surface colour. Pure. */
import { contrastRatio } from './contrast.js';

/** Below this, white on the surface is too faint for a logo (WCAG 1.4.11, non-text 3:1). */
const MIN_LOGO_CONTRAST = 3;

/** The white logo on a surface dark enough for white, else the normal logo. */
export function logoOn(brand: { logoUrl: string; whiteLogoUrl: string }, surface: string): string {
  return contrastRatio('#ffffff', surface) >= MIN_LOGO_CONTRAST ? brand.whiteLogoUrl : brand.logoUrl;
}
