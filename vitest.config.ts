import { defineConfig } from 'vitest/config';

// Unit, property and contract tests: pure code, no stack. The stack and browser suites run on
// Playwright Test (playwright.config.ts).
export default defineConfig({
  test: {
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
