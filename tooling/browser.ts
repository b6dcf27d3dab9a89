/**
 * Debian's Chromium (no browser downloads on these machines) and the preparation every test
 * context gets. Every request that does not go to loopback is aborted, so tests never reach
 * the internet. The Playwright suites get these through tests/browser/support/fixtures.ts; studio/gallery-shots.ts,
 * bench/bench.ts and tests/authoring launch with launchBrowser() and newContext().
 */
import { chromium, type Browser, type BrowserContext, type BrowserType, type ViewportSize } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  // No request leaves loopback: everything else goes to a proxy that is not there, so it fails
  // at once. (Intercepting every request instead, with context.route, cost a protocol round trip
  // per request: a tenth of the browser suite's time.) Loopback never uses the proxy.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=localhost;*.localhost;127.0.0.1;[::1]',
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

export const DESKTOP_VIEWPORT: ViewportSize = { width: 1280, height: 900 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // playwright gives every launch a fresh temporary profile of its own
    args: CHROMIUM_ARGS,
  });
}

/** A desktop Chrome user agent: headless Chromium's own one is treated as a bot by analytics. */
export const desktopAgent = (version: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;

/** The console line a page writes for each Content-Security-Policy violation (see prepareContext). */
export const CSP_VIOLATION = 'CSP violation';

/** What every test context gets: CSP violations on the console (no request leaves loopback: CHROMIUM_ARGS). */
export async function prepareContext(context: BrowserContext): Promise<BrowserContext> {
  // Every page reports Content-Security-Policy violations on the console, where suites collect them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  return context;
}

/** A fresh context (own storage) that aborts every non-loopback request. */
export async function newContext(browser: Browser, viewport: ViewportSize = DESKTOP_VIEWPORT): Promise<BrowserContext> {
  return prepareContext(await browser.newContext({ viewport, userAgent: desktopAgent(browser.version()) }));
}

/**
 * A Chromium whose person chose "Block all cookies and site data" (Preferences, as the settings
 * page writes it): reading localStorage or sessionStorage throws a SecurityError, as in Safari's
 * and Firefox's privacy modes. dispose() closes it and removes its profile.
 */
export async function storageBlockedContext(
  browserType: BrowserType = chromium,
): Promise<{ context: BrowserContext; dispose(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'hub-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const context = await browserType.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: DESKTOP_VIEWPORT,
  });
  return {
    context: await prepareContext(context),
    dispose: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
