// Stack tests: the API suites and the browser suites run against one local stack (emulator,
// API, brand apps, built app) started by tests/stack-setup.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/stack/**/*.stack.test.ts', 'tests/browser/**/*.browser.test.ts'],
    globalSetup: ['tests/stack-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
