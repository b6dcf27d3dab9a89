/**
 * A brand's logoSize is the shape of its logo files (issue 56 item 1): pages reserve the logo's
 * box from it before the image arrives, so a size of another shape moves the page when the image
 * comes (or squeezes the logo). The size is declared, not derived in the build, because the brand
 * document is what the runtime, the pre-render and the studio's preview all read: one field there
 * needs no step that reads image files in each of them. Pure: files come through a reader.
 */
import type { ConfigIssue } from './config-issue';
import type { AssetReader } from './check-assets.js';

export interface Size {
  width: number;
  height: number;
}

/** Shapes closer than this (relative) are one shape: a viewBox rounded to whole units still matches. */
const TOLERANCE = 0.01;

/** The own size of an SVG (its viewBox, else its width and height) or a PNG (its pixels); null when it has none. */
export function intrinsicSize(bytes: Uint8Array): Size | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  const tag = /<svg\b[^>]*>/i.exec(new TextDecoder().decode(bytes))?.[0];
  if (!tag) return null;
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(tag);
  const attr = (name: string) => Number(new RegExp(`\\s${name}\\s*=\\s*["']([\\d.]+)(px)?["']`).exec(tag)?.[1] ?? NaN);
  const size = box ? { width: Number(box[1]), height: Number(box[2]) } : { width: attr('width'), height: attr('height') };
  return size.width > 0 && size.height > 0 ? size : null;
}

/** True when the two sizes have one shape. */
export function sameShape(a: Size, b: Size): boolean {
  const ra = a.width / a.height;
  const rb = b.width / b.height;
  return Math.abs(ra - rb) <= TOLERANCE * rb;
}

/** Issues for each logo file (logo, whiteLogo) whose shape is not the brand's logoSize. */
export function checkLogoSize(
  brand: { logo: string; whiteLogo: string; logoSize: Size },
  folder: string,
  file: string,
  read: AssetReader,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const declared = brand.logoSize;
  for (const field of ['logo', 'whiteLogo'] as const) {
    const bytes = read(`brands/${folder}/${brand[field]}`);
    // A missing or broken file is told by the asset check; its shape has nothing to say.
    const own = bytes ? intrinsicSize(bytes) : null;
    if (!own || sameShape(own, declared)) continue;
    issues.push({
      file,
      pointer: '/logoSize',
      message: `logoSize is ${declared.width} x ${declared.height}, but ${brand[field]} is ${own.width} x ${own.height}, another shape, so the page would move when the logo arrives`,
      hint: `set "logoSize" to { "width": ${own.width}, "height": ${own.height} } (the file's own size), or export the logo again in the declared shape`,
    });
  }
  return issues;
}
