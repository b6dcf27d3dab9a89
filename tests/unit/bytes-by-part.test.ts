// bench/bytes-by-part.ts: a built file's code split by the part its source map names (npm run bench:profile).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TraceMap } from '@jridgewell/trace-mapping';
import { codeByPart, NO_SOURCE } from '../../bench/bytes-by-part';

const SOURCES = ['../node_modules/react-dom/cjs/react-dom.js', '../src/app/app.tsx', '../flows/sign-in.json'];

/** A decoded source map: per generated line, segments [column, source, line, column] or [column] (no source). */
const mapOf = (lines: number[][][]) => new TraceMap({ version: 3, sources: SOURCES, names: [], mappings: lines as never });

describe('bytes by part', () => {
  it('gives each stretch to the source of its segment, and what has none to no source', () => {
    const parts = codeByPart('xxAAABBBCCC\nDDD', mapOf([[[2, 0, 0, 0], [5, 1, 0, 0], [8]], []]));
    expect(Object.fromEntries(parts)).toEqual({ [NO_SOURCE]: 'xxCCCDDD', 'react-dom': 'AAA', 'src/app': 'BBB' });
  });

  it('keeps every character of the code (newlines aside), however the segments fall', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 40 }).map((s) => s.replace(/\n/g, '')),
          { minLength: 1, maxLength: 5 },
        ),
        fc.array(fc.tuple(fc.nat(50), fc.nat(3)), { maxLength: 12 }),
        (lines, cuts) => {
          const mappings = lines.map((text, line) =>
            cuts
              .filter((_, i) => i % lines.length === line)
              .map(([column, source]) => (source === 3 ? [column % (text.length + 1)] : [column % (text.length + 1), source, 0, 0]))
              .sort((a, b) => a[0]! - b[0]!),
          );
          const parts = codeByPart(lines.join('\n'), mapOf(mappings));
          expect([...parts.values()].join('').length).toBe(lines.join('').length);
        },
      ),
    );
  });
});
