// The README's "Add a brand" tried end to end in a clean copy (tests/new-brand/): runs after the
// stack suites, alone, because it starts its own stack on the same ports.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/new-brand/**/*.e2e.test.ts'],
    testTimeout: 240000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
