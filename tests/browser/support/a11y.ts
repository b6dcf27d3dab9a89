/** axe-core through @axe-core/playwright, with the axe-core version and filter the suites have always used. */
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The project's own axe-core (package.json devDependencies), not the copy bundled with
 * @axe-core/playwright, so the rules do not change behind the project's back.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the current page (every rule axe runs by default): the serious and critical violations, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe-core must find nothing serious or critical on the screen as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
