// Stack tests: the API suites (tests/stack) and the browser suites (tests/browser) run in one
// Playwright runner against one local stack (emulator, API, brand apps, built app) that
// tests/stack-setup.ts starts once. Unit, property and contract tests stay on vitest.
import { register } from 'node:module';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_VIEWPORT } from './tooling/browser';

// JSON imports without an import attribute, as the app's code has them (see the hook's comment).
// The config is loaded by the runner and by every worker before any test file.
register('./tests/support/json-imports.mjs', import.meta.url);

/**
 * The one wait for anything the page or the stack must do: an assertion, an action, a
 * navigation. Sign-in through the Auth Emulator and on to a brand app takes a few seconds
 * on a busy 2-core machine; 30 s is what the slowest of them were given before.
 */
const WAIT_MS = 30_000;

/**
 * Files that change what every test sees on the shared stack: the emulator's email enumeration
 * setting, the API's dev outbox and analytics capture (emptied, or read as a whole). They run
 * after the others, one at a time; every other file works on accounts of its own (fresh users,
 * fresh numbers) or only reads the seeded ones, so two files run side by side.
 */
const STACK_WIDE = ['**/identity-failures.browser.test.ts', '**/analytics.browser.test.ts', '**/stack/api.test.ts'];

/**
 * Chromium flags of the suites only, to keep the renderer warm (the bench keeps Chrome's own
 * process model, as a person has it). The reset between tests parks the page on
 * about:blank, and a hand-over leaves the hub for a brand app's origin; by default the next load
 * of the hub then starts a new renderer process: V8 and Blink cold, every script compiled again.
 * With site isolation off, one process per site and one renderer for the context, that load lands
 * in the renderer the hub last used, where V8 still holds the compiled app. 20 one-load tests:
 * 55 -> 40 CPU-s; 10 tests of hub, brand app, hub: 49-57 -> 32-34 CPU-s; whole suite: 818 -> 701
 * CPU-s, 431 -> 375 s (issue 24). What the tests prove does not depend on the process model: pages
 * of different origins still keep their storage apart, and the CSP and frame rules are enforced as
 * before. The authoring suite keeps the default: its studio frames its previews on its own origin
 * already, and one renderer for the studio and the hub it opens cost it more (410 -> 445 CPU-s).
 */
const WARM_RENDERER = [
  '--process-per-site',
  '--renderer-process-limit=1',
  '--disable-site-isolation-trials',
  '--disable-features=site-per-process,IsolateOrigins',
];

export default defineConfig({
  testDir: 'tests',
  // Two workers on a 2-core machine: a browser test mostly waits (page loads, the emulator, the
  // API), so a second one fills that time. Tests within a file stay in order.
  workers: 2,
  fullyParallel: false,
  projects: [
    {
      name: 'own-accounts',
      testMatch: ['stack/**/*.test.ts', 'browser/**/*.browser.test.ts'],
      testIgnore: STACK_WIDE,
    },
    { name: 'stack-wide', testMatch: STACK_WIDE, dependencies: ['own-accounts'], workers: 1 },
  ],
  // A flaky test must show, not pass on a second try.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A whole test: the longest journeys (the redirect corpus, axe on every brand's screens, every
  // screen at three widths) take up to ~30 s alone; four times that leaves room on a busy machine.
  timeout: 120_000,
  expect: { timeout: WAIT_MS },
  globalSetup: './tests/stack-setup.ts',
  outputDir: 'test-results',
  // 'list' prints every test as it ends; failures (outside CI) name their trace.zip, opened with
  // `npx playwright show-trace test-results/<test>/trace.zip`.
  reporter: [['list', { printSteps: false }]],
  use: {
    launchOptions: {
      // Debian's Chromium: no browser downloads on these machines.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...WARM_RENDERER],
    },
    // The desktop Chrome user agent is set in tests/browser/support/fixtures.ts, where the
    // browser's version is known (headless Chromium's own agent is treated as a bot).
    viewport: DESKTOP_VIEWPORT,
    actionTimeout: WAIT_MS,
    navigationTimeout: WAIT_MS,
    // No trace: recording one for every test (to keep a failure's) cost a quarter of the suite's
    // time on this 2-core machine. To look into a failure, run its file again with
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    // One browser context per worker, reset between tests, instead of a new one per test: the
    // suite is CPU-bound on 2 cores, and a new context's first load of the hub cost ~1.4 CPU-s
    // against ~0.65 in a reset one (a new renderer, V8 and fonts started cold). The reset is the
    // suites' own (tests/browser/support/shared-context.ts), not Playwright's `reuseContext`, whose
    // reset clears the HTTP cache and loads every origin the test visited: 0.85 -> 0.4 CPU-s a
    // one-load test, whole Playwright run 437 -> 376 CPU-s (issue 24). context-reuse.browser.test.ts
    // proves the next test finds nothing the last one left.
    screenshot: 'only-on-failure',
  },
});
