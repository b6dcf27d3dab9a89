/**
 * The committed stand-ins of src/brand/font-fallbacks.css still give each brand font's lines their
 * height (issue 56): Chromium scales each override by size-adjust, so override x size-adjust must be
 * the @fontsource font's own ascent, descent and line gap per em. Fails when a font package update
 * changes its metrics and `npm run fonts:fallbacks` was not run, or when the CSS is edited by hand.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontMetrics } from '../../tooling/build/font-tables';

const ROOT = resolve(import.meta.dirname, '../..');
const css = readFileSync(resolve(ROOT, 'src/brand/font-fallbacks.css'), 'utf8');
const fonts = (
  JSON.parse(readFileSync(resolve(ROOT, 'schemas/brand.schema.json'), 'utf8')) as { definitions: { font: { enum: string[] } } }
).definitions.font.enum;

/** The '<family> Fallback' face of a weight, its descriptors as numbers (percent / 100). */
function face(family: string, weight: number): Record<string, number> {
  const block = css
    .split('@font-face')
    .find((b) => b.includes(`font-family: '${family} Fallback';`) && b.includes(`font-weight: ${weight};`));
  if (!block) throw new Error(`no ${family} Fallback ${weight} face`);
  return Object.fromEntries([...block.matchAll(/([a-z-]+): ([\d.]+)%;/g)].map(([, name, value]) => [name, Number(value) / 100]));
}

describe('brand font stand-ins', () => {
  for (const family of fonts) {
    for (const weight of [400, 600]) {
      it(`${family} ${weight}: the stand-in's lines measure the font's`, () => {
        const file = resolve(
          ROOT,
          `node_modules/@fontsource/${family.toLowerCase()}/files/${family.toLowerCase()}-latin-${weight}-normal.woff`,
        );
        const font = fontMetrics(readFileSync(file));
        const f = face(family, weight);
        const em = (units: number): number => units / font.unitsPerEm;
        expect(f['ascent-override']! * f['size-adjust']!).toBeCloseTo(em(font.ascent), 4);
        expect(f['descent-override']! * f['size-adjust']!).toBeCloseTo(em(font.descent), 4);
        expect(f['line-gap-override']! * f['size-adjust']!).toBeCloseTo(em(font.lineGap), 4);
      });
    }
  }
});
