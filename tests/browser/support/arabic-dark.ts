// What every account page in Arabic and the dark scheme must be (issues 54, 55): right to left,
// translated (no English text of its catalogue part left, no raw key), and nothing serious for axe.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import catalogue from '../../../flows/messages.json';
import { localeMsg, type CatalogueKey } from '../../support/messages';
import { expectAccessible } from './a11y';

const ar = (key: CatalogueKey) => localeMsg('ar', key);

/** English texts of the account pages' catalogue parts that Arabic says otherwise: none may show. */
export const ENGLISH = Object.entries(catalogue.messages)
  .filter(([key, text]) => /^ui\.(security|passkeys|methods|delete_account|nav|dashboard)\./.test(key) && typeof text === 'string')
  .filter(([key, text]) => !text.includes('{') && text.length >= 8 && ar(key as CatalogueKey) !== text)
  .map(([, text]) => text);
/** A catalogue key drawn as itself (a text missing everywhere). */
const RAW_KEY = /\b(ui|hub|toast|screen|form|auth|error)\.[a-z0-9_]+\.[a-z0-9_]+/;

/** Right to left, translated, and accessible in the dark: what every page here must be. */
export async function expectArabicDark(page: Page, heading: string): Promise<void> {
  const h1 = page.getByRole('heading', { name: heading, level: 1 });
  await expect(h1).toBeVisible();
  expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({
    lang: 'ar',
    dir: 'rtl',
  });
  const text = await page.locator('div#root').innerText();
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  expect(text).not.toMatch(RAW_KEY);
  // Mirrored: the title's words end at its box's right edge, not its left.
  const edges = await h1.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const words = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { right: box.right - words.right, left: words.left - box.left, direction: getComputedStyle(el).direction };
  });
  expect(edges.direction).toBe('rtl');
  expect(edges.right).toBeLessThanOrEqual(2);
  expect(edges.left).toBeGreaterThan(20);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await expectAccessible(page);
}
