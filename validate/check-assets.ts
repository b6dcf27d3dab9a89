/**
 * Brand asset files (logos, favicons): each one named must exist, be what its name says
 * (SVG, PNG or ICO) and be of a size a page can load quickly. Pure: files come through a reader.
 */
import type { ConfigIssue } from './config-issue';
import { svgProblem } from './svg-allow-list.js';

/** Bytes of a file under the project root, or undefined when there is none. */
export type AssetReader = (path: string) => Uint8Array | undefined;

/** Largest asset accepted: logos and icons are small; a bigger file is usually a mistake (a photo, an export at print size). */
export const MAX_ASSET_BYTES = 100 * 1024;
/** Largest PNG/ICO side in pixels. */
const MAX_SIDE = 1024;

const startsWith = (b: Uint8Array, sig: readonly number[]): boolean => sig.every((v, i) => b[i] === v);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ICO = [0x00, 0x00, 0x01, 0x00];

/** Formats people export by mistake, by their first bytes, so the message can name what was found. */
const OTHER_FORMATS: readonly [string, (b: Uint8Array) => boolean][] = [
  ['JPEG', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ['GIF', (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38])],
  ['WebP', (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP'],
  ['BMP', (b) => startsWith(b, [0x42, 0x4d])],
  ['TIFF', (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])],
  ['AVIF or HEIC', (b) => String.fromCharCode(...b.subarray(4, 8)) === 'ftyp'],
  ['PDF', (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46])],
  ['HTML', (b) => /^\s*(<!doctype html|<html)/i.test(new TextDecoder().decode(b.subarray(0, 256)))],
];

/** The name of a format that is not an image the hub takes, when the bytes are one people often export. */
export function otherFormatOf(bytes: Uint8Array): string | null {
  return OTHER_FORMATS.find(([, is]) => is(bytes))?.[0] ?? null;
}

/** What the bytes are, whatever the name says. */
function sniff(bytes: Uint8Array): 'png' | 'ico' | 'svg' | 'other' {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, ICO)) return 'ico';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return 'other';
}

/** One problem with the file at path, or undefined when it is fine. */
export function assetProblem(path: string, bytes: Uint8Array | undefined): { message: string; hint: string } | undefined {
  if (!bytes)
    return { message: `the file ${path} does not exist`, hint: `add the file, or correct the name (file names are case-sensitive)` };
  if (bytes.length === 0) return { message: `${path} is empty`, hint: 'export the image again' };
  if (bytes.length > MAX_ASSET_BYTES)
    return {
      message: `${path} is ${Math.round(bytes.length / 1024)} KiB, more than the ${MAX_ASSET_BYTES / 1024} KiB a logo or icon should need`,
      hint: 'export a smaller file (an SVG, or a PNG of at most 512 x 512 px)',
    };
  const ext = path.split('.').pop()?.toLowerCase();
  const kind = sniff(bytes);
  if (kind === 'other') {
    const found = otherFormatOf(bytes);
    return {
      message: found
        ? `${path} holds ${found} data, but a logo or icon must be an SVG, PNG or ICO image`
        : `${path} is not an SVG, PNG or ICO image`,
      hint: `export the image again as ${ext === 'png' || ext === 'ico' ? ext.toUpperCase() : 'SVG'} (saving a file under another name does not convert it), and check it opens in a browser`,
    };
  }
  if (kind !== ext)
    return {
      message: `${path} is named .${ext ?? ''} but holds ${kind.toUpperCase()} data`,
      hint: `rename it to .${kind} (and update the document), or export it as ${ext?.toUpperCase() ?? ''}`,
    };
  if (kind === 'svg') {
    const text = new TextDecoder().decode(bytes);
    if (!/<svg[^>]*\sxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/i.test(text))
      return {
        message: `${path} has no xmlns="http://www.w3.org/2000/svg" on its <svg> element, so browsers will not show it as an image`,
        hint: 'add xmlns="http://www.w3.org/2000/svg" to the <svg> tag',
      };
    if (!/<\/svg>\s*$/i.test(text))
      return { message: `${path} does not end with </svg>, so it is cut off or broken`, hint: 'export the image again' };
    const unsafe = svgProblem(text);
    if (unsafe)
      return {
        message: `${path} holds ${unsafe}, which a brand image may not`,
        hint: 'brand images must be plain pictures: export it again as a plain SVG (no script, link, animation, embedded image, DOCTYPE or editor data), or run it through svgo',
      };
  }
  if (kind === 'png' && bytes.length >= 24) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const width = view.getUint32(16);
    const height = view.getUint32(20);
    if (width > MAX_SIDE || height > MAX_SIDE)
      return {
        message: `${path} is ${width} x ${height} px, larger than ${MAX_SIDE} px on a side`,
        hint: 'export it at most 512 x 512 px',
      };
  }
  return undefined;
}

/** Issues for every asset a document names: file is the document, pointer the field naming it. */
export function checkAssets(uses: readonly { file: string; pointer: string; path: string }[], read: AssetReader): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const use of uses) {
    const problem = assetProblem(use.path, read(use.path));
    if (problem) issues.push({ file: use.file, pointer: use.pointer, ...problem });
  }
  return issues;
}
