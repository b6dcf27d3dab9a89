/**
 * axe-core run in the page, shared by the browser suites (Playwright Test, through a11y.ts) and
 * the authoring tests (vitest): so no test runner is imported here.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ElementContext } from 'axe-core';

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

/**
 * axe-core on the current page (every rule axe runs by default) once its finite animations have
 * ended, leaving out the elements `exclude` selects (and what is inside them): the serious and
 * critical violations, as readable lines.
 */
export async function seriousA11yViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await withAxe(page);
  const violations = await page.evaluate(async (excluded) => {
    // The screen at rest, as a person reads it: a toast fading in is, for its first frames, a
    // half-transparent element whose text axe finds too faint (a clean-clone CI once ran axe then).
    // Animations that end are waited for; endless ones (spinners) and paused ones are not.
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: ElementContext, options: object): Promise<AxeResults> } }).axe;
    const context: ElementContext = excluded.length ? { include: [['html']], exclude: excluded.map((s) => [s]) } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, exclude);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
