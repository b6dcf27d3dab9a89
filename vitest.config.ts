import { defineConfig } from 'vitest/config';
import { rjsfTrim } from './tooling/build/vite-rjsf-trim.js';
import { shippedCatalogues } from './tooling/build/vite-catalogues.js';

// Unit, property and contract tests: pure code, no stack. The stack and browser suites run on
// Playwright Test (playwright.config.ts).
export default defineConfig({
  // Forms drawn with the same rjsf parts as the shipped app; rjsf is transformed (not loaded by
  // Node as is) so the plugin can swap its registry. Catalogues as the app receives them.
  plugins: [rjsfTrim(), shippedCatalogues({ dropServerOnly: false })],
  test: {
    server: { deps: { inline: [/@rjsf\//] } },
    include: [
      'tests/unit/**/*.test.ts',
      'tests/component/**/*.test.tsx',
      'tests/property/**/*.property.test.ts',
      'tests/contract/**/*.test.ts',
    ],
    environment: 'node',
    // Both cores: vitest's default (one fewer than the cores) leaves one of two idle.
    maxWorkers: 2,
    // Files stay isolated. Sharing a worker's modules between files (isolate: false) saved 68 -> 46
    // CPU-s and passed 21 shuffled orders here, but in a clean-clone CI run beside the authoring
    // suite a profile test of tests/component/fallback-messages.test.tsx lost the typed name after a
    // failed save (once in three runs, never reproduced alone): back to isolation until that is
    // understood (issue 24).
    testTimeout: 30000,
  },
});
