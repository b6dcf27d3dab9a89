// Stack tests: real requests against the local emulator-backed stack (tests/stack-setup.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/stack/**/*.stack.test.ts'],
    globalSetup: ['tests/stack-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
