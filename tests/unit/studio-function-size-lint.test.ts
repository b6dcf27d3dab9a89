/**
 * The function-size rule of eslint.config.js (issue 52): no function of src/, studio/ or tooling/ over 80 lines,
 * blank lines and comments aside. Linted as text at a path inside each room, so the real config applies.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/project';

// Only this rule runs, without type information: the rest of lint is npm test's own.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'max-lines-per-function',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** A function of `statements` one-line statements, with as many blank and comment lines between them. */
const functionOf = (statements: number): string =>
  [
    'export function long(): number {',
    '  let n = 0;',
    ...Array.from({ length: statements }, () => ['  n += 1;', '', '  // a comment'].join('\n')),
    '  return n;',
    '}',
    '',
  ].join('\n');

async function sizeErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
}

describe('no function of the shipped code, the studio or the tooling over 80 lines (lint)', () => {
  it('refuses a studio function of 81 lines', async () => {
    // 4 lines of frame and 77 statements: 81 lines that count.
    expect(await sizeErrors(functionOf(77), 'studio/long.ts')).toEqual(["Function 'long' has too many lines (81). Maximum allowed is 80."]);
  });

  it('allows 80, not counting blank lines and comments', async () => {
    expect(await sizeErrors(functionOf(76), 'studio/long.ts')).toEqual([]);
  });

  it('refuses a tooling function of 81 lines, and allows 80', async () => {
    expect(await sizeErrors(functionOf(77), 'validate/long.ts')).toEqual([
      "Function 'long' has too many lines (81). Maximum allowed is 80.",
    ]);
    expect(await sizeErrors(functionOf(76), 'validate/long.ts')).toEqual([]);
  });

  it('refuses a function of the shipped code (src/) of 81 lines, and allows 80', async () => {
    expect(await sizeErrors(functionOf(77), 'src/long.ts')).toEqual(["Function 'long' has too many lines (81). Maximum allowed is 80."]);
    expect(await sizeErrors(functionOf(76), 'src/render/long.tsx')).toEqual([]);
  });
});
