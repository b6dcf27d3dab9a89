/**
 * Brand fonts, self-hosted from @fontsource (no font CDN), latin subset, only the two weights
 * the styles use, font-display: swap. Each brand's font is fetched only when it is shown; until it
 * is, its stand-in (src/brand/font-fallbacks.css) keeps its lines' height. A new font: add it here,
 * to the schema's font enum and theme-vars.ts, then run `npm run fonts:fallbacks` (issue 56).
 */
import type { ResolvedBrand } from './resolve-brand';

const LOADERS: Record<ResolvedBrand['font'], () => Promise<unknown>> = {
  Roboto: () => Promise.all([import('@fontsource/roboto/latin-400.css'), import('@fontsource/roboto/latin-600.css')]),
  Poppins: () => Promise.all([import('@fontsource/poppins/latin-400.css'), import('@fontsource/poppins/latin-600.css')]),
};

const loaded = new Map<string, Promise<unknown>>();

export function loadBrandFont(font: ResolvedBrand['font']): Promise<unknown> {
  let p = loaded.get(font);
  if (!p) {
    p = LOADERS[font]().catch(() => undefined); // the system font stack stands in
    loaded.set(font, p);
  }
  return p;
}
