// Authoring tried end to end in clean copies of the repository (tests/authoring/): new-brand and
// the dev server's live check. Runs after the stack suites, alone: it starts its own stack on
// the same ports.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/authoring/**/*.browser.test.ts'],
    testTimeout: 240000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
