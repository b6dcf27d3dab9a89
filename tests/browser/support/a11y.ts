/** The suites' accessibility check: axe-core (support/axe.ts) finds nothing serious or critical. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { seriousA11yViolations } from './axe';

export { seriousA11yViolations };

/** axe-core must find nothing serious or critical on the screen as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
