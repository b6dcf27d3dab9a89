// Authoring tried end to end in clean copies of the repository (tests/authoring/): new-brand, the
// studio, the gallery and the dev server's live check. Its files run one at a time, and `npm test`
// runs them beside the static checks and vitest (which bind no port), before the stack suites:
// new-brand and the studio start a stack of their own on the standard ports.
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
