/**
 * Playwright fixtures of the browser suites: Playwright's own browser, context and page (one
 * Chromium per worker, one context per worker reset between tests: reuseContext in
 * playwright.config.ts), each context prepared as support/browser.ts says (CSP violations reported
 * on the console, no request leaving loopback), and a test that caused any Content-Security-Policy
 * violation fails. The app runs under its real CSP.
 */
import { test as base, expect, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';
import { CSP_VIOLATION, desktopAgent, newContext, prepareContext, storageBlockedContext } from './browser';

export { expect };

export interface HubFixtures {
  /** CSP violations reported by any page of the test's contexts; checked after the test. */
  cspViolations: string[];
  /** Another fresh context (own storage, prepared like `context`), closed after the test. */
  newContext(viewport?: ViewportSize): Promise<BrowserContext>;
  /** A context of a Chromium whose storage is blocked (see storageBlockedContext), removed after the test. */
  storageBlockedContext(): Promise<BrowserContext>;
}

/** Collects the CSP violation lines of every page the context opens (and has open). */
function watchCsp(context: BrowserContext, sink: string[]): void {
  const watch = (page: Page) =>
    page.on('console', (m) => {
      if (m.text().startsWith(CSP_VIOLATION)) sink.push(m.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

export const test = base.extend<HubFixtures>({
  cspViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const violations: string[] = [];
      await use(violations);
      // After every context of the test has closed (they depend on this fixture).
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  // The desktop Chrome agent of the browser that runs (its version is only known once it runs).
  userAgent: async ({ browser }, use) => {
    await use(desktopAgent(browser.version()));
  },

  context: async ({ context, cspViolations }, use) => {
    await prepareContext(context);
    watchCsp(context, cspViolations);
    await use(context);
    // The worker's context is reused by the next test (reuseContext in playwright.config.ts),
    // and Playwright's reset leaves these as the test set them.
    await context.setOffline(false);
    await context.clearPermissions();
  },

  newContext: async ({ browser, cspViolations }, use) => {
    const made: BrowserContext[] = [];
    await use(async (viewport) => {
      const context = await newContext(browser, viewport);
      watchCsp(context, cspViolations);
      made.push(context);
      return context;
    });
    for (const context of made) await context.close();
  },

  storageBlockedContext: async ({ playwright, cspViolations }, use) => {
    const made: Array<Awaited<ReturnType<typeof storageBlockedContext>>> = [];
    await use(async () => {
      const blocked = await storageBlockedContext(playwright.chromium);
      watchCsp(blocked.context, cspViolations);
      made.push(blocked);
      return blocked.context;
    });
    for (const blocked of made) await blocked.dispose();
  },
});
