/**
 * The live loop of `npm start`: a broken document shows in Vite's error overlay with the same
 * lines `npm run validate` prints, and fixing the file clears it. The dev copy's Vite dev server,
 * real Chromium. Each test puts the file back as it was, so the studio's tests find the copy unchanged.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext } from '../../../tooling/browser';
import type { CleanCopy } from '../clean-copy';
import type { DevCopy } from '../dev-copy';
import { waitForStart, watchPage } from '../page-report';

let repo: CleanCopy;
let context: BrowserContext | undefined;
let page: Page;

const overlay = (p: Page) => p.locator('vite-error-overlay .message-body');

export function liveCheckTests(dev: DevCopy): void {
  beforeAll(async () => {
    repo = dev.repo;
    context = await newContext(dev.browser);
    page = await context.newPage();
    const watched = watchPage(page, dev.serverLog);
    await page.goto(`${repo.app}/sign-in`);
    await waitForStart(page, watched.report, page.locator('form').first(), 60000, 'live-check');
  }, 120000);

  afterAll(async () => {
    await context?.close();
  });

  it('a broken colour shows in the overlay as validate prints it, and the fix clears it', async () => {
    const file = join(repo.dir, 'brands/plexus/brand.json');
    const good = readFileSync(file, 'utf8');
    const bad = good.replace(/"primary": "#[0-9a-fA-F]{6}"/, '"primary": "#12345"');
    expect(bad).not.toBe(good);
    writeFileSync(file, bad);
    try {
      // What the CLI prints for the same file.
      let cli = '';
      try {
        repo.run('npm', ['run', '-s', 'validate']);
      } catch (e) {
        cli = (e as Error).message;
      }
      const problem = cli.split('\n').find((l) => l.startsWith('brands/plexus/brand.json:'));
      expect(problem).toMatch(/^brands\/plexus\/brand\.json:\d+:\d+ \(theme > primary\): "#12345" .+\. Fix: .+/);
      await overlay(page).waitFor({ timeout: 30000 });
      expect(await overlay(page).textContent()).toContain(problem!);
    } finally {
      writeFileSync(file, good);
    }
    await overlay(page).waitFor({ state: 'detached', timeout: 30000 });
    await page.locator('form').first().waitFor({ timeout: 30000 });
  });

  it('a page opened while a document is broken is told at once', async () => {
    const file = join(repo.dir, 'flows/messages.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"messages": {', '"messages": {\n    "ui.sign_in.log_in": "LOG IN",'));
    try {
      await overlay(page).waitFor({ timeout: 30000 });
      expect(await overlay(page).textContent()).toMatch(
        /flows\/messages\.json:\d+:\d+ \(messages > "ui\.sign_in\.log_in"\): "ui\.sign_in\.log_in" is written twice/,
      );
      await page.reload();
      await overlay(page).waitFor({ timeout: 30000 });
    } finally {
      writeFileSync(file, good);
    }
    await overlay(page).waitFor({ state: 'detached', timeout: 30000 });
  });
}
