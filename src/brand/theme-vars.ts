/** Brand theme tokens -> CSS custom properties (one name per token, used by styles.css). */
import type { ResolvedBrand } from './resolve-brand';

const FONT_STACK: Record<ResolvedBrand['font'], string> = {
  Roboto: "'Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif",
  Poppins: "'Poppins', system-ui, -apple-system, 'Segoe UI', sans-serif",
};

export function themeVars(brand: ResolvedBrand): Record<string, string> {
  const t = brand.theme;
  return {
    '--hub-primary': t.primary,
    '--hub-on-primary': t.onPrimary,
    '--hub-text': t.text,
    '--hub-muted-text': t.mutedText,
    '--hub-surface': t.surface,
    '--hub-background': t.background,
    '--hub-background-accent': t.backgroundAccent,
    '--hub-error': t.error,
    '--hub-font': FONT_STACK[brand.font],
  };
}
