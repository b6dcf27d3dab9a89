/**
 * `npm run bench:profile` (issue 30): the JavaScript a route needs until usable, by part of the code
 * (an npm package, a folder of src/, ...: bench-support's partOf), as gzip bytes, so the parts the
 * app carries beyond the rjsf floor can be named. Each generated character is given to the source
 * its source-map segment names; code with no source (JSON modules such as the config documents and
 * the catalogue, the bundler's glue) is its own part. Each part's code is gzipped on its own, so the
 * parts add up to a little more than the files gzipped whole.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { partOf } from './bench-support';

export const NO_SOURCE = '(no source: JSON modules, bundler glue)';

/** The generated code of one file (newlines aside), split by the part each stretch of it came from. */
export function codeByPart(code: string, map: TraceMap): Map<string, string> {
  const segmentsOf = new Map<number, { column: number; part: string }[]>();
  eachMapping(map, (m) => {
    const line = segmentsOf.get(m.generatedLine - 1) ?? [];
    line.push({ column: m.generatedColumn, part: m.source ? partOf(m.source) : NO_SOURCE });
    segmentsOf.set(m.generatedLine - 1, line);
  });
  const out = new Map<string, string>();
  const add = (part: string, text: string) => {
    if (text) out.set(part, (out.get(part) ?? '') + text);
  };
  code.split('\n').forEach((text, line) => {
    const segments = (segmentsOf.get(line) ?? []).sort((a, b) => a.column - b.column);
    // A segment runs to the next one of its line, the last to the line's end; before the first, no source.
    add(NO_SOURCE, text.slice(0, segments[0]?.column ?? text.length));
    segments.forEach((s, i) => add(s.part, text.slice(s.column, segments[i + 1]?.column ?? text.length)));
  });
  return out;
}

/** gzip -9 bytes of each part's code over the given built files (each with its .map beside it). */
export function gzipByPart(files: readonly string[]): Map<string, number> {
  const code = new Map<string, string>();
  for (const file of files) {
    const parts = codeByPart(readFileSync(file, 'utf8'), new TraceMap(readFileSync(`${file}.map`, 'utf8')));
    for (const [part, text] of parts) code.set(part, (code.get(part) ?? '') + text);
  }
  return new Map([...code].map(([part, text]) => [part, gzipSync(text, { level: 9 }).length]));
}
