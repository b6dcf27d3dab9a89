/**
 * The few numbers of a font file that decide how tall its lines are and how wide its text is:
 * read from a TrueType/OpenType file or a WOFF (1.0) wrapper of one, enough for
 * tooling/build/font-fallbacks.ts (no font library in the project; the tables are small).
 */
import { inflateSync } from 'node:zlib';

export type FontMetrics = {
  unitsPerEm: number;
  /** The ascent, descent (positive, below the baseline) and line gap Chromium lays lines out with. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** Advance width of a character, in font units; undefined where the font has no glyph for it. */
  advance: (char: string) => number | undefined;
};

/** A font file's tables by tag, uncompressed. */
function tables(file: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const woff = file.toString('latin1', 0, 4) === 'wOFF';
  const count = file.readUInt16BE(woff ? 12 : 4);
  for (let i = 0; i < count; i++) {
    if (woff) {
      const at = 44 + i * 20;
      const [offset, compressed, length] = [file.readUInt32BE(at + 4), file.readUInt32BE(at + 8), file.readUInt32BE(at + 12)];
      const bytes = file.subarray(offset, offset + compressed);
      found.set(file.toString('latin1', at, at + 4), compressed < length ? inflateSync(bytes) : bytes);
    } else {
      const at = 12 + i * 16;
      const [offset, length] = [file.readUInt32BE(at + 8), file.readUInt32BE(at + 12)];
      found.set(file.toString('latin1', at, at + 4), file.subarray(offset, offset + length));
    }
  }
  return found;
}

/** Code point -> glyph id, from the Windows Unicode BMP subtable (format 4). */
function glyphOf(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const [platform, encoding, offset] = [cmap.readUInt16BE(4 + i * 8), cmap.readUInt16BE(6 + i * 8), cmap.readUInt32BE(8 + i * 8)];
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no Windows Unicode BMP cmap subtable');
}

export function fontMetrics(file: Buffer): FontMetrics {
  const t = tables(file);
  const need = (tag: string): Buffer => {
    const table = t.get(tag);
    if (!table) throw new Error(`no ${tag} table`);
    return table;
  };
  const [head, hhea, os2, hmtx] = [need('head'), need('hhea'), need('OS/2'), need('hmtx')];
  // Chromium (Skia) takes OS/2's typographic metrics where the font asks for them
  // (fsSelection USE_TYPO_METRICS), hhea's otherwise.
  const typo = (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const [ascent, descent, lineGap] = typo
    ? [os2.readInt16BE(68), -os2.readInt16BE(70), os2.readInt16BE(72)]
    : [hhea.readInt16BE(4), -hhea.readInt16BE(6), hhea.readInt16BE(8)];
  const metricsCount = hhea.readUInt16BE(34);
  const glyph = glyphOf(need('cmap'));
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent,
    descent,
    lineGap,
    advance: (char) => {
      const id = glyph(char.codePointAt(0) ?? 0);
      return id === 0 ? undefined : hmtx.readUInt16BE(Math.min(id, metricsCount - 1) * 4);
    },
  };
}
