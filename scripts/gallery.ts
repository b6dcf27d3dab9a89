/**
 * `npm run gallery`: a screenshot of every brand x white-label x auth screen, taken in real
 * Chromium against the local stack, written to gallery/ for review. Stop `npm start` first.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStack } from '../server/stack.js';
import { launchBrowser, newContext } from '../tests/browser/support/browser.js';
import { galleryEntries } from '../src/app/gallery-entries.js';
import { validateProject } from './validate-config.js';

const out = resolve('gallery');
mkdirSync(out, { recursive: true });
const stack = await startStack({ appDist: resolve('dist'), log: () => undefined });
const browser = await launchBrowser();
try {
  const context = await newContext(browser, { width: 520, height: 900 });
  const page = await context.newPage();
  const docs = validateProject(resolve('.')).documents;
  if (!docs) throw new Error('config is invalid: run npm run validate');
  const entries = galleryEntries(Object.values(docs.whiteLabels), 'http://localhost:5173', 'http://fvs.localhost:5173');
  for (const e of entries) {
    await page.goto(e.url);
    await page.locator('h1').first().waitFor({ timeout: 20000 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(out, `${e.id}.png`), fullPage: true });
  }
  console.log(`gallery: ${entries.length} screenshots in ${out}`);
} finally {
  await browser.close();
  await stack.stop();
}
