/**
 * `npm run gallery`: a screenshot of every scene x white-label x brand (studio/gallery-entries.ts,
 * the set /__gallery shows) into gallery/, taken in real Chromium from the Vite dev server this
 * script starts on port 5173 (stop `npm start` first). No build and no stack: the previews run on
 * their own services. `npm run gallery -- plexus-sign-in wbs-wbs-dashboard` shoots only the
 * shots whose names hold one of the words given; --width=390, --locale=ar and --port=5174 draw at
 * another width, in another language, from another port (studio/gallery-options.ts). The studio
 * itself is pictured too (studio-open, studio-problem: `npm run gallery -- studio`), for the design
 * pass's before and after. With pngquant installed, each shot is quantized as it is taken
 * (studio/gallery-quantize.ts; optional).
 */
import { mkdirSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, searchForWorkspaceRoot } from 'vite';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext } from '../tooling/browser.js';
import { galleryEntries, type GalleryEntry } from './gallery-entries.js';
import { loadValidatedDocuments } from '../validate/validate-project.js';
import { galleryOptions, heightFor, shotName } from './gallery-options.js';
import { pngquantFound, quantizeShot } from './gallery-quantize.js';

const options = galleryOptions(process.argv.slice(2));
const PORT = options.port;
/** Pages working side by side, each reused for its share of the shots. */
const PAGES = 4;
const VIEWPORT = { width: options.width, height: heightFor(options.width) };

const out = resolve('gallery');
mkdirSync(out, { recursive: true });
const only = options.words;
const entries = galleryEntries(loadValidatedDocuments(resolve('.')), `http://localhost:${PORT}`, options.locale).filter(
  (e) => only.length === 0 || only.some((word) => e.id.includes(word)),
);
// A node_modules linked from elsewhere (a worktree's) lies outside Vite's default allow list, and
// its fonts would be refused: the shots would show the fallback font.
const fsAllow = [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')];
const server = await createServer({
  mode: 'stack',
  logLevel: 'warn',
  server: { host: 'localhost', port: PORT, strictPort: true, fs: { allow: fsAllow } },
});
await server.listen();
const browser = await launchBrowser();
const failed: string[] = [];

/** The preview follows its address: a page already showing one scene draws the next without loading again. */
async function shoot(page: Page, e: GalleryEntry, fresh: boolean): Promise<void> {
  if (fresh) await page.goto(e.url);
  else
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, e.url);
  await page.waitForFunction((id) => document.documentElement.dataset.previewReady === id, e.scene.id, { timeout: 30000 });
  const path = join(out, shotName(e.id, options));
  await page.screenshot({ path, fullPage: true });
  quantizeShot(path); // only when pngquant is installed (studio/gallery-quantize.ts)
}

/**
 * The studio at 1600 px with WBS / Plexus chosen, once the previews in view are drawn; then with a
 * primary colour that fails contrast typed in, so Problems, the marked field and Save show.
 */
async function shootStudio(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`http://localhost:${PORT}/__studio`);
  const colour = page.locator('#brand_theme_primary');
  await colour.waitFor({ timeout: 90000 });
  await page.locator('#studio-wl').selectOption('wbs');
  await page.locator('#studio-brand').selectOption('plexus');
  // As many previews drawn as there are frames in the window (the studio's own count).
  await page.waitForFunction(
    () => {
      const inView = [...document.querySelectorAll('iframe[data-size]')].filter((f) => f.getBoundingClientRect().top < innerHeight);
      const drawn = Number(/(\d+) of \d+ previews drawn/.exec(document.body.textContent ?? '')?.[1] ?? 0);
      return inView.length > 0 && drawn >= inView.length;
    },
    undefined,
    { timeout: 90000, polling: 500 },
  );
  await page.screenshot({ path: join(out, 'studio-open.png') });
  await colour.fill('#eeeeee');
  await page.getByText('too hard to read').first().waitFor();
  await page.screenshot({ path: join(out, 'studio-problem.png') });
}

try {
  const context = await newContext(browser, VIEWPORT);
  const queue = [...entries];
  await Promise.all(
    Array.from({ length: PAGES }, async () => {
      const page = await context.newPage();
      let fresh = true;
      for (let e = queue.shift(); e; e = queue.shift()) {
        try {
          await shoot(page, e, fresh).catch(() => shoot(page, e, true)); // once more on a fresh load (the dev server may have reloaded the page)
          fresh = false;
        } catch (error) {
          failed.push(`${e.id}: ${(error as Error).message.split('\n')[0]}`);
          fresh = true;
        }
      }
    }),
  );
  console.log(
    `gallery: ${entries.length - failed.length} of ${entries.length} screenshots in ${out}${pngquantFound() ? ' (quantized by pngquant)' : ''}`,
  );
  if (only.length === 0 || only.includes('studio'))
    await shootStudio(await context.newPage()).catch((error: Error) => failed.push(`studio: ${error.message.split('\n')[0]}`));
  for (const f of failed) console.error(`  not drawn: ${f}`);
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = failed.length > 0 ? 1 : 0;
