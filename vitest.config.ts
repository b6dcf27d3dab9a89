import { defineConfig } from 'vitest/config';
import { rjsfTrim } from './tooling/build/vite-rjsf-trim.js';
import { shippedCatalogues } from './tooling/build/vite-catalogues.js';

/** Pure test files that mock a module (vi.mock): each runs in modules of its own. */
const MOCKING = ['tests/unit/posthog-sink.test.ts'];

// Unit, property and contract tests: pure code, no stack. The stack and browser suites run on
// Playwright Test (playwright.config.ts).
export default defineConfig({
  // Forms drawn with the same rjsf parts as the shipped app; rjsf is transformed (not loaded by
  // Node as is) so the plugin can swap its registry. Catalogues as the app receives them.
  plugins: [rjsfTrim(), shippedCatalogues({ dropServerOnly: false })],
  test: {
    server: { deps: { inline: [/@rjsf\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.property.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: [...MOCKING],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ['tests/component/**/*.test.tsx', ...MOCKING] } },
    ],
    environment: 'node',
    // Both cores: vitest's default (one fewer than the cores) leaves one of two idle.
    maxWorkers: 2,
    // Pure tests share a worker's modules between files (isolate: false: 86 -> 57 CPU-s for the
    // whole run, issue 24); they hold no module state between tests and mock no module, and passed
    // in shuffled orders. Component tests stay isolated: a profile test of
    // tests/component/fallback-messages.test.tsx once lost the typed name after a failed save when
    // they shared modules (one clean-clone CI in three). A test file that mocks a module (vi.mock)
    // is isolated too, so its mock meets no module cached by an earlier file.
    testTimeout: 30000,
  },
});
