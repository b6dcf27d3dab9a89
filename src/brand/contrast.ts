/**
 * WCAG 2.2 contrast of brand colours (1.4.3 text 4.5:1, 1.4.11 UI 3:1). Pure; used by
 * `npm run validate` so a brand that would be hard to read never ships.
 */

/** Relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type ThemeToken = 'primary' | 'onPrimary' | 'text' | 'mutedText' | 'surface' | 'background' | 'backgroundAccent' | 'line' | 'error';

/** The colour pairs the layouts draw, and the ratio each needs. */
export const CONTRAST_RULES: readonly { fg: ThemeToken; bg: ThemeToken; min: number; what: string }[] = [
  { fg: 'text', bg: 'surface', min: 4.5, what: 'body text on cards' },
  { fg: 'mutedText', bg: 'surface', min: 4.5, what: 'secondary text on cards' },
  { fg: 'onPrimary', bg: 'primary', min: 4.5, what: 'primary button text' },
  { fg: 'primary', bg: 'surface', min: 4.5, what: 'links and secondary button text' },
  { fg: 'error', bg: 'surface', min: 4.5, what: 'error messages' },
  { fg: 'text', bg: 'background', min: 4.5, what: 'text on the page background' },
  { fg: 'text', bg: 'backgroundAccent', min: 4.5, what: 'text on the background gradient' },
  { fg: 'primary', bg: 'background', min: 3, what: 'focus outline and controls on the page background' },
  // WCAG 1.4.11: a line that parts groups (the "or sign in with" divider) must be seen to do so.
  { fg: 'line', bg: 'surface', min: 3, what: 'dividers and other hairlines on cards' },
];

/** The rules a theme breaks, with the ratio it has. */
export function contrastFailures(
  theme: Record<ThemeToken, string>,
): { fg: ThemeToken; bg: ThemeToken; min: number; ratio: number; what: string }[] {
  return CONTRAST_RULES.map((r) => ({ ...r, ratio: contrastRatio(theme[r.fg], theme[r.bg]) })).filter((r) => r.ratio < r.min);
}
