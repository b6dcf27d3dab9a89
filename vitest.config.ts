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
    testTimeout: 30000,
  },
});
