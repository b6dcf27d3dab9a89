/**
 * "Add a brand" (README, docs/architecture.md), tried from a clean copy of the repository: `npm run new-brand`,
 * validate, build, then sign in on the new brand in the browser and arrive at its demo app.
 * Runs on a stack of its own on the copy's ports (clean-copy.ts), beside the dev copy's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../../tooling/browser';
import { ALICE, fillSignIn } from '../browser/support/hub-page';
import { msg } from '../support/messages';
import { cleanCopy, startCopyStack, type CleanCopy, type CopyStack } from './clean-copy';

const FOLDER = 'nimbus';
const NAME = 'Nimbus Cloud';
let repo: CleanCopy;
let copy = '';
let stack: CopyStack | undefined;
let browser: Browser | undefined;
const run = (cmd: string, args: string[]): string => repo.run(cmd, args);

beforeAll(async () => {
  repo = await cleanCopy('new-brand', 20);
  copy = repo.dir;
}, 120000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  repo?.remove();
}, 60000);

describe('Add a brand (README), from a clean copy', () => {
  it('new-brand scaffolds one folder plus the white-label and host lines, and validate passes', () => {
    const out = run('npm', ['run', '-s', 'new-brand', '--', FOLDER, '--name', NAME]);
    expect(out).toContain('config: valid');
    const listed = out
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim());
    expect(listed.filter((f) => !f.startsWith(`brands/${FOLDER}/`))).toEqual(['brands/white-labels/wbs.json', 'brands/environments.json']);
    expect(JSON.parse(readFileSync(join(copy, 'brands', FOLDER, 'brand.json'), 'utf8'))).toMatchObject({
      brand: 'NIMBUS',
      displayName: NAME,
    });
    run('npm', ['run', '-s', 'validate']);
  });

  it('builds, and a person signs in on the new brand and arrives at its app', async () => {
    run('npm', ['run', '-s', 'build:stack']);
    // Ready once the banner lists the new brand's demo app.
    stack = await startCopyStack(copy, ['--app', 'dist'], `${FOLDER}.localhost`);
    browser = await launchBrowser();
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${repo.app}/sign-in?brand=${FOLDER}&redirectPath=/welcome`);
    await page.getByRole('heading', { name: msg('ui.auth.welcome', { brand: NAME }) }).waitFor({ timeout: 30000 });
    expect(await page.locator(`img[alt="${NAME}"]`).first().getAttribute('src')).toMatch(/nimbus|logo/);
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL((url) => url.origin === `http://${FOLDER}.localhost:${repo.brandAppsPort}` && url.pathname === '/login', {
      timeout: 30000,
    });
    await page.getByTestId('signed-in-email').waitFor({ timeout: 30000 });
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(ALICE.email);
    expect(await page.getByTestId('brand').textContent()).toBe('NIMBUS');
    expect(await page.title()).toBe(`${NAME} demo app`);
    expect(await page.getByTestId('redirect-path').textContent()).toBe('/welcome');
  }, 240000);
});
