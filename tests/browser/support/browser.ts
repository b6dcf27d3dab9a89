/**
 * Debian's Chromium driven by playwright-core (no browser downloads on these machines).
 * Every request that does not go to loopback is aborted, so tests never reach the internet.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // navigator.webdriver would make analytics (rightly) drop every event as a bot's; the tests act as a person.
  '--disable-blink-features=AutomationControlled',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // playwright gives every launch a fresh temporary profile of its own
    args: CHROMIUM_ARGS,
  });
}

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

const desktopAgent = (version: string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;

/** What every test context gets: CSP violations on the console, and no request leaves loopback. */
async function prepareContext(context: BrowserContext): Promise<BrowserContext> {
  // Every page reports Content-Security-Policy violations on the console, where suites collect them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`));
  });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOOPBACK.test(url.hostname)) return route.continue();
    return route.abort('blockedbyclient');
  });
  return context;
}

/** A fresh context (own storage) that aborts every non-loopback request. */
export async function newContext(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  // A desktop Chrome user agent: headless Chromium's own one is treated as a bot by analytics.
  return prepareContext(await browser.newContext({ viewport, userAgent: desktopAgent(browser.version()) }));
}

/**
 * A Chromium whose person chose "Block all cookies and site data" (Preferences, as the settings
 * page writes it): reading localStorage or sessionStorage throws a SecurityError, as in Safari's
 * and Firefox's privacy modes. dispose() closes it and removes its profile.
 */
export async function storageBlockedContext(): Promise<{ context: BrowserContext; dispose(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'hub-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context: await prepareContext(context),
    dispose: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core on the current page: the serious and critical violations, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
