/**
 * Issue 56 item 16: a logo is aligned to the start edge of its slot, in RTL too. The slot aligns
 * the image's box (logical, align-self: flex-start); blank room inside the image would still show
 * as an inset at the end where the drawing stops, so each shipped logo's viewBox ends where its
 * drawing ends. A wordmark's width is fixed with textLength, so it does not depend on the font.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BRANDS = join(__dirname, '../../brands');
const logos = readdirSync(BRANDS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => ['logo.svg', 'logo-white.svg'].map((f) => join(d.name, f)))
  .filter((p) => existsSync(join(BRANDS, p)));

const num = (attrs: string, name: string): number | null => {
  const m = new RegExp(`\\b${name}="([0-9.]+)"`).exec(attrs);
  return m?.[1] ? Number(m[1]) : null;
};

/** The right-most point the drawing reaches; null when a wordmark's width is not fixed. */
function drawingEnd(svg: string): number | null {
  let end = 0;
  for (const [, attrs = ''] of svg.matchAll(/<rect\b([^>]*)>/g)) end = Math.max(end, (num(attrs, 'x') ?? 0) + (num(attrs, 'width') ?? 0));
  for (const [, attrs = ''] of svg.matchAll(/<text\b([^>]*)>/g)) {
    const length = num(attrs, 'textLength');
    if (length === null) return null;
    end = Math.max(end, (num(attrs, 'x') ?? 0) + length);
  }
  return end;
}

describe('shipped brand logos', () => {
  it('are there to check', () => expect(logos.length).toBeGreaterThan(0));
  it.each(logos)('%s: the viewBox ends where the drawing ends (no inset at the end edge)', (path) => {
    const svg = readFileSync(join(BRANDS, path), 'utf8');
    const box = /viewBox="0 0 ([0-9.]+) [0-9.]+"/.exec(svg);
    const end = drawingEnd(svg);
    expect(end, 'every wordmark has a textLength').not.toBeNull();
    expect(Number(box?.[1])).toBeGreaterThanOrEqual(end ?? 0);
    expect(Number(box?.[1]) - (end ?? 0)).toBeLessThanOrEqual(2);
  });
});
