/**
 * Playwright fixtures of the browser suites: Playwright's own browser (one Chromium per worker), one
 * context per worker and its one tab, reset between tests (support/shared-context.ts), each
 * context prepared as tooling/browser.ts says (CSP violations reported on the console, no request
 * leaving loopback), and a test that caused any Content-Security-Policy violation fails. The app
 * runs under its real CSP.
 */
import {
  test as playwrightTest,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
  type ViewportSize,
} from '@playwright/test';
import { CSP_VIOLATION, desktopAgent, newContext, prepareContext, storageBlockedContext } from '../../../tooling/browser';
import { SharedContext } from './shared-context';

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
function watchCsp(context: BrowserContext, report: (line: string) => void): void {
  const watch = (page: Page) =>
    page.on('console', (m) => {
      if (m.text().startsWith(CSP_VIOLATION)) report(m.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

interface WorkerFixtures {
  /** The worker's one context, reset between tests (support/shared-context.ts). */
  sharedContext: SharedContext;
}

/** The test's CSP sink: the shared context's watchers outlive a test, so they write to the current one. */
let currentCsp: string[] = [];

/**
 * Playwright's base test, typed with the one internal fixture used here: the context options of
 * the config and the test's test.use(), merged as Playwright merges them for its own contexts.
 */
const base = playwrightTest as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = base.extend<HubFixtures, WorkerFixtures>({
  sharedContext: [
    async ({ browser }, use) => {
      const shared = new SharedContext(browser, async (context) => {
        await prepareContext(context);
        watchCsp(context, (line) => currentCsp.push(line));
        // A browser without passkey autofill: with it, every /sign-in shown would ask the API for a
        // passkey challenge, a public call counted per client network, and the whole suite is one
        // network. The autofill's own tests use fresh contexts (passkeys-autofill.browser.test.ts).
        await context.addInitScript(() => {
          if (typeof PublicKeyCredential !== 'undefined')
            delete (PublicKeyCredential as { isConditionalMediationAvailable?: unknown }).isConditionalMediationAvailable;
        });
      });
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],

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

  context: async ({ sharedContext, _combinedContextOptions, cspViolations }, use) => {
    currentCsp = cspViolations;
    await use(await sharedContext.acquire(_combinedContextOptions));
    await sharedContext.release();
  },

  // The context's one tab, reset with it (support/shared-context.ts); a new context's first.
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },

  newContext: async ({ browser, cspViolations }, use) => {
    const made: BrowserContext[] = [];
    await use(async (viewport) => {
      const context = await newContext(browser, viewport);
      watchCsp(context, (line) => cspViolations.push(line));
      made.push(context);
      return context;
    });
    for (const context of made) await context.close();
  },

  storageBlockedContext: async ({ playwright, cspViolations }, use) => {
    const made: Array<Awaited<ReturnType<typeof storageBlockedContext>>> = [];
    await use(async () => {
      const blocked = await storageBlockedContext(playwright.chromium);
      watchCsp(blocked.context, (line) => cspViolations.push(line));
      made.push(blocked);
      return blocked.context;
    });
    for (const blocked of made) await blocked.dispose();
  },
});
