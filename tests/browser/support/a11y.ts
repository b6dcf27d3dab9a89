/** axe-core on the page as it is now, with the axe-core version and filter the suites have always used. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

/**
 * The project's own axe-core (package.json devDependencies), not a copy bundled elsewhere, so
 * the rules do not change behind the project's back.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Pages whose later documents get axe-core from the start (an init script, added once a page). */
const prepared = new WeakSet<Page>();

/**
 * Puts axe-core in the page: into the document shown now, and, through an init script, into
 * every document the page opens later. Run straight in the page, axe takes ~50 ms a screen; through
 * @axe-core/playwright (injected anew and run frame by frame for every check) ~550 ms, which was
 * most of the time of the suites' ~80 checks.
 */
async function withAxe(page: Page): Promise<void> {
  if (!prepared.has(page)) {
    prepared.add(page);
    await page.addInitScript(axeSource);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** axe-core on the current page (every rule axe runs by default): the serious and critical violations, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await withAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe-core must find nothing serious or critical on the screen as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
