/**
 * Brand theme tokens -> CSS custom properties. Both schemes are set at once
 * (`--hub-light-<token>`, `--hub-dark-<token>`); src/styles.css maps the shown scheme onto the
 * names its rules use (`--hub-<token>`), by `prefers-color-scheme` or the person's choice
 * (`data-scheme` on <html>), so a page paints in the right scheme without a script and a switch
 * never redraws the app.
 */
import type { ResolvedBrand } from './resolve-brand';
import type { ThemeToken } from './contrast';

/**
 * Each font's stand-in (src/brand/font-fallbacks.css: Arial resized to its metrics) is shown while
 * the font loads, so its arrival moves nothing (issue 56); the system fonts only where Arial is not.
 */
const FONT_STACK: Record<ResolvedBrand['font'], string> = {
  Roboto: "'Roboto', 'Roboto Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  Poppins: "'Poppins', 'Poppins Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
};

/** 'onPrimary' -> 'on-primary'. */
const kebab = (token: string): string => token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom property of a token in a scheme ('dark', 'onPrimary' -> '--hub-dark-on-primary'). */
const schemeVar = (scheme: 'light' | 'dark', token: ThemeToken): string => `--hub-${scheme}-${kebab(token)}`;

export function themeVars(brand: ResolvedBrand): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [scheme, theme] of [
    ['light', brand.theme],
    ['dark', brand.darkTheme],
  ] as const) {
    for (const [token, value] of Object.entries(theme)) vars[schemeVar(scheme, token as ThemeToken)] = value;
  }
  vars['--hub-font'] = FONT_STACK[brand.font];
  return vars;
}
