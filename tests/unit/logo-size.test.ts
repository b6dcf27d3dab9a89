// Issue 56 item 1: a brand declares its logos' shape (logoSize), so a page reserves the logo's box
// before the image arrives; validate refuses a shape that is not the files' own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateProjectWith } from '../../validate/validate-project';
import { intrinsicSize, sameShape } from '../../validate/check-logo-size';
import { ROOT } from '../support/project';

const PLEXUS = 'brands/plexus/brand.json';
const plexus = () => JSON.parse(readFileSync(join(ROOT, PLEXUS), 'utf8')) as Record<string, unknown>;
const svg = (attrs: string) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><rect width="1" height="1"/></svg>`);
const dataUrl = (text: string) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
const logoSizeIssues = (draft: Parameters<typeof validateProjectWith>[1]) =>
  validateProjectWith(ROOT, draft).issues.filter((i) => i.pointer === '/logoSize');

describe('logoSize', () => {
  it('the shipped brands pass', () => expect(logoSizeIssues({ files: {} })).toEqual([]));

  it('validate refuses a brand whose logoSize has another shape than its logo, naming the file and its own size', () => {
    // The old 200 x 48 box every logo was drawn in, for Plexus's trimmed 122 x 48 logo.
    const issues = logoSizeIssues({ files: { [PLEXUS]: { ...plexus(), logoSize: { width: 200, height: 48 } } } });
    expect(issues.map((i) => i.file)).toEqual([PLEXUS, PLEXUS]); // the logo and the white logo
    expect(issues[0]?.message).toContain('logo.svg is 122 x 48');
    expect(issues[0]?.hint).toContain('{ "width": 122, "height": 48 }');
  });

  it('validate refuses a white logo of another shape than the logo', () => {
    const white = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img"><rect width="48" height="48"/></svg>';
    const issues = logoSizeIssues({
      files: { [PLEXUS]: { ...plexus(), whiteLogo: 'logo-square.svg' } },
      assets: { 'brands/plexus/logo-square.svg': dataUrl(white) },
    });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toContain('logo-square.svg is 48 x 48');
  });

  it('a size at another scale is the same shape', () => {
    expect(logoSizeIssues({ files: { [PLEXUS]: { ...plexus(), logoSize: { width: 244, height: 96 } } } })).toEqual([]);
  });

  it('reads an SVG viewBox, else its width and height, and a PNG header', () => {
    expect(intrinsicSize(svg('viewBox="0 0 122 48" width="10" height="10"'))).toEqual({ width: 122, height: 48 });
    expect(intrinsicSize(svg('viewBox="-2,-2, 50.5, 20"'))).toEqual({ width: 50.5, height: 20 });
    expect(intrinsicSize(svg('width="60px" height="30"'))).toEqual({ width: 60, height: 30 });
    expect(intrinsicSize(svg(''))).toBeNull();
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(png.buffer).setUint32(16, 64);
    new DataView(png.buffer).setUint32(20, 32);
    expect(intrinsicSize(png)).toEqual({ width: 64, height: 32 });
  });

  it('one shape at any scale; a shape 2% wider is another', () => {
    const side = fc.integer({ min: 1, max: 2000 });
    fc.assert(
      fc.property(side, side, fc.integer({ min: 1, max: 8 }), (w, h, k) => {
        expect(sameShape({ width: w * k, height: h * k }, { width: w, height: h })).toBe(true);
        expect(sameShape({ width: w * 1.02, height: h }, { width: w, height: h })).toBe(false);
      }),
    );
  });
});
