// src/styles.css writes the dark scheme twice: under prefers-color-scheme (unless the person picked
// light) and under data-scheme="dark" (their pick). CSS cannot join a media query and an attribute
// selector in one rule, so the two stay twins; this keeps them from drifting apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/project';

const css = readFileSync(join(ROOT, 'src/styles.css'), 'utf8');

/** The declarations of the first rule after `selector`, normalised to one per line. */
function declarationsAfter(selector: string): string[] {
  const start = css.indexOf(selector);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const open = css.indexOf('{', start);
  const body = css.slice(open + 1, css.indexOf('}', open));
  return body
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
}

describe('dark scheme rules', () => {
  it('the system-dark rule and the picked-dark rule set the same tokens to the same values', () => {
    const system = declarationsAfter(":root:not([data-scheme='light']) {");
    const picked = declarationsAfter(":root[data-scheme='dark'] {");
    expect(system.length).toBeGreaterThan(8);
    expect(picked).toEqual(system);
  });

  it('every light token has its dark value in them', () => {
    const light = declarationsAfter(':root {')
      .map((d) => d.split(':')[0]!)
      .filter((name) => /^--hub-(?!band|font)/.test(name));
    const dark = declarationsAfter(":root[data-scheme='dark'] {").map((d) => d.split(':')[0]!);
    expect(dark).toEqual(expect.arrayContaining(light));
  });
});
