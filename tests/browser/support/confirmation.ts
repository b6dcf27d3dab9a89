/**
 * A confirmation shown in place (issue 56 item 9): a polite status line under the block it is
 * about, not a toast. What the suites assert of one, in one place.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { msg } from '../../support/messages';
import type { CatalogueKey } from '../../support/messages';

/** The status line that says the message (its words, in the page's catalogue: English here). */
export function confirmationLine(page: Page, key: CatalogueKey): Locator {
  return page.getByRole('status').filter({ hasText: msg(key) });
}

/**
 * The message is said in place, politely, and not in a toast; with `block`, right under that
 * block (the line starts where the block ends, within a line's gap).
 */
export async function expectConfirmedInPlace(page: Page, key: CatalogueKey, block?: Locator): Promise<Locator> {
  const line = confirmationLine(page, key);
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: msg(key) })).toHaveCount(0);
  if (block) {
    const b = (await block.boundingBox())!;
    const l = (await line.boundingBox())!;
    expect(l.y, 'the confirmation is under its block').toBeGreaterThanOrEqual(b.y + b.height - 1);
    expect(l.y - (b.y + b.height), 'and right under it').toBeLessThan(48);
  }
  return line;
}
