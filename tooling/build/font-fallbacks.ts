/**
 * `npm run fonts:fallbacks`: writes src/brand/font-fallbacks.css, one '<Font> Fallback' face per
 * brand font and weight over Arial (Liberation Sans where Arial is not installed: the same
 * metrics), with the brand font's own line metrics and its text's width (issue 56). Until the
 * brand font arrives (font-display: swap) the page shows in this face, so lines keep the height
 * they will have and the page does not jump when the font comes.
 *
 * Run by hand when a brand font is added or updated: it reads Debian's Liberation Sans
 * (fonts-liberation), which CI need not have; the CSS it writes is committed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fontMetrics, type FontMetrics } from './font-tables.js';
import { writeIfChanged } from './write-if-changed.js';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = resolve(ROOT, 'src/brand/font-fallbacks.css');
const LIBERATION = '/usr/share/fonts/truetype/liberation';

/** The weights the styles use (src/brand/fonts.ts loads these) and the local faces standing in for each. */
const WEIGHTS = [
  { weight: 400, file: 'LiberationSans-Regular.ttf', local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
  {
    weight: 600,
    file: 'LiberationSans-Bold.ttf',
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
];

/** How often each character occurs in the hub's English texts: the text whose width the stand-in matches. */
function characterCounts(): Map<string, number> {
  const { messages } = JSON.parse(readFileSync(resolve(ROOT, 'flows/messages.json'), 'utf8')) as {
    messages: Record<string, string>;
  };
  const counts = new Map<string, number>();
  for (const text of Object.values(messages)) {
    for (const char of text.replace(/\{[^}]*\}/g, '')) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
}

/** Mean advance per em of the characters both fonts draw, weighted by how often the texts use them. */
function widthRatio(font: FontMetrics, fallback: FontMetrics, counts: Map<string, number>): number {
  let [fontWidth, fallbackWidth] = [0, 0];
  for (const [char, n] of counts) {
    const [a, b] = [font.advance(char), fallback.advance(char)];
    if (a === undefined || b === undefined) continue;
    fontWidth += (n * a) / font.unitsPerEm;
    fallbackWidth += (n * b) / fallback.unitsPerEm;
  }
  return fontWidth / fallbackWidth;
}

/** 4 decimals, no trailing zeros (as prettier writes them). */
const percent = (x: number): string => `${Number((x * 100).toFixed(4))}%`;

/**
 * One fallback face. Chromium scales the overrides by size-adjust too, hence the division: the
 * face's lines then measure exactly the brand font's ascent + descent + line gap.
 */
function fallbackFace(family: string, weight: number, local: string[], font: FontMetrics, sizeAdjust: number): string {
  const over = (units: number): string => percent(units / font.unitsPerEm / sizeAdjust);
  return [
    '@font-face {',
    `  font-family: '${family} Fallback';`,
    `  font-weight: ${weight};`,
    `  src: ${local.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${over(font.ascent)};`,
    `  descent-override: ${over(font.descent)};`,
    `  line-gap-override: ${over(font.lineGap)};`,
    '}',
  ].join('\n');
}

function main(): void {
  const schema = JSON.parse(readFileSync(resolve(ROOT, 'schemas/brand.schema.json'), 'utf8')) as {
    definitions: { font: { enum: string[] } };
  };
  const counts = characterCounts();
  const faces = schema.definitions.font.enum.flatMap((family) =>
    WEIGHTS.map(({ weight, file, local }) => {
      const dir = resolve(ROOT, `node_modules/@fontsource/${family.toLowerCase()}/files`);
      const font = fontMetrics(readFileSync(resolve(dir, `${family.toLowerCase()}-latin-${weight}-normal.woff`)));
      const fallback = fontMetrics(readFileSync(resolve(LIBERATION, file)));
      return fallbackFace(family, weight, local, font, widthRatio(font, fallback, counts));
    }),
  );
  const css = [
    '/* Written by `npm run fonts:fallbacks` (tooling/build/font-fallbacks.ts) from the @fontsource',
    '   latin .woff files and Liberation Sans (metric-compatible with Arial), the widths weighted by',
    "   flows/messages.json's English texts. Each brand font's stand-in while it loads (issue 56):",
    '   do not edit, run the script. */',
    ...faces,
    '',
  ].join('\n');
  if (writeIfChanged(OUT, css)) console.log(`wrote ${OUT}`);
}

main();
