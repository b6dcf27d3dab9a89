import { defineConfig } from 'vitest/config';
import { rjsfTrim } from './tooling/build/vite-rjsf-trim.js';

// Unit, property and contract tests: pure code, no stack. The stack and browser suites run on
// Playwright Test (playwright.config.ts).
export default defineConfig({
  // Forms drawn with the same rjsf parts as the shipped app; rjsf is transformed (not loaded by
  // Node as is) so the plugin can swap its registry.
  plugins: [rjsfTrim()],
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
    // A worker's files share their imported modules instead of importing them anew for each
    // file: 68 -> 46 CPU-s, 37 -> 26 s (issue 24). Sixteen shuffled file orders
    // (--sequence.shuffle, seeds 1-16) passed; a file that leans on another's module state shows
    // there first.
    isolate: false,
    testTimeout: 30000,
  },
});
