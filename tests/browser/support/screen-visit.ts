/** Moving between many screens in one test, as the axe and dark-scheme sweeps do (issue 24). */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { navigateInApp } from './hub-page';

/**
 * Shows `pathAndQuery` on `origin`: by a page load when `load` (the pre-rendered page, then the app),
 * else by the app's own navigation, as its links move a person (a load costs about 1.2 CPU-s, a move
 * a tenth of that). Resolves once the address is the new one and, after a move, the first heading
 * is no longer the last screen's.
 */
export async function visitScreen(page: Page, origin: string, pathAndQuery: string, load: boolean): Promise<void> {
  const heading = page.locator('h1').first();
  const shown = load ? null : await heading.textContent();
  if (load) await page.goto(`${origin}${pathAndQuery}`);
  else await navigateInApp(page, pathAndQuery);
  await expect(page).toHaveURL(`${origin}${pathAndQuery}`);
  if (shown !== null) await expect(heading).not.toHaveText(shown);
}
